import { expect, test, type Page } from '@playwright/test';
import { measuredPages } from '../../e2e/lib/measured-pages';
import { remoteHeading } from '../../e2e/lib/remote-area';

// On the pages Lighthouse measures, the page's largest paint is the server's copy of the
// screen (server/src/http/first-paint.ts), painted with the HTML. The screen drawn later must
// not paint anything larger, or its paint, seconds later on a phone, becomes the page's LCP:
// - on /tournament/{state} the stage's video is larger than the heading: the copy carries a
//   still of the stage at least as large;
// - the copy's text is set in the fallback font, the screen's in Inter: the copy's font list
//   and justified leads keep it as large (with only `sans-serif` it was not: LCP 2.8-3 s).

interface PaintEntry {
  /** The painted element was the server's copy (or inside it) when the entry came. */
  copy: boolean;
  tag: string | null;
  url: string;
}

// Recorded as each entry arrives: the copy is removed from the page once the screen is on it.
const RECORD_PAINTS = `(() => {
  const paints = [];
  window.__largestPaints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      paints.push({
        copy: Boolean(entry.element && entry.element.closest('#paid-first-paint')),
        tag: entry.element ? entry.element.tagName : null,
        url: entry.url.slice(0, 24),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

async function largestPaints(page: Page): Promise<PaintEntry[]> {
  // Inter has arrived and the screen has drawn in it; two frames for its paint to be timed.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as { __largestPaints?: PaintEntry[] }).__largestPaints ?? []);
}

const PHONE = { width: 412, height: 823 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  // The tournament's copy carries the stage's still: checked on its own below.
  for (const path of measuredPages().filter((page) => !page.startsWith('/tournament/'))) {
    test(`${path}: the screen paints nothing larger than the server's copy`, async ({ page }) => {
      await page.addInitScript(RECORD_PAINTS);
      await page.goto(path);
      await expect(remoteHeading(page)).toBeVisible();
      const paints = await largestPaints(page);
      expect(paints.length).toBeGreaterThan(0);
      expect(paints.at(-1), JSON.stringify(paints)).toMatchObject({ copy: true });
    });
  }
});

for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
  test(`/tournament/CA at ${viewport.width} px: the stage's video is no larger paint than the copy`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(RECORD_PAINTS);
    await page.goto('/tournament/CA');
    const video = page.locator('video').first();
    // The loop has played a while: its frames are on the screen.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0.5);
    const paints = await largestPaints(page);
    expect(paints.map((paint) => paint.tag)).not.toContain('VIDEO');
    // The last (largest) one is the copy's still, written into the page as data.
    expect(paints.at(-1), JSON.stringify(paints)).toMatchObject({ copy: true, tag: 'IMG' });
    expect(paints.at(-1)?.url).toMatch(/^data:image\/webp;/);
  });
}
