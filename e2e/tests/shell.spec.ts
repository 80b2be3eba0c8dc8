import { expect, test } from '@playwright/test';

// The curtain and the rest of the shell as a visitor without reduced motion sees them (the
// suite's default is reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('the intro goes home on a click anywhere', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('loop', '');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.getByText('Money talks, every dollar counts.').click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a route change shows the $$$ overlay for about 800 ms', async ({ page }) => {
  await page.goto('/learn-more');
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  // The page records the overlay as it appears: on a busy machine its 800 ms can pass between
  // two polls of a locator, which made this test flaky.
  await page.evaluate(() => {
    const seen = window as unknown as { overlaySeen?: string };
    new MutationObserver(() => {
      const overlay = document.querySelector('[data-testid="page-transition"]');
      if (overlay) seen.overlaySeen = overlay.textContent ?? '';
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('link', { name: 'Home' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { overlaySeen?: string }).overlaySeen))
    .toBe('$$$');
  await expect(page.getByTestId('page-transition')).toHaveCount(0, { timeout: 3000 });
});

test('the PAID drop-down lists the 50 states and opens a state page', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'PAID', exact: true }).click();
  const panel = page.getByRole('region', { name: 'PAID PARTIES' });
  await expect(panel.getByText('Select Your State Competition')).toBeVisible();
  await expect(panel.getByRole('link')).toHaveCount(50);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'PAID', exact: true }).click();
  await panel.getByRole('link', { name: 'Texas (TX)' }).click();
  await expect(page).toHaveURL(/\/PaidState\/TX$/);
});

test('the top bar links go where the spec says', async ({ page }) => {
  await page.goto('/home');
  const expectations: [string, RegExp][] = [
    ['PAID Shorts', /\/Shorts$/],
    ['Home', /\/home$/],
    ['GO LIVE', /\/go-live$/],
    ['Account', /\/candidate\/account$/],
  ];
  for (const [name, url] of expectations) {
    await page.getByRole('banner').getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
  }
});

test('how it works: START NOW and Back go to the intro', async ({ page }) => {
  await page.goto('/learn-more');
  for (const word of ['DONATE', 'COMPETE', 'WIN']) {
    await expect(page.getByRole('heading', { name: word })).toBeVisible();
  }
  await page.getByRole('button', { name: 'START NOW' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/learn-more');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows Page Not Found with a developer hint, and the footer', async ({
  page,
}) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Competitive Democracy Platform')).toBeVisible();
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  for (const label of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
    await expect(footer.getByText(label)).toBeVisible();
  }
  // A way forward: home from the 404, and the how-it-works page from the footer.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'How PAID works' }).click();
  await expect(page).toHaveURL(/\/learn-more$/);
});

test('a short page fits the window with its footer and does not scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    client: document.documentElement.clientHeight,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  // The footer sits at the window's bottom, not in the middle of it.
  const footer = await page.getByRole('contentinfo').boundingBox();
  expect(Math.round(footer!.y + footer!.height)).toBe(768);
});

test("the footer's text lines up with the page's content column", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto('/learn-more');
  const brand = await page
    .getByRole('contentinfo')
    .getByText('Competitive Democracy Platform')
    .boundingBox();
  // The content column is 1200 px wide and centred: its left edge is (1920 - 1200) / 2.
  expect(brand!.x).toBeGreaterThanOrEqual((1920 - 1200) / 2);
});

test('each page has a title of its own, kept up to date on navigation', async ({ page }) => {
  const expected: [string, string][] = [
    ['/home', 'All states | PAID'],
    ['/PaidState/CA', 'California state race | PAID'],
    ['/tournament/TX', 'Texas debate tournament | PAID'],
    ['/Shorts', 'Shorts | PAID'],
    ['/learn-more', 'How PAID works | PAID'],
    ['/no-such-page', 'Page not found | PAID'],
  ];
  for (const [path, title] of expected) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // A client-side navigation changes it too.
  await page.goto('/learn-more');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('All states | PAID');
});
