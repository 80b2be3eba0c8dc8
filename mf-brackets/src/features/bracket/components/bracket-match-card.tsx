import type { BracketMatch } from 'shared-api';
import { Stack } from 'shared-ui';
import styled from 'styled-components';
import { BracketSlot } from './bracket-slot';

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

export interface BracketMatchCardProps {
  match: BracketMatch;
}

/** Two slots facing each other; the winner (once decided) carries the trophy. */
export function BracketMatchCard({ match }: BracketMatchCardProps) {
  const isFirstRound = match.bracket.round === 1;
  const winnerId = match.winner?.id;
  return (
    <Match>
      <BracketSlot
        candidate={match.candidate1}
        isFirstRound={isFirstRound}
        isWinner={winnerId !== undefined && match.candidate1?.id === winnerId}
      />
      <Versus aria-hidden="true">VS</Versus>
      <BracketSlot
        candidate={match.candidate2}
        isFirstRound={isFirstRound}
        isWinner={winnerId !== undefined && match.candidate2?.id === winnerId}
      />
    </Match>
  );
}
