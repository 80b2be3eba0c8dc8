import { expect, test } from '@playwright/test';
import { remoteHeading } from '../lib/remote-area';

// A remote that is down shows a fallback with Retry in its own area; the top bar and every
// other route keep working; Retry loads it once it is back.
test('a remote that is down only blanks its own area', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/mf-shorts/**', (route) =>
    blocked ? route.abort() : route.continue(),
  );

  await page.goto('/Shorts');
  await expect(page.getByText('Shorts is unavailable')).toBeVisible();
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible();

  // The rest of the site still works: top bar, drop-down and another remote's route.
  await page.getByRole('button', { name: 'PAID', exact: true }).click();
  await expect(page.getByRole('region', { name: 'PAID PARTIES' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(remoteHeading(page, 'mf_brackets')).toBeVisible();

  // The remote comes back: Retry loads it without a page reload.
  await page.getByRole('banner').getByRole('link', { name: 'PAID Shorts' }).click();
  await expect(page.getByText('Shorts is unavailable')).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByText('Shorts is unavailable')).toHaveCount(0);
  await expect(remoteHeading(page, 'mf_shorts')).toBeVisible();
});

test('a missing remote list still renders the shell with fallbacks', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Home is unavailable')).toBeVisible();
  await page.goto('/learn-more');
  await expect(page.getByRole('heading', { name: 'How PAID works' })).toBeVisible();
});
