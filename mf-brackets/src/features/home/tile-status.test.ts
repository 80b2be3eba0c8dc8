import { badgeToneColors, paidTheme } from 'shared-ui';
import { TILE_STATUS_TONE, tileHeat, tileStatus, type TileStatus } from './tile-status';

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

describe('TILE_STATUS_TONE', () => {
  const STATUSES: TileStatus[] = ['OPEN', 'COLD', 'WARM', 'HOT', 'PAID'];
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  /** Straight-line distance between two colours (0 to 441): under 80 they read as one hue. */
  const distance = (a: string, b: string) => {
    const [one, two] = [rgb(a), rgb(b)];
    return Math.hypot(...one.map((value, index) => value - two[index]));
  };

  it.each(['fill', 'text'] as const)(
    'gives every status a %s colour of its own, far from every other',
    (part) => {
      const colours = STATUSES.map(
        (status) => badgeToneColors(paidTheme, TILE_STATUS_TONE[status])[part],
      );
      colours.forEach((colour) => expect(colour).toMatch(/^#[0-9a-f]{6}$/i));
      STATUSES.forEach((status, one) =>
        STATUSES.slice(one + 1).forEach((other, index) => {
          const apart = distance(colours[one], colours[one + 1 + index]);
          expect({ pair: `${status}/${other}`, apart: apart >= 80 }).toEqual({
            pair: `${status}/${other}`,
            apart: true,
          });
        }),
      );
    },
  );
});
