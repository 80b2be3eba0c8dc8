import { scaleLinear } from '@visx/scale';

// What a chart writes along its axes. One rule for every chart: an axis label is there to be
// read, so no two labels of an axis say the same thing and no two touch. The chart is drawn at
// its real width in CSS pixels (line-chart.tsx), so the text keeps its size on a phone and the
// fit below is judged in the pixels a reader sees.

/** The axis text's size in CSS pixels. */
export const AXIS_FONT_PX = 12;
/** About one character of the axis text (digits, capitals and '$' of the UI font at 12 px). */
const CHAR_PX = AXIS_FONT_PX * 0.62;
/** The least space between two labels of the points' axis. */
export const LABEL_GAP_PX = 12;

/** About how wide `label` is drawn on an axis. */
export function labelWidth(label: string): number {
  return label.length * CHAR_PX;
}

export interface ValueAxis {
  /** The axis' top: a round value at or above the largest one. */
  top: number;
  /** The values written beside the axis, from 0 up. */
  ticks: number[];
}

/**
 * Whether each tick's label names that tick, not a neighbour: a label that reads the same half
 * a step further up rounds away the difference between ticks. A format that rounds writes ticks
 * 0.2 apart as '$0 $0 $0 $1 $1 $1', 1,500 and 2,000 both as '$2K', and 1,500 alone as '$2K'
 * too, which reads as 2,000.
 */
function labelsHold(ticks: readonly number[], formatTick: (value: number) => string): boolean {
  if (ticks.length < 2) return false;
  const step = ticks[1] - ticks[0];
  return ticks.every((tick) => formatTick(tick) !== formatTick(tick + step / 2));
}

/**
 * The value axis from 0: as many round ticks as there is room for (`most`), fewer (coarser
 * steps) until every label says its own tick's value.
 */
export function valueAxis(max: number, formatTick: (value: number) => string, most = 5): ValueAxis {
  const largest = Number.isFinite(max) && max > 0 ? max : 1;
  for (let count = most; count >= 1; count -= 1) {
    const scale = scaleLinear<number>({ domain: [0, largest], nice: count });
    const ticks = scale.ticks(count);
    if (labelsHold(ticks, formatTick)) return { top: scale.domain()[1], ticks };
  }
  // Values finer than the format writes (cents under a whole-dollar format): 0 and the next
  // whole number, which it does write.
  const top = Math.ceil(largest);
  return { top, ticks: [0, top] };
}

type Anchor = 'start' | 'middle' | 'end';

export interface PointTick {
  index: number;
  anchor: Anchor;
}

/** A label at `x` with its anchor: the first starts there, the last ends there. */
function extent(x: number, width: number, anchor: Anchor): [number, number] {
  if (anchor === 'start') return [x, x + width];
  if (anchor === 'end') return [x - width, x];
  return [x - width / 2, x + width / 2];
}

function anchorOf(order: number, count: number): Anchor {
  if (order === 0) return 'start';
  return order === count - 1 ? 'end' : 'middle';
}

/**
 * Which points are written under the axis: the first and the last, and evenly spaced ones
 * between, as many as fit without two labels coming closer than LABEL_GAP_PX. `xOf` places a
 * point's index in pixels; a lone point is written under itself.
 */
export function pointTicks(
  labels: readonly string[],
  xOf: (index: number) => number,
  most = 8,
): PointTick[] {
  const count = labels.length;
  if (count === 0) return [];
  if (count === 1) return [{ index: 0, anchor: 'middle' }];
  for (let shown = Math.min(count, most); shown >= 2; shown -= 1) {
    const indices = [
      ...new Set(
        Array.from({ length: shown }, (_, i) => Math.round((i * (count - 1)) / (shown - 1))),
      ),
    ];
    const ticks = indices.map((index, order) => ({
      index,
      anchor: anchorOf(order, indices.length),
    }));
    const extents = ticks.map(({ index, anchor }) =>
      extent(xOf(index), labelWidth(labels[index]), anchor),
    );
    const apart = extents.every(
      (span, order) => order === 0 || span[0] - extents[order - 1][1] >= LABEL_GAP_PX,
    );
    if (apart) return ticks;
  }
  return [{ index: 0, anchor: 'start' }];
}
