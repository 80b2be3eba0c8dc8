import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInAs, logInOnPage, newAccount } from '../lib/accounts';

// Sign up, log out and log back in through the pages, with the real server and sessions.
test('sign up from the account screen, log out, log back in from the go-live gate', async ({
  page,
}) => {
  const account = newAccount('signup');
  await page.goto('/candidate/account');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please log in to access your candidate account.')).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();

  // /api/login leads to the sign-in page, remembering where we came from.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcandidate%2Faccount$/);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('First name').fill(account.firstName);
  await signUp.getByLabel('Last name').fill(account.lastName);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill('short');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByText('Password must be at least 8 characters')).toBeVisible();
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // Back where we came from, logged in.
  await expect(page).toHaveURL(/\/candidate\/account$/);
  await expect(page.getByRole('heading', { name: 'Candidate Account' })).toBeVisible();
  await expect(
    page.getByText('Manage your candidate profile and campaign information'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: account.firstName })).toBeVisible();
  await expect(page.getByText('No position set')).toBeVisible();
  await expect(page.getByText('Not Activated')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Account of ${account.firstName}` }),
  ).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'paid_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');

  // Log out: back home, and the account screen asks to log in again.
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }),
  ).toBeVisible();
  await page.goto('/go-live');
  await expect(page.getByText('You need to log in to access this feature.')).toBeVisible();

  // A wrong password says nothing about which part was wrong.
  await page.getByRole('link', { name: 'Log In' }).click();
  await logInOnPage(page, account.email, 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();

  // The right one brings us back to the stream screen, which needs a candidate profile.
  await page.getByRole('form', { name: 'Log in' }).getByLabel('Password').fill(account.password);
  await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/go-live$/);
  await expect(page.getByRole('heading', { name: 'Not a Candidate' })).toBeVisible();
  await expect(page.getByText('You must be a registered candidate to stream.')).toBeVisible();
});

test('a candidate who is not activated is turned away from the stream', async ({ page }) => {
  // Not logInAs: /go-live turns this candidate away at once, so the address may only pass
  // through /go-live on its way to the account page.
  await page.goto(`/api/login?returnTo=${encodeURIComponent('/go-live')}`);
  await logInOnPage(page, 'morgan@paid.test', DEMO_PASSWORD);
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(
    page.getByText(
      'Only activated candidates can stream. Contact support to activate your account.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/candidate\/account$/);
});

test('an activated candidate reaches the stream screen', async ({ page }) => {
  await logInAs(page, 'casey@paid.test', undefined, '/go-live');
  await expect(page.getByText('ACTIVATED')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Fundraise?' })).toBeVisible();
});

/** The 'Login Required' toast (a status or an alert, holding its title and description). */
const loginToast = (page: Page) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: 'Login Required' });

test('a visitor who posts is sent to log in and comes back to Shorts', async ({ page }) => {
  await page.goto('/Shorts');
  await page.getByRole('textbox').first().fill('Every dollar counts');
  await page.getByRole('button', { name: 'PAID POST' }).click();
  // One check of the whole toast: it shows for a second before the page leaves, too short
  // for two checks one after the other on a busy machine.
  await expect(loginToast(page)).toContainText('Please log in to post. Redirecting...');
  await logInOnPage(page, 'voter@paid.test', 'paid-demo-2026');
  await expect(page).toHaveURL(/\/Shorts$/);
  await page.getByRole('textbox').first().fill('Every dollar counts, logged in');
  await page.getByRole('button', { name: 'PAID POST' }).click();
  await expect(page.getByText('Post Successful!')).toBeVisible();
});

test('a visitor who generates a campaign URL is sent to log in and comes back', async ({
  page,
}) => {
  await page.goto('/campaign-url-generator');
  await page.getByRole('group', { name: 'Template' }).getByRole('radio').first().check();
  await page.getByLabel('Title').fill('Spring drive');
  await page.getByRole('button', { name: 'PAID GENERATE' }).click();
  await expect(loginToast(page)).toContainText('Please log in to generate campaign URLs.');
  await logInOnPage(page, 'voter@paid.test', 'paid-demo-2026');
  await expect(page).toHaveURL(/\/campaign-url-generator$/);
});
