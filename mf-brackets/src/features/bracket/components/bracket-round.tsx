import { useId } from 'react';
import styled from 'styled-components';
import type { BracketRoundLayout } from '../bracket-layout';
import { BracketMatchCard } from './bracket-match-card';

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  flex: 1 0 14rem;
  min-width: 14rem;

  ${({ theme }) => theme.media.phone} {
    flex: none;
    min-width: 0;
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.gold};
  text-align: center;
`;

// Later rounds have fewer matches: spreading them keeps each one between the two it follows.
const Matches = styled.ol`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface BracketRoundProps {
  round: BracketRoundLayout;
}

export function BracketRound({ round }: BracketRoundProps) {
  const titleId = useId();
  return (
    <Column aria-labelledby={titleId}>
      <Title id={titleId}>{round.title}</Title>
      <Matches>
        {round.matches.map((match) => (
          <li key={match.bracket.position}>
            <BracketMatchCard match={match} />
          </li>
        ))}
      </Matches>
    </Column>
  );
}
