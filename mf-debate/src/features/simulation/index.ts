// What the other features use of the simulation: seeded randomness and the interval hook.
export { freshSeed, mulberry32, pickOne, randomBetween, randomInt, type Random } from './random';
export { RandomProvider, useRandom, type RandomProviderProps } from './random-context';
export { useInterval } from './use-interval';
