import type { BracketMatch, CandidateListItem } from 'shared-api';
import { candidateListItem } from 'shared-config/testing';
import { bracketRound } from './bracket-round';

// The stage's 'Round {n} of 3' names the round the bracket is playing, not always round 1.

const [a, b, c, d] = [1, 2, 3, 4].map((id) => candidateListItem(id));

function match(
  round: number,
  position: number,
  one: CandidateListItem | null,
  two: CandidateListItem | null,
  winner: CandidateListItem | null = null,
): BracketMatch {
  return { bracket: { round, position }, candidate1: one, candidate2: two, winner };
}

describe('bracketRound', () => {
  it('is round 1 with no matches yet, and for the provisional round 1', () => {
    expect(bracketRound([])).toBe(1);
    expect(bracketRound([match(1, 1, a!, b!), match(1, 2, c!, null)])).toBe(1);
  });

  it('is the semi-finals while their matches are undecided', () => {
    const matches = [
      match(1, 1, a!, b!, a!),
      match(1, 2, c!, d!, c!),
      match(2, 1, a!, c!),
      match(3, 1, null, null),
    ];
    expect(bracketRound(matches)).toBe(2);
  });

  it('skips a decided bye and an empty match that can never be decided', () => {
    const matches = [match(1, 1, a!, null, a!), match(1, 2, null, null), match(2, 1, a!, null)];
    expect(bracketRound(matches)).toBe(2);
  });

  it('is the final once every match is decided', () => {
    const matches = [match(1, 1, a!, b!, a!), match(2, 1, a!, c!, c!), match(3, 1, c!, d!, d!)];
    expect(bracketRound(matches)).toBe(3);
  });
});
