import { expect, test, type Page } from '@playwright/test';

// The page's largest paint is the server's copy of the screen (server/src/http/first-paint.ts),
// painted with the HTML. On /tournament/{state} the stage's video is larger than the copy's
// heading: when its first frame was painted, seconds later on a phone, it became the page's
// largest paint (Lighthouse's LCP 2.7-3.5 s in some runs). The copy carries a still of the
// stage at least as large, so the video's frame is never a larger paint.

interface PaintEntry {
  tag: string | null;
  url: string;
  size: number;
}

/** The page's largest-contentful-paint entries so far, in order. */
function largestPaints(page: Page): Promise<PaintEntry[]> {
  return page.evaluate(
    () =>
      new Promise<PaintEntry[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list.getEntries().map((entry) => {
              const paint = entry as PerformanceEntry & {
                element: Element | null;
                url: string;
                size: number;
              };
              return {
                tag: paint.element?.tagName ?? null,
                url: paint.url.slice(0, 24),
                size: paint.size,
              };
            }),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 900 },
]) {
  test(`/tournament/CA at ${viewport.width} px: the stage's video is no larger paint than the copy`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tournament/CA');
    const video = page.locator('video').first();
    // The loop has played a while: its frames are on the screen.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0.5);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const paints = await largestPaints(page);
    expect(paints.map((paint) => paint.tag)).not.toContain('VIDEO');
    // The last (largest) one is the copy's still, written into the page as data.
    expect(paints.at(-1)?.url).toMatch(/^data:image\/webp;/);
  });
}
