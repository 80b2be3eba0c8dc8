/**
 * How long start-up waits for the frames at most: a safety net for a browser that runs no
 * animation frames (a page hidden as it loads is let go at once).
 */
export const FIRST_PAINT_WAIT_MAX_MS = 1000;

/**
 * Resolves once the browser has painted the page as the server sent it (the heading of
 * first-paint.ts) and shown it: at the frame after the first, whose rendering step painted.
 * (A task queued at the first frame runs after its paint but can run before the frame is on
 * screen, which is the moment the paint is timed by.) A hidden page paints nothing, so there
 * it resolves at once, or as soon as the page is hidden.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  const view = doc.defaultView;
  if (doc.visibilityState === 'hidden' || typeof view?.requestAnimationFrame !== 'function')
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MAX_MS);
    doc.addEventListener('visibilitychange', done);
    view.requestAnimationFrame(() => view.requestAnimationFrame(done));
  });
}
