import { mulberry32 } from '../simulation';
import { INITIAL_ANALYTICS, tickAnalytics } from './analytics';

describe('INITIAL_ANALYTICS', () => {
  it("holds the spec's starting values", () => {
    expect(INITIAL_ANALYTICS.map((a) => a.sentimentScore)).toEqual([75, 68]);
    expect(INITIAL_ANALYTICS.map((a) => a.factualAccuracy)).toEqual([88, 92]);
    expect(INITIAL_ANALYTICS.map((a) => a.audienceEngagement)).toEqual([82, 78]);
    expect(INITIAL_ANALYTICS.map((a) => a.speakingTime)).toEqual([0, 0]);
    expect(INITIAL_ANALYTICS.map((a) => a.interruptions)).toEqual([0, 0]);
  });
});

describe('tickAnalytics', () => {
  it('adds a second and moves each score by a small step, always within 0 to 100', () => {
    const random = mulberry32(4);
    let current = INITIAL_ANALYTICS[0];
    for (let second = 1; second <= 3_000; second += 1) {
      const next = tickAnalytics(current, random);
      expect(next.speakingTime).toBe(second);
      expect(next.interruptions - current.interruptions).toBeGreaterThanOrEqual(0);
      expect(next.interruptions - current.interruptions).toBeLessThanOrEqual(1);
      expect(Math.abs(next.sentimentScore - current.sentimentScore)).toBeLessThanOrEqual(2);
      expect(Math.abs(next.factualAccuracy - current.factualAccuracy)).toBeLessThanOrEqual(1);
      expect(Math.abs(next.audienceEngagement - current.audienceEngagement)).toBeLessThanOrEqual(2);
      for (const score of [next.sentimentScore, next.factualAccuracy, next.audienceEngagement]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      current = next;
    }
    expect(current.interruptions).toBeGreaterThan(0);
  });

  it('clamps at the ends of the scale', () => {
    const top = {
      ...INITIAL_ANALYTICS[0],
      sentimentScore: 100,
      factualAccuracy: 100,
      audienceEngagement: 100,
    };
    const up = tickAnalytics(top, () => 0.999_999);
    expect([up.sentimentScore, up.factualAccuracy, up.audienceEngagement]).toEqual([100, 100, 100]);
    const bottom = {
      ...INITIAL_ANALYTICS[0],
      sentimentScore: 0,
      factualAccuracy: 0,
      audienceEngagement: 0,
    };
    const down = tickAnalytics(bottom, () => 0);
    expect([down.sentimentScore, down.factualAccuracy, down.audienceEngagement]).toEqual([0, 0, 0]);
  });
});
