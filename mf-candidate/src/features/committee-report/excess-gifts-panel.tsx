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
  days === 0 ? 'due today: the clock refunds it' : `${days} ${days === 1 ? 'day' : 'days'} left`;

/**
 * The account's Excess Gifts tab (docs/donation-rules.md "Excessive gifts"): one person's gifts
 * past an election's limit, each with the days left before the clock refunds it, refunded
 * exactly or moved to a later election with room by the committee.
 */
export function ExcessGiftsPanel({ candidateId }: ExcessGiftsPanelProps) {
  const excesses = useExcessGifts(candidateId);
  return (
    <CardSection title="Excess Gifts">
      <Stack $gap={4}>
        <Note>
          When support finds that separate gifts are one person&apos;s and they pass an
          election&apos;s limit, the excess must be refunded or moved to a later election with room
          within 60 days of its receipt; what is left open then is refunded automatically. The donor
          is mailed either way.
        </Note>
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
  if (query.isPending) return <LoadingState label="Loading the excess gifts" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the excess gifts"
        message={readableError(query.error)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const open = query.data.excesses.filter((excess) => excess.status === 'open');
  if (open.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No open excess"
        text="No donor's gifts are over an election's limit."
      />
    );
  }
  return (
    <List aria-label="Open excess gifts">
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
    <Item aria-label={`Excess of ${excess.donorName}`}>
      <Stack $gap={3}>
        <strong>
          {excess.donorName}: {formatDollars(excess.excess)} over the {excess.election.code} limit
        </strong>
        <Note>
          Gifts {receipts}; {daysLeftText(excess.daysLeft)} (due {excess.dueAt.slice(0, 10)}).
        </Note>
        <Cluster $gap={3}>
          <Button
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ excessId: excess.id, body: { action: 'refund' } })}
          >
            Refund excess
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
              Move to {excess.moveTo.code}
            </Button>
          ) : (
            <Note>No later election has room for it.</Note>
          )}
        </Cluster>
        {resolve.isError ? <Problem role="alert">{readableError(resolve.error)}</Problem> : null}
      </Stack>
    </Item>
  );
}
