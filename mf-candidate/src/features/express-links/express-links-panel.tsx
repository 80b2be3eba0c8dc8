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
  LoadingState,
  Stack,
  VisuallyHidden,
} from 'shared-ui';
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

const STATE_NAMES: Record<ExpressLink['state'], string> = {
  open: 'Open',
  expired: 'Expired',
  off: 'Switched off',
};

function LinksTable({
  links,
  onSwitchOff,
}: {
  links: ExpressLink[];
  onSwitchOff: (id: number) => void;
}) {
  return (
    <Table aria-label="Express links">
      <thead>
        <tr>
          <th scope="col">Link</th>
          <th scope="col">Amount</th>
          <th scope="col">Refcode</th>
          <th scope="col">Election</th>
          <th scope="col">Expires</th>
          <th scope="col">State</th>
          <th scope="col">Gifts</th>
          <th scope="col">Raised</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
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
            <td>{link.election ? electionName(link.election) : 'The next one'}</td>
            <td>{new Date(link.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</td>
            <td>{STATE_NAMES[link.state]}</td>
            <td>{link.gifts}</td>
            <td>{formatDollars(link.raised)}</td>
            <td>
              {link.state === 'open' ? (
                <Button type="button" $variant="secondary" onClick={() => onSwitchOff(link.id)}>
                  Switch off
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
    <CardSection title="Express Links">
      <Stack $gap={5}>
        <Note>
          A donor who opens an express link while logged in with a saved card sees one confirmation
          of the amount, your name, the election and their card, and gives with one press. Everyone
          else gets your donate page with the amount chosen.
        </Note>
        <ExpressLinkForm
          elections={candidate.data?.elections ?? []}
          onCreate={(body) => create.mutateAsync(body)}
        />
        {links.isPending ? <LoadingState label="Loading express links" /> : null}
        {links.isError ? (
          <ErrorState
            title="Could not load the express links"
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
