import { act } from '@testing-library/react';
import { VIEWER_DRIFT_MAX, VIEWER_DRIFT_MIN, VIEWER_DRIFT_MS } from 'shared-api';
import { renderHookWithSeed } from '../../../testing/render-hook-with-seed';
import { mulberry32 } from '../../simulation';
import { useViewerDrift, viewerDriftStep } from './use-viewer-drift';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('useViewerDrift', () => {
  it('holds the count for 5 s, then drifts by -5 to +14 every 5 s', () => {
    const { result } = renderHookWithSeed(() => useViewerDrift(1000, true), { seed: 11 });
    expect(result.current).toBe(1000);
    advance(VIEWER_DRIFT_MS - 1);
    expect(result.current).toBe(1000);

    let previous = result.current;
    const steps: number[] = [];
    for (let period = 0; period < 200; period += 1) {
      advance(period === 0 ? 1 : VIEWER_DRIFT_MS);
      steps.push(result.current - previous);
      previous = result.current;
    }
    expect(Math.min(...steps)).toBeGreaterThanOrEqual(VIEWER_DRIFT_MIN);
    expect(Math.max(...steps)).toBeLessThanOrEqual(VIEWER_DRIFT_MAX);
    // Over 200 draws both ends of the range come up: the range is really -5..+14.
    expect(steps).toContain(VIEWER_DRIFT_MIN);
    expect(steps).toContain(VIEWER_DRIFT_MAX);
  });

  it('draws exactly the seeded sequence, one step per period', () => {
    const { result } = renderHookWithSeed(() => useViewerDrift(500, true), { seed: 7 });
    const expected = mulberry32(7);
    let count = 500;
    for (let period = 0; period < 5; period += 1) {
      advance(VIEWER_DRIFT_MS);
      count += viewerDriftStep(expected);
      expect(result.current).toBe(count);
    }
  });

  it('gives the same counts under the same seed', () => {
    const run = () => {
      const { result, unmount } = renderHookWithSeed(() => useViewerDrift(20, true), { seed: 99 });
      const counts: number[] = [];
      for (let period = 0; period < 10; period += 1) {
        advance(VIEWER_DRIFT_MS);
        counts.push(result.current);
      }
      unmount();
      return counts;
    };
    expect(run()).toEqual(run());
  });

  it('never goes below zero', () => {
    // A source stuck at 0 makes every step the lowest, -5.
    const { result } = renderHookWithSeed(() => useViewerDrift(7, true), { random: () => 0 });
    advance(VIEWER_DRIFT_MS);
    expect(result.current).toBe(2);
    advance(VIEWER_DRIFT_MS);
    expect(result.current).toBe(0);
    advance(VIEWER_DRIFT_MS * 3);
    expect(result.current).toBe(0);
  });

  it('stands still while disabled and follows a new server count', () => {
    const { result, rerender } = renderHookWithSeed(
      ({ count, enabled }: { count: number; enabled: boolean }) => useViewerDrift(count, enabled),
      { initialProps: { count: 0, enabled: false } },
    );
    advance(VIEWER_DRIFT_MS * 4);
    expect(result.current).toBe(0);
    rerender({ count: 1287, enabled: false });
    expect(result.current).toBe(1287);
  });
});
