import type { PlaceTournament } from 'shared-api';
import { Badge, Button } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../place-messages';
import { bracketStatus } from '../bracket-status';

// The line above a bracket that says where its tournament stands: provisional, upcoming with its
// start, active with its round and that round's end, or finished. It holds its height while the
// answer is on its way, so the bracket under it does not move when it arrives.

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-height: 1.75rem;
`;

const Text = styled.p`
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface BracketStatusLineProps {
  tournament: PlaceTournament | undefined;
  size: number;
  /** Set when the tournament's state could not be loaded: offers to ask again. */
  onRetry?: () => void;
}

export function BracketStatusLine({ tournament, size, onRetry }: BracketStatusLineProps) {
  if (!tournament) {
    return (
      <Line>
        {onRetry ? (
          <>
            <Text>{t('bracketStatus.datesFailed')}</Text>
            <Button $size="sm" $variant="secondary" onClick={onRetry}>
              {t('bracketStatus.retry')}
            </Button>
          </>
        ) : null}
      </Line>
    );
  }
  const status = bracketStatus(tournament, size, new Date());
  return (
    <Line data-tournament-status={tournament.status}>
      <Badge $tone={status.tone}>{status.label}</Badge>
      <Text>{status.text}</Text>
    </Line>
  );
}
