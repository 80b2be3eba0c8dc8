import { formatCompactMoney } from '../format/money';
import { LABEL_GAP_PX, labelWidth, pointTicks, valueAxis } from './chart-ticks';

const money = formatCompactMoney;

describe('valueAxis', () => {
  it.each([0, 0.4, 1, 7, 999, 1_500, 2_600, 12_345, 49_999, 65_000, 1_250_000])(
    'writes each tick of a $%d axis once, from $0 up to at least the largest value',
    (max) => {
      const { top, ticks } = valueAxis(max, money);
      const labels = ticks.map(money);
      expect(new Set(labels).size).toBe(labels.length);
      expect(ticks[0]).toBe(0);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks[ticks.length - 1]).toBeLessThanOrEqual(top);
    },
  );

  it("never writes an empty axis as '$1 $1 $1 $0 $0 $0'", () => {
    expect(valueAxis(0, money).ticks.map(money)).toEqual(['$0', '$1']);
  });

  it("gives up steps that a rounding format would write twice ('$2K' for 1,500 and 2,000)", () => {
    const labels = valueAxis(2_600, money).ticks.map(money);
    expect(labels).toEqual(['$0', '$1K', '$2K', '$3K']);
  });

  it("never writes 1,500 as '$2K': a label names its own tick", () => {
    const { top, ticks } = valueAxis(1_310, money);
    expect(ticks.map(money)).toEqual(['$0', '$1K', '$2K']);
    expect(ticks).toEqual([0, 1000, 2000]);
    expect(top).toBe(2000);
  });

  it('keeps fine steps where the format tells them apart', () => {
    expect(valueAxis(2_600, (value) => `${value}`).ticks).toEqual([
      0, 500, 1000, 1500, 2000, 2500, 3000,
    ]);
  });
});

describe('pointTicks', () => {
  const at = (width: number, count: number) => (index: number) =>
    64 + (index * (width - 80)) / Math.max(1, count - 1);

  /** Where each written label starts and ends, in pixels. */
  function spans(labels: string[], xOf: (index: number) => number) {
    return pointTicks(labels, xOf).map(({ index, anchor }) => {
      const width = labelWidth(labels[index]);
      const x = xOf(index);
      if (anchor === 'start') return [x, x + width];
      if (anchor === 'end') return [x - width, x];
      return [x - width / 2, x + width / 2];
    });
  }

  const raceDays = Array.from({ length: 8 }, (_, day) => `Jun ${day + 3}, 2:00 PM UTC`);

  it.each([320, 390, 640, 1000])(
    'keeps the match race’s long date labels apart at %d px',
    (width) => {
      const placed = spans(raceDays, at(width, raceDays.length));
      placed.forEach((span, order) => {
        if (order > 0) expect(span[0] - placed[order - 1][1]).toBeGreaterThanOrEqual(LABEL_GAP_PX);
      });
      // The first day is always written; the last too where two fit.
      expect(pointTicks(raceDays, at(width, 8))[0].index).toBe(0);
    },
  );

  it('writes the first and the last day, and more between as the width allows', () => {
    const days = Array.from(
      { length: 30 },
      (_, day) => `2026-06-${String(day + 1).padStart(2, '0')}`,
    );
    const narrow = pointTicks(days, at(320, 30));
    const wide = pointTicks(days, at(1000, 30));
    expect(narrow[0]).toEqual({ index: 0, anchor: 'start' });
    expect(narrow[narrow.length - 1]).toEqual({ index: 29, anchor: 'end' });
    expect(wide.length).toBeGreaterThan(narrow.length);
  });

  it('writes a lone point under itself', () => {
    expect(pointTicks(['3:04:05 PM'], () => 300)).toEqual([{ index: 0, anchor: 'middle' }]);
  });
});
