import { act, renderHook } from '@testing-library/react';
import type { SpeakerPosition } from '../speaker';
import { useDebateClock } from './use-debate-clock';

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

function renderClock(playing: boolean, speaker: SpeakerPosition = 1) {
  return renderHook(
    ({ playing: isPlaying, speaker: active }) => useDebateClock(isPlaying, active),
    { initialProps: { playing, speaker } },
  );
}

describe('useDebateClock', () => {
  it("counts the elapsed time and the active speaker's time once per second while playing", () => {
    const { result } = renderClock(true);
    expect(result.current).toEqual({ elapsed: 0, speakingTime: [0, 0] });
    advance(999);
    expect(result.current.elapsed).toBe(0);
    advance(1);
    expect(result.current).toEqual({ elapsed: 1, speakingTime: [1, 0] });
    advance(4_000);
    expect(result.current).toEqual({ elapsed: 5, speakingTime: [5, 0] });
  });

  it('stands still while paused and resumes when playing again', () => {
    const { result, rerender } = renderClock(true);
    advance(3_000);
    rerender({ playing: false, speaker: 1 });
    advance(10_000);
    expect(result.current).toEqual({ elapsed: 3, speakingTime: [3, 0] });
    rerender({ playing: true, speaker: 1 });
    advance(2_000);
    expect(result.current).toEqual({ elapsed: 5, speakingTime: [5, 0] });
  });

  it('never ticks when it starts paused', () => {
    const { result } = renderClock(false);
    advance(60_000);
    expect(result.current).toEqual({ elapsed: 0, speakingTime: [0, 0] });
  });

  it('credits the new speaker after a switch, without restarting the second', () => {
    const { result, rerender } = renderClock(true);
    advance(2_500);
    rerender({ playing: true, speaker: 2 });
    advance(500);
    expect(result.current).toEqual({ elapsed: 3, speakingTime: [2, 1] });
    advance(2_000);
    expect(result.current).toEqual({ elapsed: 5, speakingTime: [2, 3] });
  });
});
