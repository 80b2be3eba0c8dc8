import {
  BRACKET_SIZE,
  type BracketMatch,
  type CandidateListItem,
  type GeographicLevel,
} from 'shared-api';
import { t } from '../../place-messages';

// The bracket's shape (docs/tournament-rules.md) as pure functions, so the view only draws.

export type BracketSize = (typeof BRACKET_SIZE)[GeographicLevel];

/** State 8, county 4, city 2. */
export function bracketSize(level: GeographicLevel): BracketSize {
  return BRACKET_SIZE[level];
}

/** log2 of the size: 3 rounds for 8, 2 for 4, 1 for 2. */
export function roundCount(size: number): number {
  return Math.round(Math.log2(size));
}

/** A round with a name of its own; the others are numbered. */
export type NamedRound = 'finals' | 'semiFinals' | 'quarterFinals';

/**
 * The last round is the finals; the one before it in an 8-bracket the semi-finals; round 1 of
 * an 8-bracket the quarter-finals; any other round has only its number (null).
 */
export function namedRound(round: number, size: number): NamedRound | null {
  const rounds = roundCount(size);
  if (round === rounds) return 'finals';
  if (size === 8 && round === rounds - 1) return 'semiFinals';
  if (size === 8 && round === 1) return 'quarterFinals';
  return null;
}

const NAMED_ROUND_TITLES = {
  finals: 'round.finals',
  semiFinals: 'round.semiFinals',
  quarterFinals: 'round.quarterFinals',
} as const;

/** FINALS, SEMI-FINALS, QUARTER-FINALS or 'ROUND n', in the page's language. */
export function roundTitle(round: number, size: number): string {
  const named = namedRound(round, size);
  return named ? t(NAMED_ROUND_TITLES[named]) : t('round.numbered', { round });
}

/** A match slot with nobody in it yet (missing from the server's answer). */
export function emptyMatch(round: number, position: number): BracketMatch {
  return { bracket: { round, position }, candidate1: null, candidate2: null, winner: null };
}

export interface BracketRoundLayout {
  round: number;
  title: string;
  /** size / 2^round matches, in position order; missing ones are empty placeholders. */
  matches: BracketMatch[];
}

/** Every round of a bracket of `size`, filled from the answer's matches where present. */
export function layOutBracket(
  matches: readonly BracketMatch[],
  size: number,
): BracketRoundLayout[] {
  const bySlot = new Map(
    matches.map((match) => [`${match.bracket.round}:${match.bracket.position}`, match]),
  );
  return Array.from({ length: roundCount(size) }, (_, index) => {
    const round = index + 1;
    const matchCount = size / 2 ** round;
    return {
      round,
      title: roundTitle(round, size),
      matches: Array.from(
        { length: matchCount },
        (_unused, slot) => bySlot.get(`${round}:${slot + 1}`) ?? emptyMatch(round, slot + 1),
      ),
    };
  });
}

/** The winner of the final (the bracket's PAID CANDIDATE), or null while undecided. */
export function finalWinner(
  matches: readonly BracketMatch[],
  size: number,
): CandidateListItem | null {
  const lastRound = roundCount(size);
  return (
    matches.find((match) => match.bracket.round === lastRound && match.bracket.position === 1)
      ?.winner ?? null
  );
}
