import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, newAccount } from '../lib/accounts';
import { expectNoSeriousViolations } from '../lib/axe';
import { LOGGED_IN_AS, LOGIN_ROUTE, logInByApi, openSettled } from '../lib/settled-page';
import { verifyEmailByMail } from '../lib/mail';

// WCAG 2 A and AA checks (axe-core) on the states a route's first view does not show: forms
// showing errors, dialogs, toasts, a joined chat, and every form used by keyboard alone.
// Every route's first view, as a visitor and as a candidate, is checked in every-route.spec.ts.

test('/campaign-url-generator has no serious WCAG violation (member without a profile: the candidate picker)', async ({
  page,
}) => {
  await logInByApi(page, VOTER);
  await openSettled(page, { path: '/campaign-url-generator', heading: /Campaign URL/ });
  const picker = page.getByRole('combobox', { name: /^Candidate/ });
  await expect(picker.getByRole('option', { name: /^Casey Morales/ })).toBeAttached();
  await expectNoSeriousViolations(page);
});

// ---- Keyboard only: every form can be reached, filled and sent without a pointer ----

const VOTER = 'voter@paid.test';

/** Presses Tab until `target` has focus (fails if it never gets it). */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Moves through a tab list with the arrow keys until `tab` is selected. */
async function arrowToTab(page: Page, tab: Locator) {
  for (let presses = 0; presses < 10; presses++) {
    if ((await tab.getAttribute('aria-selected')) === 'true') return;
    await page.keyboard.press('ArrowRight');
  }
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test.describe('keyboard only', () => {
  test('log in', async ({ page }) => {
    await page.goto('/api/login?returnTo=%2FShorts');
    const form = page.getByRole('form', { name: 'Log in' });
    await typeInto(page, form.getByLabel('Email'), VOTER);
    await typeInto(page, form.getByLabel('Password'), DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Shorts$/);
    await expect(page.getByRole('textbox', { name: 'Your post' })).toBeVisible();
  });

  test('sign up', async ({ page }) => {
    const account = newAccount('keyboard');
    await page.goto('/api/login?returnTo=%2Fcandidate%2Faccount');
    await tabTo(page, page.getByRole('tab', { name: 'Log In' }));
    await arrowToTab(page, page.getByRole('tab', { name: 'Create Account' }));
    const form = page.getByRole('form', { name: 'Create account' });
    await typeInto(page, form.getByLabel('First name'), account.firstName);
    await typeInto(page, form.getByLabel('Last name'), account.lastName);
    await typeInto(page, form.getByLabel('Email'), account.email);
    await typeInto(page, form.getByLabel('Password'), account.password);
    await tabTo(page, form.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/candidate\/account$/);
    await expect(page.getByRole('heading', { name: 'Candidate Account' })).toBeVisible();
  });

  test('candidate registration', async ({ page }) => {
    // Applying needs an account (docs/roles.md); signing up logs this page in.
    const account = newAccount('keyboard-applicant');
    const signUp = await page.request.post('/api/auth/signup', { data: account });
    expect(signUp.status(), await signUp.text()).toBe(201);
    // Applying needs a verified address (docs/mail.md): open the mailed link.
    await verifyEmailByMail(page.request, account.email);
    await page.goto('/candidate-registration');
    const form = page.getByRole('form', { name: 'Candidate registration' });
    await typeInto(page, form.getByLabel('Full Name'), 'Kai Keyboard');
    await typeInto(page, form.getByLabel('Email'), `kai-${Date.now()}@e2e.paid.test`);
    // A closed native select picks the option whose label starts with what is typed.
    await tabTo(page, form.getByLabel('Position'));
    await page.keyboard.type('Governor');
    await expect(form.getByLabel('Position')).toHaveValue('governor');
    await tabTo(page, form.getByLabel('State / Location'));
    await page.keyboard.type('OR');
    await expect(form.getByLabel('State / Location')).toHaveValue('OR');
    await typeInto(page, form.getByLabel('Biography'), 'Typed with the keyboard alone.');
    await typeInto(page, form.getByLabel('Platform & Issues'), 'Access for everyone.');
    await tabTo(page, form.getByRole('button', { name: 'Register as Candidate' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Registration Successful!')).toBeVisible();
  });

  test('Shorts post', async ({ page }) => {
    await logInByApi(page, VOTER);
    await page.goto('/Shorts');
    const text = `Posted by keyboard ${Date.now()}`;
    await typeInto(page, page.getByRole('textbox', { name: 'Your post' }), text);
    await tabTo(page, page.getByRole('button', { name: 'PAID POST' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Post Successful!')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  });

  test('direct message', async ({ page }) => {
    await logInByApi(page, VOTER);
    const candidates = await (await page.request.get('/api/candidates/CA')).json();
    const casey = (candidates as { id: number; name: string }[]).find(
      (candidate) => candidate.name === 'Casey Morales',
    );
    expect(casey).toBeDefined();
    await page.goto(`/candidate/${casey?.id}`);
    await expect(page.getByRole('heading', { name: 'Casey Morales' })).toBeVisible();
    await tabTo(page, page.getByRole('tab', { selected: true }));
    await arrowToTab(page, page.getByRole('tab', { name: 'Direct Message' }));
    const form = page.getByRole('form', { name: 'Send a direct message' });
    await typeInto(page, form.getByLabel('Subject'), 'Keyboard question');
    await typeInto(page, form.getByLabel('Message'), 'Sent without a mouse.');
    await tabTo(page, form.getByRole('button', { name: 'Send Message' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Message Sent')).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('');
  });
});

// ---- States a first load does not show: open menus, other tabs, errors, dialogs, toasts ----

test.describe('interactive states', () => {
  test('the PAID PARTIES drop-down', async ({ page }) => {
    await openSettled(page, { path: '/home', heading: /MONEY TALKS/ });
    await page.getByRole('button', { name: 'PAID', exact: true }).click();
    await expect(page.getByRole('region', { name: 'PAID PARTIES' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('sign-in forms showing their errors', async ({ page }) => {
    await openSettled(page, LOGIN_ROUTE);
    await page
      .getByRole('form', { name: 'Log in' })
      .getByRole('button', { name: 'Log In' })
      .click();
    await expect(page.getByText('Email is required').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const signUp = page.getByRole('form', { name: 'Create account' });
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByText('First name is required')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('account tabs, the owner inbox and a toast', async ({ page }) => {
    await logInByApi(page, LOGGED_IN_AS);
    await openSettled(page, { path: '/candidate/account', heading: 'Candidate Account' });
    for (const tab of ['Platform', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    const check = await (await page.request.get('/api/candidate/check')).json();
    await openSettled(page, { path: `/candidate/${check.candidateId}`, heading: 'Casey Morales' });
    await page.getByRole('tab', { name: 'Inbox' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Inbox' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('a Shorts post with its replies, the delete dialog and a toast', async ({ page }) => {
    await logInByApi(page, VOTER);
    await openSettled(page, { path: '/Shorts', heading: /Recent Posts/ });
    await page.getByRole('textbox', { name: 'Your post' }).fill(`Axe check ${Date.now()}`);
    await page.getByRole('button', { name: 'PAID POST' }).click();
    await expect(page.getByText('Post Successful!')).toBeVisible();
    // The pointer rests on the toast, which holds it (as for a person reading it): axe can
    // take longer than the toast's time on a loaded machine, and the Dismiss step below
    // needs it still there.
    await page.getByText('Post Successful!').hover();
    await expectNoSeriousViolations(page);
    // A dismissed toast fades out for a moment before it leaves the page: checked in that state
    // too (its Dismiss button must not stay focusable inside hidden content).
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Post Successful!' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    const post = page.getByRole('article').first();
    await post.getByRole('button', { name: /^Comment/ }).click();
    await expect(post.getByRole('region', { name: 'Replies to this post' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await post.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the notice shown while the API cannot be reached', async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    // A page that asks the API as it opens (the first data of /home is in the page itself).
    await page.goto('/PaidCounty/CA/037');
    await expect(
      page.getByRole('alert').filter({ hasText: 'PAID cannot be reached right now' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the tournament chat once joined', async ({ page }) => {
    await openSettled(page, { path: '/tournament/CA', heading: /Debate Tournament/ });
    const join = page.getByRole('form', { name: 'Join the chat' });
    await join.getByLabel('Username').fill('axe');
    await join.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('form', { name: 'Send a chat message' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
