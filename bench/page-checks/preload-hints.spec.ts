import { expect, test } from '@playwright/test';
import { remoteHeading } from '../../e2e/lib/remote-area';

// The server writes the remote list and the page's first files into each page (server/src/
// http/shell-html.ts); the shell hints the files once the page has painted. A hint the
// browser cannot reuse would download the file twice, a hint before the paint would put the
// downloads ahead of the server's heading, and a wrong list would silently fall back to
// /remotes.json: all checked here in Chromium.
for (const path of ['/Shorts', '/tournament/CA', '/PaidState/CA', '/candidate-registration']) {
  test(`${path}: every hinted file is fetched once and used, and /remotes.json is not asked for`, async ({
    page,
  }) => {
    const requested = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      requested.set(url.pathname, (requested.get(url.pathname) ?? 0) + 1);
    });
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        (window as { firstFrameAt?: number }).firstFrameAt = performance.now();
      }),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(path);
    await expect(remoteHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    const hints = await page
      .locator('link[rel="preload"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    // The shell's start-up scripts plus the page's remote manifest.
    expect(hints.length).toBeGreaterThan(5);
    expect(hints.filter((hint) => hint.startsWith('/remotes/'))).toEqual([
      expect.stringMatching(/^\/remotes\/mf-[a-z-]+\/mf-manifest\.json$/),
    ]);
    for (const hint of hints) expect(requested.get(hint), hint).toBe(1);
    // Every hinted download started after the page's first frame (timed by the init script
    // below as that frame began), not as the HTML was read.
    const timing = await page.evaluate((paths) => {
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { firstFrame: (window as { firstFrameAt?: number }).firstFrameAt, starts };
    }, hints);
    expect(timing.firstFrame).toBeGreaterThan(0);
    expect(timing.starts).toHaveLength(hints.length);
    for (const start of timing.starts) expect(start).toBeGreaterThan(timing.firstFrame!);
    expect(requested.has('/remotes.json')).toBe(false);
    // Chromium says so in the console when a hint went unused or did not match its request.
    await page.waitForTimeout(3_500);
    expect(warnings).toEqual([]);
  });
}
