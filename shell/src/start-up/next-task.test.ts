import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task';

describe('nextTask', () => {
  // jsdom has no MessageChannel; Node's behaves as the browser's for this.
  beforeAll(() => {
    (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
  });

  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, not among the microtasks of this one', async () => {
    let resumed = false;
    void nextTask().then(() => {
      resumed = true;
    });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resumed).toBe(true);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
