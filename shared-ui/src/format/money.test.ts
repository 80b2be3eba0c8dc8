import { formatCompactMoney, formatDollars, formatThousands } from './money';

describe('formatCompactMoney', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [1000, '$1K'],
    [12_345, '$12K'],
    // Thresholds apply to the raw amount before rounding, as the original site did.
    [999_999, '$1000K'],
    [1_000_000, '$1.0M'],
    [1_250_000, '$1.3M'],
    [12_340_000, '$12.3M'],
  ])('%p -> %p', (dollars, expected) => {
    expect(formatCompactMoney(dollars)).toBe(expected);
  });

  it('treats a non-finite amount as zero', () => {
    expect(formatCompactMoney(Number.NaN)).toBe('$0');
  });
});

describe('formatThousands', () => {
  it.each([
    // Whole dollars below 1,000: '$0K' and '$1K' hid the difference between $0 and $999.
    [0, '$0'],
    [499, '$499'],
    [999.99, '$999'],
    [1000, '$1K'],
    [1500, '$2K'],
    [250_000, '$250K'],
    [1_250_000, '$1250K'],
  ])('%p -> %p', (dollars, expected) => {
    expect(formatThousands(dollars)).toBe(expected);
  });
});

describe('formatDollars', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [1234.56, '$1,234.56'],
    [1234.5, '$1,234.50'],
    [1_000_000, '$1,000,000.00'],
  ])('%p -> %p', (dollars, expected) => {
    expect(formatDollars(dollars)).toBe(expected);
  });
});
