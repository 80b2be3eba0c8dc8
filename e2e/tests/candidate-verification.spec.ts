import { expect, test, type APIRequestContext } from '@playwright/test';
import { newAccount } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { verifyEmailByMail } from '../lib/mail';

// Pending verification (docs/roles.md) against the real server and its demo data:
// morgan@paid.test's candidate (Morgan Patel, Texas) is not activated, so it is listed as "Pending
// verification", is not seeded into the Texas bracket and its donation page has no form; applying
// as a candidate needs an account, and the log-in comes back to the form.

const MORGAN = 'Morgan Patel';

async function morganId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/candidates/TX');
  expect(response.status()).toBe(200);
  const listed = (await response.json()) as { id: number; name: string; isActivated: boolean }[];
  const morgan = listed.find((candidate) => candidate.name === MORGAN);
  expect(morgan, 'the demo data lists Morgan Patel in Texas').toBeDefined();
  expect(morgan!.isActivated).toBe(false);
  return morgan!.id;
}

test('a candidate pending verification is marked, not seeded, and takes no donation', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const id = await morganId(page.request);

  // The Texas page lists Morgan as pending; the bracket above it does not seed Morgan.
  await page.goto('/PaidState/TX');
  const candidates = page.getByRole('region', { name: 'Candidates' });
  const morgan = candidates.getByRole('listitem').filter({ hasText: MORGAN });
  await expect(morgan).toBeVisible();
  await expect(morgan.getByText('Pending verification')).toBeVisible();
  const activated = candidates.getByRole('listitem').filter({ hasNotText: MORGAN });
  await expect(activated.first()).toBeVisible();
  await expect(activated.getByText('Pending verification')).toHaveCount(0);
  const quarterFinals = page.getByRole('region', { name: 'QUARTER-FINALS' });
  // Texas's four activated candidates are seeded; Morgan, registered among them, is not.
  await expect(quarterFinals.getByRole('link', { name: 'Jack Harlan' })).toBeVisible();
  await expect(quarterFinals.getByRole('link', { name: /^(?!Register$)/ })).toHaveCount(4);
  await expect(quarterFinals.getByText(MORGAN)).toHaveCount(0);

  // The candidate page says so in its header instead of ACTIVATED.
  await page.goto(`/candidate/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: MORGAN })).toBeVisible();
  await expect(page.getByText('Pending verification')).toBeVisible();
  await expect(page.getByText('ACTIVATED', { exact: true })).toHaveCount(0);

  // No DONATE NOW leading to a refusal: the header says when donations open.
  await expect(page.getByRole('link', { name: 'DONATE NOW' })).toHaveCount(0);
  await expect(
    page.getByText('Donations open once our support team has verified this candidate.'),
  ).toBeVisible();
  // Its address, typed or kept from before, still explains itself without a form.
  await page.goto(`/donate/${id}`);
  await expect(
    page.getByRole('heading', { name: `${MORGAN} is not accepting donations yet` }),
  ).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Donate/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('an activated candidate still gets the donation form', async ({ page }) => {
  const response = await page.request.get('/api/candidates/CA');
  const [first] = (await response.json()) as { id: number; isActivated: boolean }[];
  expect(first.isActivated).toBe(true);
  await page.goto(`/donate/${first.id}`);
  await expect(page.getByRole('form', { name: 'Donation' })).toBeVisible();
  await expect(page.getByText('Pending verification')).toHaveCount(0);
});

test('a visitor opening /candidate-registration logs in (a new account) and comes back to the form', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const account = newAccount('applicant');

  await page.goto('/candidate-registration');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please log in to access this feature.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Candidate registration' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcandidate-registration$/);

  await page.getByRole('tab', { name: 'Create Account' }).click();
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('First name').fill(account.firstName);
  await signUp.getByLabel('Last name').fill(account.lastName);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // Back on the form, logged in: the application goes through, once.
  await expect(page).toHaveURL(/\/candidate-registration$/);
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(page.request, account.email);
  await expect(page.getByRole('heading', { name: 'Candidate Registration Form' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Candidate registration' });
  const fill = async () => {
    await form.getByLabel('Full Name').fill('Quinn Applicant');
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Position').selectOption({ label: 'Mayor' });
    await form.getByLabel('State / Location').selectOption('WY');
    await form.getByLabel('Biography').fill('Rancher.');
    await form.getByLabel('Platform & Issues').fill('Water rights.');
  };
  await fill();
  await form.getByRole('button', { name: 'Register as Candidate' }).click();
  await expect(page.getByText('Registration Successful!').first()).toBeVisible();

  // The new application is pending verification on the state page.
  await page.goto('/PaidState/WY');
  const quinn = page
    .getByRole('region', { name: 'Candidates' })
    .getByRole('listitem')
    .filter({ hasText: 'Quinn Applicant' });
  await expect(quinn.getByText('Pending verification')).toBeVisible();

  // A second application of the same account is not offered: the page says so before the
  // form is filled in, and leads to the account.
  await page.goto('/candidate-registration');
  await expect(
    page.getByRole('heading', { level: 2, name: 'You already have a candidate profile' }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your candidate account' }).click();
  await expect(page).toHaveURL(/\/candidate\/account$/);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
