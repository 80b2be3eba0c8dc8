import { mulberry32, pickOne, randomBetween, randomInt } from './random';

describe('mulberry32', () => {
  it('repeats the same sequence under the same seed and differs under another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
  });

  it('gives numbers in [0, 1)', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('randomInt', () => {
  it('reaches both ends of the range and nothing outside it', () => {
    const random = mulberry32(1);
    const seen = new Set<number>();
    for (let i = 0; i < 5_000; i += 1) seen.add(randomInt(random, -5, 14));
    expect([...seen].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, index) => index - 5),
    );
  });

  it('maps the extremes of the generator to min and max', () => {
    expect(randomInt(() => 0, 10, 90)).toBe(10);
    expect(randomInt(() => 0.999_999_9, 10, 90)).toBe(90);
  });
});

describe('randomBetween and pickOne', () => {
  it('stay inside their bounds', () => {
    expect(randomBetween(() => 0, 10, 90)).toBe(10);
    expect(randomBetween(() => 0.999_999_9, 10, 90)).toBeLessThan(90);
    expect(pickOne(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(pickOne(() => 0.999_999_9, ['a', 'b', 'c'])).toBe('c');
  });
});
