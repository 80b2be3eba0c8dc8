import { formatNumber, formatUsDollars } from './number-format';

// The point of number-format.ts is to write what Intl writes without loading ICU in the
// browser; Node's Intl is the reference here.
const OPTIONS = [
  {},
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
];

/** A fixed pseudo-random sequence (mulberry32), so a failure names values that come back. */
function numbers(count: number): number[] {
  let seed = 20261128;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    values.push((next() - 0.3) * 10 ** (Math.floor(next() * 12) - 4)); // any magnitude
    values.push((Math.round(next() * 1e8) / 100) * (next() < 0.2 ? -1 : 1)); // cents
    values.push(Math.round(next() * 1e6) / 1000 + 0.0005); // on a rounding edge
  }
  return values;
}

const EDGES = [0, -0, 1, -1, 0.5, 1.005, 2.675, 999.9995, 999_999.5, 1e20, 123_456_789.125];
const MORE_EDGES = [-0.004, -0.005, 1e-7, 5e-7, -5e-7, 0.1 + 0.2, 3500, 1_250_000];

describe('formatNumber', () => {
  it.each([...EDGES, ...MORE_EDGES])('writes %p as toLocaleString("en-US") does', (value) => {
    for (const options of OPTIONS) {
      expect(formatNumber(value, options)).toBe(value.toLocaleString('en-US', options));
    }
  });

  it('matches Intl over 30,000 values and every option set', () => {
    const mismatches: string[] = [];
    for (const value of numbers(10_000)) {
      for (const options of OPTIONS) {
        const ours = formatNumber(value, options);
        const intl = value.toLocaleString('en-US', options);
        if (ours !== intl)
          mismatches.push(`${value} ${JSON.stringify(options)}: ${ours} != ${intl}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('groups thousands and rounds half away from zero on the decimal form', () => {
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(999.95, { maximumFractionDigits: 1 })).toBe('1,000');
  });
});

describe('formatUsDollars', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('matches Intl currency formatting', () => {
    const mismatches = [...EDGES, ...MORE_EDGES, ...numbers(5_000)]
      .filter((value) => formatUsDollars(value) !== usd.format(value))
      .map((value) => `${value}: ${formatUsDollars(value)} != ${usd.format(value)}`);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('puts the sign before the dollar sign', () => {
    expect(formatUsDollars(-1234.5)).toBe('-$1,234.50');
    expect(formatUsDollars(3500)).toBe('$3,500.00');
  });
});
