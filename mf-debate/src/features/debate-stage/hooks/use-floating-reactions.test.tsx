import { act } from '@testing-library/react';
import { REACTION_MS, REACTION_X_MAX_PERCENT, REACTION_X_MIN_PERCENT } from 'shared-api';
import { renderHookWithSeed } from '../../../testing/render-hook-with-seed';
import { useFloatingReactions } from './use-floating-reactions';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useFloatingReactions', () => {
  it('shows a reaction for 3 s and then removes it', () => {
    const { result } = renderHookWithSeed(() => useFloatingReactions());
    act(() => result.current.launch('fire'));
    expect(result.current.reactions).toHaveLength(1);
    expect(result.current.reactions[0].kind).toBe('fire');

    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    act(() => result.current.launch('heart'));
    expect(result.current.reactions.map((r) => r.kind)).toEqual(['fire', 'heart']);

    act(() => {
      jest.advanceTimersByTime(REACTION_MS - 1_000 - 1);
    });
    expect(result.current.reactions).toHaveLength(2);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current.reactions.map((r) => r.kind)).toEqual(['heart']);
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(result.current.reactions).toEqual([]);
  });

  it('places every reaction from 10 to 90 percent across, both ends reachable', () => {
    const { result } = renderHookWithSeed(() => useFloatingReactions(), { seed: 5 });
    act(() => {
      for (let i = 0; i < 500; i += 1) result.current.launch('star');
    });
    const positions = result.current.reactions.map((r) => r.xPercent);
    expect(positions).toHaveLength(500);
    expect(Math.min(...positions)).toBe(REACTION_X_MIN_PERCENT);
    expect(Math.max(...positions)).toBe(REACTION_X_MAX_PERCENT);
    expect(positions.every(Number.isInteger)).toBe(true);
  });

  it('places reactions the same way under the same seed', () => {
    const positions = () => {
      const { result, unmount } = renderHookWithSeed(() => useFloatingReactions(), { seed: 3 });
      act(() => {
        for (let i = 0; i < 8; i += 1) result.current.launch('like');
      });
      const xs = result.current.reactions.map((r) => r.xPercent);
      unmount();
      return xs;
    };
    expect(positions()).toEqual(positions());
  });

  it('forgets its timers when the stage goes away', () => {
    const { result, unmount } = renderHookWithSeed(() => useFloatingReactions());
    act(() => result.current.launch('fire'));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
