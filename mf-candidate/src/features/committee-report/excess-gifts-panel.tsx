import styled from 'styled-components';
import { readableError, useExcessGifts, useResolveExcessGift } from 'shared-api';
import type { ExcessGift } from 'shared-api/contracts';
import {
  Button,
  CardSection,
  Cluster,
  EmptyState,
  ErrorState,
  formatDollars,
  LoadingState,
  Stack,
} from 'shared-ui';
import { t, tCountAsIs } from '../../account-messages';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

export interface ExcessGiftsPanelProps {
  candidateId: number;
}

const daysLeftText = (days: number) =>
  days === 0
    ? t('excess.dueToday')
    : tCountAsIs('excess.daysLeft.one', 'excess.daysLeft.other', days);

/**
 * The account's Excess Gifts tab (docs/donation-rules.md "Excessive gifts"): one person's gifts
 * past an election's limit, each with the days left before the clock refunds it, refunded
 * exactly or moved to a later election with room by the committee.
 */
export function ExcessGiftsPanel({ candidateId }: ExcessGiftsPanelProps) {
  const excesses = useExcessGifts(candidateId);
  return (
    <CardSection title={t('excess.title')}>
      <Stack $gap={4}>
        <Note>{t('excess.note')}</Note>
        <ExcessList candidateId={candidateId} query={excesses} />
      </Stack>
    </CardSection>
  );
}

function ExcessList({
  candidateId,
  query,
}: {
  candidateId: number;
  query: ReturnType<typeof useExcessGifts>;
}) {
  if (query.isPending) return <LoadingState label={t('excess.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('excess.loadError')}
        message={readableError(query.error)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const open = query.data.excesses.filter((excess) => excess.status === 'open');
  if (open.length === 0) {
    return <EmptyState headingLevel={3} title={t('excess.empty')} text={t('excess.emptyText')} />;
  }
  return (
    <List aria-label={t('excess.listLabel')}>
      {open.map((excess) => (
        <OpenExcess key={excess.id} candidateId={candidateId} excess={excess} />
      ))}
    </List>
  );
}

function OpenExcess({ candidateId, excess }: { candidateId: number; excess: ExcessGift }) {
  const resolve = useResolveExcessGift(candidateId);
  const receipts = excess.gifts.map((gift) => gift.reference).join(', ');
  return (
    <Item aria-label={t('excess.itemLabel', { name: excess.donorName })}>
      <Stack $gap={3}>
        <strong>
          {t('excess.over', {
            name: excess.donorName,
            amount: formatDollars(excess.excess),
            code: excess.election.code,
          })}
        </strong>
        <Note>
          {t('excess.gifts', {
            receipts,
            left: daysLeftText(excess.daysLeft),
            date: excess.dueAt.slice(0, 10),
          })}
        </Note>
        <Cluster $gap={3}>
          <Button
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ excessId: excess.id, body: { action: 'refund' } })}
          >
            {t('excess.refund')}
          </Button>
          {excess.moveTo ? (
            <Button
              $variant="secondary"
              disabled={resolve.isPending}
              onClick={() =>
                resolve.mutate({
                  excessId: excess.id,
                  body: { action: 'redesignate', electionId: excess.moveTo!.id },
                })
              }
            >
              {t('excess.moveTo', { code: excess.moveTo.code })}
            </Button>
          ) : (
            <Note>{t('excess.noRoom')}</Note>
          )}
        </Cluster>
        {resolve.isError ? <Problem role="alert">{readableError(resolve.error)}</Problem> : null}
      </Stack>
    </Item>
  );
}
