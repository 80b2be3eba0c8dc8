import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillDonationForm } from '../lib/donation-form';
import { LOGGED_IN_AS, logInByApi } from '../lib/settled-page';

// What a first-time member trips over, as they meet it: the account settings found from the
// top bar, a lost payment answer that is not a lost connection, no wasted preload, and
// /home by keyboard.

/** The test card the provider charges and then loses the answer of (a 502 from the server). */
const TEST_CARD_ANSWER_LOST = '4000 0000 0000 0119';

const connectionNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'PAID cannot be reached right now' });

async function caseyId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/candidates/CA');
  expect(response.ok()).toBe(true);
  const candidates = (await response.json()) as { id: number; name: string }[];
  const casey = candidates.find((candidate) => candidate.name === 'Casey Morales');
  if (!casey) throw new Error('Casey Morales is not among California’s candidates');
  return casey.id;
}

test('the top bar’s profile leads to the account settings: password, address, sessions', async ({
  page,
}) => {
  await logInByApi(page, LOGGED_IN_AS);
  await page.goto('/home');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Account of / })
    .click();
  await expect(page).toHaveURL(/\/candidate\/account$/);
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /change password/i }).first()).toBeVisible();
  await expect(page.getByText(/sessions?/i).first()).toBeVisible();
  // The frame of a one-form page: centred, not left-aligned beside an empty half.
  await page.setViewportSize({ width: 1366, height: 900 });
  const frame = await page.locator('[data-page-frame="narrow"]').boundingBox();
  expect(frame).not.toBeNull();
  const left = frame!.x;
  const right = 1366 - (frame!.x + frame!.width);
  expect(Math.abs(left - right)).toBeLessThan(24);
});

test('a lost payment answer says so on the form, without the connection notice', async ({
  page,
}) => {
  const candidateId = await caseyId(page.request);
  await page.goto(`/donate/${candidateId}`);
  await fillDonationForm(page, {
    donor: 'Lost Answer Tester',
    email: `lost-answer-${Date.now()}@e2e.paid.test`,
    card: TEST_CARD_ANSWER_LOST,
  });
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/donations') && response.request().method() === 'POST',
  );
  await page
    .getByRole('form', { name: 'Donation' })
    .getByRole('button', { name: /donate/i })
    .click();
  expect((await answer).status()).toBe(502);
  await expect(page.getByText(/payment service did not answer/i).first()).toBeVisible();
  // The shell asked /api/health, which answered: the server is fine, so no connection notice.
  await page.waitForTimeout(3_000);
  await expect(connectionNotice(page)).toHaveCount(0);
});

const UNUSED_PRELOAD = /preloaded using link preload but not used/;

for (const path of ['/home', '/candidate/account']) {
  test(`${path} preloads nothing it does not use`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
    });
    await logInByApi(page, LOGGED_IN_AS);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(5_000);
    expect(warnings).toEqual([]);
  });
}

test('/home by keyboard: a skip link first, and the tiles without the map’s 50 links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/home');
  const map = page.getByRole('group', { name: 'Map of the states' });
  await expect(map.getByRole('link')).toHaveCount(50, { timeout: 30_000 });

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // From the page's start to the map's skip link: a handful of stops, then one to the tiles.
  const skipMap = page.getByRole('link', { name: 'Skip the map to the state tiles' });
  let presses = 0;
  while (!(await skipMap.evaluate((link) => link === document.activeElement)) && presses < 15) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(skipMap).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const tiles = page.getByRole('list', { name: 'State tiles' });
  expect(await tiles.evaluate((list) => list.contains(document.activeElement))).toBe(true);
});
