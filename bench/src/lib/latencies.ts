// Latency figures as every bench reports them: p50, p90, p99 and the maximum, in ms to two
// decimals, nearest-rank percentiles over all the samples (`percentile` on sorted samples).

export interface Latencies {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 100) / 100;
}

/** The samples' percentiles (a typed-array sort: hundreds of thousands of samples are fine). */
export function latencies(samples: ArrayLike<number>): Latencies {
  const sorted = Float64Array.from(samples).sort();
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}
