import type { Locator } from '@playwright/test';

/**
 * A chart is drawn once it comes near the window (shared-ui/lazy-line-chart.tsx), as when a
 * person scrolls to it. Scrolls through `region` from its top to its bottom, half a window at
 * a time, waiting a frame at each step for the browser to tell the charts there, so each of
 * its charts is drawn (the waits for the drawn charts are the caller's).
 */
export async function scrollThrough(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await region.evaluate(async (element) => {
    const nextFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const top = element.getBoundingClientRect().top + window.scrollY;
    // The bottom is read again at each step: drawn charts may be taller than their stand-ins.
    for (
      let y = top;
      y < element.getBoundingClientRect().bottom + window.scrollY;
      y += window.innerHeight / 2
    ) {
      window.scrollTo(0, y);
      await nextFrames();
    }
  });
}
