import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { logInAs, newAccount } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { linkIn, mailFilesNow, waitForMail } from '../lib/mail';

/** Another browser with its own session of `account`: one more line in the sessions list. */
async function loggedInElsewhere(
  browser: Browser,
  account: { email: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return context;
}

// docs/mail.md as a person does it: the mail the server writes (.eml files, no SMTP_URL) carries
// the links; verification, "Forgot password?" and a password change that ends other sessions.

test('a new member verifies their address from the mailed link', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const account = newAccount('verify');
  await page.goto('/api/login?returnTo=%2Faccount');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Not verified')).toBeVisible();

  // Applying is refused until then, and the form says how to verify.
  await page.goto('/candidate-registration');
  await expect(page.getByRole('note')).toContainText('Verify your email address before you apply');

  const mail = await waitForMail(account.email, /Verify your email address/);
  await page.goto(linkIn(mail, '/verify-email'));
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await expect(page.getByRole('status')).toHaveText('Your email address is verified. Thank you!');
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // The link works once.
  await page.goto(linkIn(mail, '/verify-email'));
  await page.getByRole('button', { name: 'Verify my email address' }).click();
  await expect(page.getByRole('alert')).toContainText('already used');
  expect(errors.filter((e) => !/409/.test(e))).toEqual([]);
});

test('a member who forgot their password resets it from the sign-in page, once', async ({
  page,
  browser,
}) => {
  const account = newAccount('forgot');
  const created = await browser.newContext();
  expect((await created.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await created.close();

  await page.goto('/api/login?returnTo=%2Fhome');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const before = mailFilesNow();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  const mail = await waitForMail(account.email, /Choose a new PAID password/, before);
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password').fill('my new password 2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Your password was changed and you are logged in as ${account.email}`,
  );

  // The old password no longer opens the account; the new one does.
  const other = await browser.newContext();
  const oldLogIn = await other.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(oldLogIn.status()).toBe(401);
  await other.close();
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await logInAs(freshPage, account.email, 'my new password 2026');
  await fresh.close();

  // A used link is refused with a clear message and a way on.
  await page.goto(link);
  await page.getByLabel('New password').fill('another password 2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link was already used');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('changing the password ends the other sessions; the account lists and ends sessions', async ({
  page,
  browser,
}) => {
  const account = newAccount('change');
  expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  const elsewhere = await loggedInElsewhere(browser, account);
  const third = await loggedInElsewhere(browser, account);

  await page.goto('/account');
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await expect(sessions.getByText('This browser')).toBeVisible();
  // End one other session by its button.
  await sessions
    .getByRole('button', { name: /^End session/ })
    .first()
    .click();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('not my password');
  await change.getByLabel('New password').fill('changed password 2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Your current password is not correct')).toBeVisible();

  await change.getByLabel('Current password').fill(account.password);
  await change.getByLabel('New password').fill('changed password 2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toContainText('Your password was changed');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('You are not logged in anywhere else.')).toBeVisible();

  // Both other browsers are logged out; this one stays.
  for (const context of [elsewhere, third]) {
    expect(await (await context.request.get('/api/auth/user')).json()).toBeNull();
    await context.close();
  }
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(account.email);
  await expect((await waitForMail(account.email, /Your PAID password was changed/)).text).toContain(
    'every other session was ended',
  );
});

test('"End all other sessions" logs out every other browser and keeps this one', async ({
  page,
  browser,
}) => {
  const account = newAccount('end-others');
  expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  const others = [
    await loggedInElsewhere(browser, account),
    await loggedInElsewhere(browser, account),
  ];

  await page.goto('/account');
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  // Where each was used from: these browsers run on the server's machine.
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toContainText(
    /From (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1), the server's own machine/,
  );
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('This browser')).toBeVisible();
  await expect(page.getByText('You are not logged in anywhere else.')).toBeVisible();

  for (const context of others) {
    expect(await (await context.request.get('/api/auth/user')).json()).toBeNull();
    await context.close();
  }
  expect((await (await page.request.get('/api/auth/user')).json()).email).toBe(account.email);
});
