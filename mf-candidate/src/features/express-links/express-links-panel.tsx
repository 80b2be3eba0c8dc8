import styled from 'styled-components';
import {
  readableError,
  useCandidate,
  useCreateExpressLink,
  useExpressLinks,
  useSwitchOffExpressLink,
  type ExpressLink,
} from 'shared-api';
import {
  Button,
  CardSection,
  ErrorState,
  formatDollars,
  lazyDateFormat,
  LoadingState,
  Stack,
  VisuallyHidden,
} from 'shared-ui';
import { t, type AccountKey } from '../../account-messages';
import { electionName } from '../../components/election-name';
import { ExpressLinkForm } from './express-link-form';

// The account's Express Links tab (docs/donation-rules.md "Express links"): the owner makes a
// link with a fixed amount for an email, copies it, sees its gifts and switches it off.

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

const STATE_NAMES: Record<ExpressLink['state'], AccountKey> = {
  open: 'expressLinks.state.open',
  expired: 'expressLinks.state.expired',
  off: 'expressLinks.state.off',
};

/** 'Mar 11, 2027' on an English page, as toLocaleDateString('en-US') wrote it; es-US else. */
const expiryDate = lazyDateFormat({ dateStyle: 'medium' });

function LinksTable({
  links,
  onSwitchOff,
}: {
  links: ExpressLink[];
  onSwitchOff: (id: number) => void;
}) {
  return (
    <Table aria-label={t('expressLinks.table.label')}>
      <thead>
        <tr>
          <th scope="col">{t('expressLinks.table.link')}</th>
          <th scope="col">{t('expressLinks.table.amount')}</th>
          <th scope="col">{t('expressLinks.table.refcode')}</th>
          <th scope="col">{t('expressLinks.table.election')}</th>
          <th scope="col">{t('expressLinks.table.expires')}</th>
          <th scope="col">{t('expressLinks.table.state')}</th>
          <th scope="col">{t('expressLinks.table.gifts')}</th>
          <th scope="col">{t('expressLinks.table.raised')}</th>
          <th scope="col">
            <VisuallyHidden>{t('expressLinks.table.actions')}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link.id}>
            <td>
              <code>{`${window.location.origin}${link.path}`}</code>
            </td>
            <td>{formatDollars(link.amount)}</td>
            <td>{link.refcode ?? '-'}</td>
            <td>
              {link.election ? electionName(link.election) : t('expressLinks.table.nextElection')}
            </td>
            <td>{expiryDate(new Date(link.expiresAt))}</td>
            <td>{t(STATE_NAMES[link.state])}</td>
            <td>{link.gifts}</td>
            <td>{formatDollars(link.raised)}</td>
            <td>
              {link.state === 'open' ? (
                <Button type="button" $variant="secondary" onClick={() => onSwitchOff(link.id)}>
                  {t('expressLinks.switchOff')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function ExpressLinksPanel({ candidateId }: { candidateId: number }) {
  const links = useExpressLinks(candidateId);
  const candidate = useCandidate(candidateId);
  const create = useCreateExpressLink(candidateId);
  const switchOff = useSwitchOffExpressLink(candidateId);

  return (
    <CardSection title={t('expressLinks.title')}>
      <Stack $gap={5}>
        <Note>{t('expressLinks.note')}</Note>
        <ExpressLinkForm
          elections={candidate.data?.elections ?? []}
          onCreate={(body) => create.mutateAsync(body)}
        />
        {links.isPending ? <LoadingState label={t('expressLinks.loading')} /> : null}
        {links.isError ? (
          <ErrorState
            title={t('expressLinks.loadError')}
            message={readableError(links.error)}
            error={links.error}
            onRetry={() => void links.refetch()}
          />
        ) : null}
        {links.data && links.data.length > 0 ? (
          <LinksTable links={links.data} onSwitchOff={(id) => switchOff.mutate(id)} />
        ) : null}
      </Stack>
    </CardSection>
  );
}
