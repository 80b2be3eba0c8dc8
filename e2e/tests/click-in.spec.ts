import { expect, test, type Browser, type Page } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { logInByApi } from '../lib/settled-page';

// The click-in as people meet it (docs/video.md, docs/roles.md): the server grants or refuses
// it, and the panel says what the server said. A debater of the stage is not offered it; a
// candidate who used it in one browser is refused in another ('Click-in Already Used', then
// 'Click-In Used'), never "You're Live!" with a countdown; a candidate support has not
// verified gets 'Registration Required'. A state of its own with two new verified candidates
// as its stage, one per try (no demo candidates there; live-debate.spec takes NE, ND, SD).
const STATES = ['RI', 'ME', 'KS'] as const;

async function openStage(page: Page, state: string) {
  await page.goto(`/tournament/${state}`);
  const clickIn = page.getByRole('region', { name: 'Click-In' });
  await expect(clickIn).toBeVisible();
  return clickIn;
}

async function candidateBrowser(browser: Browser, state: string, tag: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const candidate = await newCandidate(page.request, { geographicCode: state, tag });
  return { context, page, candidate };
}

test('a refused click-in reads as one; a debater is not offered it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const STATE = STATES[testInfo.retry % STATES.length]!;

  // The stage: the state's first two verified candidates.
  const debater = await candidateBrowser(browser, STATE, 'click-in-debater');
  activateCandidate(debater.candidate.id);
  const other = await candidateBrowser(browser, STATE, 'click-in-debater-two');
  activateCandidate(other.candidate.id);
  await other.context.close();

  const debaterPanel = await openStage(debater.page, STATE);
  await expect(debaterPanel.getByText('You are debating on this stage')).toBeVisible();
  await expect(debaterPanel.getByRole('button', { name: /Request Speaking Time/ })).toHaveCount(0);
  await debater.context.close();

  // A third verified candidate clicks in from their first browser: granted, live.
  const clicker = await candidateBrowser(browser, STATE, 'click-in-twice');
  activateCandidate(clicker.candidate.id);
  await clicker.context.grantPermissions(['camera', 'microphone'], { origin: baseURL });
  const firstPanel = await openStage(clicker.page, STATE);
  // 90 s, not the default 30: the second browser's steps below take 20-40 s on a loaded
  // 2-core machine, and this browser must still be live to end its time by hand.
  await firstPanel.getByRole('radio', { name: '90 seconds' }).check();
  await firstPanel.getByRole('button', { name: 'Request Speaking Time' }).click();
  await expect(clicker.page.getByText("You're Live!")).toBeVisible({ timeout: 15_000 });
  await expect(firstPanel.getByRole('timer')).toBeVisible();

  // The same person in a second browser, which has no record of it: the server refuses.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  const errors = collectConsoleErrors(second);
  await logInByApi(second, clicker.candidate.account.email, clicker.candidate.account.password);
  const secondPanel = await openStage(second, STATE);
  const request = secondPanel.getByRole('button', { name: 'Request Speaking Time' });
  await expect(request).toBeEnabled();
  const answered = second.waitForResponse(
    (response) =>
      response.url().endsWith('/api/media/click-ins') && response.request().method() === 'POST',
  );
  await request.click();
  expect((await answered).status()).toBe(409);
  await expect(second.getByText('Click-in Already Used')).toBeVisible();
  await expect(
    second.getByText('You have already used your click-in for this debate.'),
  ).toBeVisible();
  await expect(secondPanel.getByRole('button', { name: 'Click-In Used' })).toBeDisabled();
  await expect(secondPanel.getByText('Used', { exact: true })).toBeVisible();
  // Past the simulated 3 s wait: no countdown, no "You're Live!".
  await second.waitForTimeout(4_000);
  await expect(secondPanel.getByRole('timer')).toHaveCount(0);
  await expect(second.getByText("You're Live!")).toHaveCount(0);
  // The browser's own line for the refused call is the only one (the answer is the test).
  expect(errors.filter((error) => !error.includes('409 (Conflict) (http'))).toEqual([]);

  await clicker.page.getByRole('button', { name: 'End Speaking Time' }).click();
  await clicker.context.close();
  await secondContext.close();

  // A candidate support has not verified yet: the server refuses them (403).
  const pending = await candidateBrowser(browser, STATE, 'click-in-pending');
  const pendingPanel = await openStage(pending.page, STATE);
  await pendingPanel.getByRole('button', { name: 'Request Speaking Time' }).click();
  await expect(pending.page.getByText('Registration Required', { exact: true })).toBeVisible();
  await expect(
    pending.page.getByText('You must be a registered candidate to use the click-in feature.'),
  ).toBeVisible();
  await pending.page.waitForTimeout(4_000);
  await expect(pendingPanel.getByRole('timer')).toHaveCount(0);
  await expect(pending.page.getByText("You're Live!")).toHaveCount(0);
  await expect(pendingPanel.getByRole('button', { name: 'Request Speaking Time' })).toBeEnabled();
  await pending.context.close();
});
