/**
 * Resolves in a new task of the event loop, so work after it is not part of the task before
 * it. scheduler.yield() where the browser has it (its continuation runs ahead of other queued
 * tasks); else a message to ourselves, which, unlike setTimeout, a background tab does not
 * hold back for a second.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
