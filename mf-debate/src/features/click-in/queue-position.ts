import { CLICK_IN_QUEUE_MAX, CLICK_IN_QUEUE_MIN } from 'shared-api';

/** A random source in [0, 1), like Math.random; tests and the stage's simulation pass seeded ones. */
export type RandomSource = () => number;

/** The simulated queue position, a whole number from 1 to 5. */
export function randomQueuePosition(random: RandomSource): number {
  const span = CLICK_IN_QUEUE_MAX - CLICK_IN_QUEUE_MIN + 1;
  // min() keeps a source that returns exactly 1 inside the range.
  return CLICK_IN_QUEUE_MIN + Math.min(span - 1, Math.floor(random() * span));
}
