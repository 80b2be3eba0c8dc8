import { AI_INSIGHTS_KEPT } from 'shared-api';
import { mulberry32 } from '../simulation';
import { addInsight, INSIGHT_TYPES, randomInsight, type AiInsight } from './insights';

const SPEAKERS = { speaking: 'Casey Morales', other: 'Daniel Whitaker' };
const NOW = new Date('2026-03-01T12:00:00Z');

describe('randomInsight', () => {
  it('draws all five types and all three severities, each a non-empty message', () => {
    const random = mulberry32(2);
    const insights = Array.from({ length: 300 }, (_, i) => randomInsight(random, i, SPEAKERS, NOW));
    expect(new Set(insights.map((i) => i.type))).toEqual(new Set(INSIGHT_TYPES));
    expect(new Set(insights.map((i) => i.severity))).toEqual(
      new Set(['info', 'warning', 'success']),
    );
    for (const insight of insights) {
      expect(insight.message.length).toBeGreaterThan(10);
      expect(insight.timestamp).toBe(NOW);
    }
    expect(insights.some((i) => i.message.includes('Casey Morales'))).toBe(true);
    expect(insights.some((i) => i.message.includes('Daniel Whitaker'))).toBe(true);
  });

  it('is the same under the same seed', () => {
    const draw = (seed: number) => {
      const random = mulberry32(seed);
      return Array.from({ length: 20 }, (_, i) => randomInsight(random, i, SPEAKERS, NOW));
    };
    expect(draw(8)).toEqual(draw(8));
    expect(draw(8)).not.toEqual(draw(9));
  });
});

describe('addInsight', () => {
  it('puts the newest first and keeps 10', () => {
    let list: AiInsight[] = [];
    const random = mulberry32(1);
    for (let id = 1; id <= 13; id += 1) {
      list = addInsight(list, randomInsight(random, id, SPEAKERS, NOW));
    }
    expect(list).toHaveLength(AI_INSIGHTS_KEPT);
    expect(list.map((i) => i.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });
});
