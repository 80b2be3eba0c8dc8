// The debate stage, the AI moderator panel and the viewer drift are simulations
// (docs/routes-and-screens.md): nothing they show comes from a server. All their
// randomness comes from one seeded generator, so a test that fixes the seed sees the same
// debate every time.

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/**
 * mulberry32: a tiny, fast 32-bit generator. Not for anything secret; it only has to make
 * the simulated debate look alive and be repeatable under a seed.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A number from min (included) to max (excluded). */
export function randomBetween(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** One item of a non-empty list. */
export function pickOne<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}

/** A different seed for every page visit (the product itself is not meant to repeat). */
export function freshSeed(): number {
  return (Date.now() ^ Math.floor(Math.random() * 4_294_967_296)) >>> 0;
}
