// Whether a chart has anything to draw. Kept apart from the chart's code (visx) so the lazy
// wrapper can decide without loading it: a chart of nothing but zeros has no line worth its
// axes ("$0 $0 $0"), so its summary stands alone, as an empty state.

export interface ChartValues {
  points: readonly unknown[];
  series: readonly { values: readonly number[] }[];
}

/** No point, or every value zero (or missing): nothing but the summary is shown. */
export function isEmptyChart({ points, series }: ChartValues): boolean {
  if (points.length === 0) return true;
  return !series.some((line) => line.values.some((value) => Number.isFinite(value) && value !== 0));
}
