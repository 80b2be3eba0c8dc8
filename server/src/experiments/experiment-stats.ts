import type { Interval } from 'shared-api/contracts';

// The report's 95% intervals (docs/experiments.md). Conversion: the
// Wilson score interval, which stays inside [0, 1] and behaves at small rates, unlike the
// normal one. Money per visitor: the normal approximation of the mean, with the sample
// variance over every visitor (a visitor who did not give counts as 0; each gift counts as
// one giving visitor's money).

const Z_95 = 1.959963984540054;

/** Wilson score interval of `successes` out of `trials` (trials > 0). */
export function wilsonInterval(successes: number, trials: number): Interval {
  const p = Math.min(successes, trials) / trials;
  const z2 = Z_95 * Z_95;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half =
    (Z_95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Mean per visitor of amounts whose sum is `sum` and sum of squares `sumOfSquares` over
 * `visitors` visitors (visitors > 1), with its normal 95% interval.
 */
export function meanInterval(sum: number, sumOfSquares: number, visitors: number): Interval {
  const mean = sum / visitors;
  const variance = Math.max(0, (sumOfSquares - visitors * mean * mean) / (visitors - 1));
  const half = Z_95 * Math.sqrt(variance / visitors);
  return { estimate: mean, low: Math.max(0, mean - half), high: mean + half };
}
