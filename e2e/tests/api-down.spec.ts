import { expect, test, type Page } from '@playwright/test';
import { logInByApi } from '../lib/settled-page';

// The API goes away while pages are open, then comes back. Every /api/* request of the page
// is refused at the network level (page.route abort 'connectionrefused'): to the browser that
// is exactly a server that is down, while the site's own files (already loaded, or cached by
// a CDN in production) keep loading. Stopping the real server instead would take the shared
// e2e server from every other test running in parallel, and a dedicated one would need a
// second port and data folder; the browser cannot tell the difference either way.
//
// What must hold: the page never goes blank, the user is told the data could not be
// refreshed or the action failed, and once the API is back the page recovers on its own
// (next poll) or through a retry button, without a reload.

const VOTER = 'voter@paid.test';
const API = '**/api/**';

async function takeApiDown(page: Page) {
  await page.route(API, (route) => route.abort('connectionrefused'));
}

async function bringApiBack(page: Page) {
  await page.unroute(API);
}

/** The shell's notice that the server cannot be reached (and its retry button). */
const connectionNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'PAID cannot be reached right now' });

/** Still a page: the top bar, the footer and the screen's heading. */
async function expectNotBlank(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
}

test('/home: a failed poll says so and keeps the page; the next poll recovers', async ({
  page,
}) => {
  // The summary as polled, without live push: routing cannot cut a stream already open (a
  // real outage drops it, and the page polls again: live-connection.test.ts), so the page
  // starts without EventSource.
  await page.addInitScript(() => {
    delete (window as { EventSource?: unknown }).EventSource;
  });
  await page.goto('/home');
  await expect(page.getByText('Total Raised')).toBeVisible();
  await takeApiDown(page);

  // The summary is polled every 10 s: the first failed poll raises the notice, and the last
  // figures stay on screen (no blank page, no spinner).
  await expect(connectionNotice(page)).toBeVisible({ timeout: 20_000 });
  await expectNotBlank(page, 'State Competitions');
  await expect(page.getByText('Total Raised')).toBeVisible();

  // Opening a state while down: its screen shows its own error with a retry button.
  await page
    .getByRole('link', { name: /California/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/PaidState\/CA$/);
  await expectNotBlank(page, /California/);
  const stateError = page.getByRole('alert').filter({ hasText: /could not be loaded|Failed/ });
  await expect(stateError.first()).toBeVisible();

  await bringApiBack(page);
  await stateError.first().getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'State Bracket' })).toBeVisible();
  await page.goBack();
  // Back home, the next poll succeeds and the notice goes away by itself.
  await expect(connectionNotice(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Total Raised')).toBeVisible();
});

test('/PaidState/CA: the notice retries everything on the page at once', async ({ page }) => {
  await page.goto('/PaidState/CA');
  await expect(page.getByRole('heading', { name: 'State Bracket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Los Angeles County' })).toBeVisible();
  await takeApiDown(page);

  // A county of the open page: its lists fail, the page stays.
  await page.getByRole('link', { name: 'Los Angeles County' }).click();
  await expect(page).toHaveURL(/\/PaidCounty\/CA\/037$/);
  await expect(connectionNotice(page)).toBeVisible();
  await expectNotBlank(page, /County/);

  await bringApiBack(page);
  await connectionNotice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(connectionNotice(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Los Angeles County' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Los Angeles' }).first()).toBeVisible();
});

test('/Shorts: a post made while down fails clearly and works once the API is back', async ({
  page,
}) => {
  await logInByApi(page, VOTER);
  await page.goto('/Shorts');
  await expect(page.getByRole('region', { name: /^Recent Posts \(\d+\)$/ })).toBeVisible();
  const firstPost = page.getByRole('article').first();
  await expect(firstPost).toBeVisible();
  await takeApiDown(page);

  const text = `Written while the API was down ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your post' }).fill(text);
  await page.getByRole('button', { name: 'PAID POST' }).click();
  await expect(page.getByText('Post Failed')).toBeVisible();
  // The text is kept for another try, and the feed already shown stays.
  await expect(page.getByRole('textbox', { name: 'Your post' })).toHaveValue(text);
  await expect(firstPost).toBeVisible();
  await expect(connectionNotice(page)).toBeVisible();

  // Replies of a post: their own error with a retry.
  await firstPost.getByRole('button', { name: /^Comment/ }).click();
  const replies = firstPost.getByRole('region', { name: 'Replies to this post' });
  await expect(replies.getByRole('alert')).toBeVisible();

  await bringApiBack(page);
  await replies.getByRole('button', { name: 'Try again' }).click();
  await expect(replies.getByRole('alert')).toHaveCount(0);
  await expect(connectionNotice(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'PAID POST' }).click();
  await expect(page.getByText('Post Successful!')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
});

test('a candidate page: a message sent while down fails, keeps its text and goes later', async ({
  page,
}) => {
  await logInByApi(page, VOTER);
  const candidates: { id: number; name: string }[] = await (
    await page.request.get('/api/candidates/CA')
  ).json();
  const casey = candidates.find((candidate) => candidate.name === 'Casey Morales');
  await page.goto(`/candidate/${casey?.id}`);
  await expect(page.getByRole('heading', { name: 'Casey Morales' })).toBeVisible();
  await page.getByRole('tab', { name: 'Direct Message' }).click();
  const form = page.getByRole('form', { name: 'Send a direct message' });
  await expect(form).toBeVisible();
  await takeApiDown(page);

  await form.getByLabel('Subject').fill('While you were down');
  await form.getByLabel('Message').fill('Did this arrive?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('While you were down');
  await expectNotBlank(page, 'Casey Morales');

  await bringApiBack(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has been sent to the candidate.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

test('a page opened while the API is down shows its error, then loads on retry', async ({
  page,
}) => {
  // A county page: the first data of /home and of a state's page is written into the page
  // itself (for speed), so they show their figures even while the API is down.
  await takeApiDown(page);
  await page.goto('/PaidCounty/CA/037');
  await expectNotBlank(page, /County/);
  const failed = page.getByRole('alert').filter({ hasText: 'The bracket could not be loaded' });
  await expect(failed).toBeVisible();
  await expect(connectionNotice(page)).toBeVisible();

  await bringApiBack(page);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'ROUND 1' })).toBeVisible();
  await expect(connectionNotice(page)).toHaveCount(0);
});

test('a server failure reads as a sentence with Try again, never as its raw answer', async ({
  page,
}) => {
  // The server answers 500 with its JSON error: the page says it in words. A county
  // page: a state page carries its bracket in the page itself.
  const brackets = '**/api/tournament/county/06037/brackets';
  // Failing until just before Try again: unrouted earlier, the page's own poll or a live
  // update could bring the bracket back first and take the button away mid-click.
  let failing = true;
  await page.route(brackets, (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  await page.goto('/PaidCounty/CA/037');
  const failed = page.getByRole('alert').filter({ hasText: 'The bracket could not be loaded' });
  await expect(failed).toContainText(
    'Something went wrong on our side. Please try again in a moment.',
  );
  await expect(failed).not.toContainText('boom');
  await expect(failed).not.toContainText('500');
  failing = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'ROUND 1' })).toBeVisible();
});
