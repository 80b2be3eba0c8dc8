import { expect, test, type Page } from '@playwright/test';
import { remoteHeading } from '../lib/remote-area';

/** One route of each remote and the label its fallback uses (shell/src/routes/route-table.ts). */
const REMOTE_PAGES = [
  { name: 'mf_brackets', folder: 'mf-brackets', path: '/home', label: 'Home' },
  { name: 'mf_debate', folder: 'mf-debate', path: '/tournament/CA', label: 'Tournament' },
  { name: 'mf_candidate', folder: 'mf-candidate', path: '/candidate/1', label: 'Candidate' },
  { name: 'mf_shorts', folder: 'mf-shorts', path: '/Shorts', label: 'Shorts' },
  {
    name: 'mf_campaign_urls',
    folder: 'mf-campaign-urls',
    path: '/campaign-url-generator',
    label: 'Campaign URLs',
  },
];

/**
 * A navigation inside the running app (what a link click does), not a page load: the other
 * remotes must load in the same federation runtime that has just failed to load one.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

test('the fault table covers every remote the server announces', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  const announced = (await response.json()) as { name: string; entry: string }[];
  expect(announced.map((remote) => remote.name).sort()).toEqual(
    REMOTE_PAGES.map((remote) => remote.name).sort(),
  );
  for (const remote of announced) {
    const row = REMOTE_PAGES.find((candidate) => candidate.name === remote.name);
    expect(remote.entry).toContain(`/remotes/${row?.folder}/`);
  }
});

// A remote that is down shows a fallback with Retry in its own area; the top bar and every
// other remote keep working; Retry loads it once it is back, without a page reload.
for (const down of REMOTE_PAGES) {
  test(`${down.folder} down only blanks its own area`, async ({ page }) => {
    let blocked = true;
    await page.route(`**/remotes/${down.folder}/**`, (route) =>
      blocked ? route.abort() : route.continue(),
    );

    await page.goto(down.path);
    // Marks this document: still there at the end, so nothing below reloaded the page.
    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-session', 'one'));
    const area = page.locator(`[data-remote-area="${down.name}"]`);
    await expect(area.getByText(`${down.label} is unavailable`)).toBeVisible();
    await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The top bar still works: its drop-down opens and closes.
    await page.getByRole('button', { name: 'PAID', exact: true }).click();
    await expect(page.getByRole('region', { name: 'PAID PARTIES' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'PAID PARTIES' })).toHaveCount(0);

    // Every other remote renders its screen.
    for (const other of REMOTE_PAGES.filter((remote) => remote !== down)) {
      await navigateInApp(page, other.path);
      await expect(remoteHeading(page, other.name)).toBeVisible();
      await expect(page.getByText(/is unavailable/)).toHaveCount(0);
    }

    // The remote comes back: Retry loads it in place.
    await navigateInApp(page, down.path);
    await expect(area.getByText(`${down.label} is unavailable`)).toBeVisible();
    blocked = false;
    await area.getByRole('button', { name: 'Retry' }).click();
    await expect(remoteHeading(page, down.name)).toBeVisible();
    await expect(page.getByText(/is unavailable/)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-e2e-session', 'one');
  });
}

test('a missing remote list still renders the shell with fallbacks', async ({ page }) => {
  // The list normally sits in the page (server/src/http/shell-html.ts): take it out of the
  // page, and make /remotes.json, the shell's second source, fail too.
  await page.route(/\/(home|learn-more)$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script id="paid-remotes" type="application\/json">.*?<\/script>/,
      '',
    );
    expect(html).not.toContain('paid-remotes');
    await route.fulfill({ response, body: html });
  });
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Home is unavailable')).toBeVisible();
  await page.goto('/learn-more');
  await expect(page.getByRole('heading', { name: 'How PAID works' })).toBeVisible();
});
