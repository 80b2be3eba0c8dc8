import type { BracketMatch } from 'shared-api';
import { formatDollars, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../place-messages';
import { BracketSlot, type EmptySlot } from './bracket-slot';

const Match = styled(Stack).attrs({ $gap: 0 })`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Versus = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  letter-spacing: 0.1em;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The refund ledger's line under a side (docs/tournament-rules.md): why a result stands. */
const RefundNote = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A side's gifts refunded after the match was decided: the match stays decided and says so. */
function RefundedAfterDecision({ cents }: { cents: number | undefined }) {
  if (!cents) return null;
  return (
    <RefundNote>
      {t('match.refundedAfterDecision', { amount: formatDollars(cents / 100) })}
    </RefundNote>
  );
}

export interface BracketMatchCardProps {
  match: BracketMatch;
  /** Whether round 1's empty slots can still be filled (bracket-status.ts); undefined: unknown. */
  slotsOpen: boolean | undefined;
}

/**
 * Two slots facing each other; the winner (once decided) carries the trophy, and a side whose
 * gifts were refunded after the decision says so.
 */
export function BracketMatchCard({ match, slotsOpen }: BracketMatchCardProps) {
  let empty: EmptySlot = 'tbd';
  if (match.bracket.round === 1) {
    empty = slotsOpen === undefined ? 'unknown' : slotsOpen ? 'register' : 'bye';
  }
  const winnerId = match.winner?.id;
  return (
    <Match>
      <BracketSlot
        candidate={match.candidate1}
        empty={empty}
        isWinner={winnerId !== undefined && match.candidate1?.id === winnerId}
      />
      <RefundedAfterDecision cents={match.refundedAfterDecision?.candidate1Cents} />
      <Versus aria-hidden="true">{t('match.versus')}</Versus>
      <BracketSlot
        candidate={match.candidate2}
        empty={empty}
        isWinner={winnerId !== undefined && match.candidate2?.id === winnerId}
      />
      <RefundedAfterDecision cents={match.refundedAfterDecision?.candidate2Cents} />
    </Match>
  );
}
