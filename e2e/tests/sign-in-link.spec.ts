import { expect, test } from '@playwright/test';
import { logInOnPage, newAccount } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { linkIn, mailFilesNow, verifyEmailByMail, waitForMail } from '../lib/mail';

// Signing in by mailed link (docs/roles.md): someone else's wrong passwords throttle the account
// (20 failures in 15 minutes, the production limit), the owner's right password is refused,
// and the sign-in page offers a one-time link mailed to the account's address (.eml files
// under the e2e data folder), which logs the owner in once.

test('the owner of a throttled account signs in with a mailed link, once', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const account = newAccount('throttled');
  const created = await browser.newContext();
  expect((await created.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await verifyEmailByMail(created.request, account.email);
  await created.close();

  // Someone else guesses: 20 wrong passwords.
  const guesser = await browser.newContext();
  for (let n = 1; n <= 20; n += 1) {
    const guess = await guesser.request.post('/api/auth/login', {
      data: { email: account.email, password: `guess number ${n}` },
    });
    expect(guess.status()).toBe(401);
  }
  await guesser.close();

  // The owner types the right password and is told what else to do.
  await page.goto('/api/login?returnTo=%2Faccount');
  await logInOnPage(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed log-ins for this account. We can email you a one-time sign-in link instead.',
  );
  const before = mailFilesNow();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  const mail = await waitForMail(account.email, /Your PAID sign-in link/, before);
  const link = linkIn(mail, '/login/link');
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const me = await page.request.get('/api/auth/user');
  expect((await me.json()).email).toBe(account.email);

  // The link works once: another browser opening it is refused.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await second.getByRole('button', { name: 'Sign me in' }).click();
  await expect(second.getByRole('alert')).toContainText('This sign-in link was already used.');
  expect((await (await other.request.get('/api/auth/user')).json()) ?? null).toBeNull();
  await other.close();
  // The refused 429 and nothing else in the owner's console.
  expect(errors.filter((e) => !/429/.test(e))).toEqual([]);
});
