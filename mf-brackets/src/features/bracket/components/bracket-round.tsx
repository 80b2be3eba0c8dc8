import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { BracketRoundLayout } from '../bracket-layout';
import { BracketMatchCard } from './bracket-match-card';

/**
 * The space between two rounds (a theme spacing step) and between two matches of a round;
 * the connector lines are drawn across the first and bridge the second.
 */
export const ROUND_GAP = 8;
const MATCH_GAP = 3;
const LINE_WIDTH = '2px';

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
  white-space: nowrap;
`;

// Every round is laid on the same grid: as many equal rows as round 1 has matches. A match of
// round r spans 2^(r-1) rows, so its middle is exactly halfway between the two matches it
// follows, whatever the height of a card; that is what lets the lines meet.
const Matches = styled.ol<{ $rows: number }>`
  flex: 1;
  display: grid;
  grid-template-rows: repeat(${({ $rows }) => $rows}, minmax(min-content, 1fr));
  row-gap: ${({ theme }) => theme.space[MATCH_GAP]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.phone} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[MATCH_GAP]};
  }
`;

/**
 * Desktop connectors, drawn with borders on pseudo-elements (no extra markup for assistive
 * technology to read): from each match a line goes right, then up or down to meet its pair's
 * line halfway between them; the next round's match takes a line in from its left. Phones
 * stack the rounds, where lines between columns would mean nothing.
 */
const Slot = styled.li<{ $span: number; $leadsOn: boolean; $followsOn: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  grid-row: span ${({ $span }) => $span};

  ${({ theme, $leadsOn }) =>
    $leadsOn &&
    css`
      &::after {
        content: '';
        position: absolute;
        left: 100%;
        width: calc(${theme.space[ROUND_GAP]} / 2);
        border-right: ${LINE_WIDTH} solid ${theme.colors.borderStrong};
        pointer-events: none;
      }
      /* The upper match of a pair: across, then down to the middle of the gap below. */
      &:nth-child(odd)::after {
        top: 50%;
        bottom: calc(${theme.space[MATCH_GAP]} / -2);
        border-top: ${LINE_WIDTH} solid ${theme.colors.borderStrong};
      }
      /* The lower one: up to the same point, then across. */
      &:nth-child(even)::after {
        top: calc(${theme.space[MATCH_GAP]} / -2);
        bottom: calc(50% - ${LINE_WIDTH});
        border-bottom: ${LINE_WIDTH} solid ${theme.colors.borderStrong};
      }
    `}

  ${({ theme, $followsOn }) =>
    $followsOn &&
    css`
      &::before {
        content: '';
        position: absolute;
        top: 50%;
        right: 100%;
        width: calc(${theme.space[ROUND_GAP]} / 2);
        border-top: ${LINE_WIDTH} solid ${theme.colors.borderStrong};
        pointer-events: none;
      }
    `}

  ${({ theme }) => theme.media.phone} {
    &::before,
    &::after {
      display: none;
    }
  }
`;

export interface BracketRoundProps {
  round: BracketRoundLayout;
  /** How many rounds the bracket has: the last one leads nowhere. */
  roundCount: number;
  /** Whether round 1's empty slots can still be filled; undefined while that is unknown. */
  slotsOpen?: boolean;
}

export function BracketRound({ round, roundCount, slotsOpen }: BracketRoundProps) {
  const titleId = useId();
  const span = 2 ** (round.round - 1);
  return (
    <Column aria-labelledby={titleId}>
      <Title id={titleId}>{round.title}</Title>
      <Matches $rows={round.matches.length * span}>
        {round.matches.map((match) => (
          <Slot
            key={match.bracket.position}
            $span={span}
            $leadsOn={round.round < roundCount}
            $followsOn={round.round > 1}
          >
            <BracketMatchCard match={match} slotsOpen={slotsOpen} />
          </Slot>
        ))}
      </Matches>
    </Column>
  );
}
