import { tileHeat, tileStatus } from './tile-status';

describe('tileStatus', () => {
  it.each([
    [0, 'OPEN'],
    [0.01, 'COLD'],
    [1, 'COLD'],
    [9_999, 'COLD'],
    [9_999.99, 'COLD'],
    [10_000, 'WARM'],
    [50_000, 'WARM'],
    [50_000.01, 'HOT'],
    [50_001, 'HOT'],
    [1_250_000, 'HOT'],
  ])('%d raised -> %s', (totalRaised, status) => {
    expect(tileHeat(totalRaised)).toBe(status);
    expect(tileStatus({ totalRaised, hasEnoughCandidates: false })).toBe(status);
  });

  it.each([1, 9_999, 10_000, 50_000, 50_001])(
    'hasEnoughCandidates shows PAID instead of the heat (%d raised)',
    (totalRaised) => {
      expect(tileStatus({ totalRaised, hasEnoughCandidates: true })).toBe('PAID');
    },
  );

  it('keeps OPEN with nothing raised, even with enough candidates', () => {
    expect(tileStatus({ totalRaised: 0, hasEnoughCandidates: true })).toBe('OPEN');
  });
});
