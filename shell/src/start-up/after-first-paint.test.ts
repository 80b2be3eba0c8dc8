import { afterFirstPaint, FIRST_PAINT_WAIT_MAX_MS } from './after-first-paint';

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    frames = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => jest.restoreAllMocks());

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => {
      state.done = true;
    });
    return state;
  };

  it('resolves at the frame after the first, once the first was painted and shown', async () => {
    const state = settled(afterFirstPaint());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.done).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0](performance.now());
    await Promise.resolve();
    // Not at the first frame: its paint is not on screen yet.
    expect(state.done).toBe(false);
    expect(frames).toHaveLength(2);
    frames[1](performance.now());
    await Promise.resolve();
    expect(state.done).toBe(true);
  });

  it('resolves at once on a hidden page, which paints no frame', async () => {
    visibility = 'hidden';
    const state = settled(afterFirstPaint());
    await Promise.resolve();
    expect(state.done).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('stops waiting when the page is hidden before its frames come', async () => {
    const state = settled(afterFirstPaint());
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(state.done).toBe(true);
  });

  it('does not wait longer than its limit for frames that never come', async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    try {
      const state = settled(afterFirstPaint());
      jest.advanceTimersByTime(FIRST_PAINT_WAIT_MAX_MS - 1);
      await Promise.resolve();
      expect(state.done).toBe(false);
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(state.done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
