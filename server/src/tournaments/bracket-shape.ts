import type { GeographicLevel } from '../geo/state-fips';

// The shape of a knockout bracket (docs/tournament-rules.md): its size by level,
// its rounds, who meets whom in round 1, and where a match's winner plays next.

export const BRACKET_SIZE: Record<GeographicLevel, number> = { state: 8, county: 4, city: 2 };

/** Seeds meeting in round 1, by match position 1..size/2 (1v8, 4v5, 3v6, 2v7 for 8). */
const ROUND_ONE_SEEDS: Record<number, readonly (readonly [number, number])[]> = {
  2: [[1, 2]],
  4: [
    [1, 4],
    [2, 3],
  ],
  8: [
    [1, 8],
    [4, 5],
    [3, 6],
    [2, 7],
  ],
};

export function roundOnePairings(size: number): readonly (readonly [number, number])[] {
  const pairings = ROUND_ONE_SEEDS[size];
  if (!pairings) throw new Error(`No bracket of ${size} candidates`);
  return pairings;
}

/** log2 of the size: 3 rounds for a state, 2 for a county, 1 for a city. */
export function roundCount(size: number): number {
  return Math.log2(roundOnePairings(size).length * 2);
}

/** Matches in a round: 4, 2, 1 for an 8-bracket. */
export function matchesInRound(size: number, round: number): number {
  return size / 2 ** round;
}

/** The winners of positions 1 and 2 meet in the next round's position 1, and so on. */
export function nextMatchSlot(position: number): { position: number; side: 1 | 2 } {
  return { position: Math.ceil(position / 2), side: position % 2 === 1 ? 1 : 2 };
}
