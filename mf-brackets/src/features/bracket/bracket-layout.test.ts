import { match } from '../../testing/fixtures';
import { bracketSize, finalWinner, layOutBracket, roundCount, roundTitle } from './bracket-layout';

describe('bracketSize and roundCount', () => {
  it.each([
    ['state', 8, 3],
    ['county', 4, 2],
    ['city', 2, 1],
  ] as const)('%s: %i slots, %i rounds', (level, size, rounds) => {
    expect(bracketSize(level)).toBe(size);
    expect(roundCount(size)).toBe(rounds);
  });
});

describe('roundTitle', () => {
  it('8-bracket: QUARTER-FINALS, SEMI-FINALS, FINALS', () => {
    expect([1, 2, 3].map((round) => roundTitle(round, 8))).toEqual([
      'QUARTER-FINALS',
      'SEMI-FINALS',
      'FINALS',
    ]);
  });

  it('4-bracket: ROUND 1, FINALS', () => {
    expect([1, 2].map((round) => roundTitle(round, 4))).toEqual(['ROUND 1', 'FINALS']);
  });

  it('2-bracket: FINALS', () => {
    expect(roundTitle(1, 2)).toBe('FINALS');
  });
});

describe('layOutBracket', () => {
  it('an empty answer gives every round its size/2^round empty matches', () => {
    const rounds = layOutBracket([], 8);
    expect(rounds.map((round) => [round.title, round.matches.length])).toEqual([
      ['QUARTER-FINALS', 4],
      ['SEMI-FINALS', 2],
      ['FINALS', 1],
    ]);
    expect(
      rounds.flatMap((round) => round.matches).every((m) => !m.candidate1 && !m.candidate2),
    ).toBe(true);
    expect(rounds[0].matches.map((m) => m.bracket)).toEqual([
      { round: 1, position: 1 },
      { round: 1, position: 2 },
      { round: 1, position: 3 },
      { round: 1, position: 4 },
    ]);
  });

  it('puts each match at its round and position and fills the gaps', () => {
    const rounds = layOutBracket([match(1, 3, 3, 6), match(2, 1, 1, 4)], 8);
    expect(rounds[0].matches[2].candidate1?.id).toBe(3);
    expect(rounds[0].matches[0].candidate1).toBeNull();
    expect(rounds[1].matches[0].candidate2?.id).toBe(4);
    expect(rounds[1].matches[1].candidate1).toBeNull();
  });

  it('ignores matches outside the bracket', () => {
    const rounds = layOutBracket([match(1, 3, 1, 2), match(4, 1, 1, 2)], 4);
    expect(rounds.map((round) => round.matches.length)).toEqual([2, 1]);
    expect(rounds.flatMap((round) => round.matches).some((m) => m.candidate1)).toBe(false);
  });
});

describe('finalWinner', () => {
  it('is the winner of the last round, else null', () => {
    expect(finalWinner([match(1, 1, 1, 2, 1)], 4)).toBeNull();
    expect(finalWinner([match(2, 1, 1, 3)], 4)).toBeNull();
    expect(finalWinner([match(2, 1, 1, 3, 3)], 4)?.id).toBe(3);
    expect(finalWinner([match(1, 1, 1, 2, 2)], 2)?.id).toBe(2);
  });
});
