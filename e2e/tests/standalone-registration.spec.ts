import { expect, test } from '@playwright/test';
import { newAccount } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { verifyEmailByMail } from '../lib/mail';

// The standalone application (/candidate-registration) folds experience
// and platform into the spec's `bio`, and the page then showed "Experience: ..." inside the
// Biography, "No experience listed yet.", "Platform details coming soon." and "Not provided"
// for the email the form asked for. The parts are stored and shown where they belong.

test("a standalone registrant's page shows each part the form collected", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const account = newAccount('parts');
  // Applying needs an account (docs/roles.md); signing up logs this page in.
  const signUp = await page.request.post('/api/auth/signup', { data: account });
  expect(signUp.status(), await signUp.text()).toBe(201);
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(page.request, account.email);

  await page.goto('/candidate-registration');
  const form = page.getByRole('form', { name: 'Candidate registration' });
  await form.getByLabel('Full Name').fill('Quinn Parts');
  // The campaign's contact, not the login address (docs/donation-rules.md, Privacy).
  await form.getByLabel('Email').fill('quinn.campaign@e2e.paid.test');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Shown on your candidate page as your campaign contact',
  );
  await form.getByLabel('Position').selectOption({ label: 'US Representative' });
  await form.getByLabel('State / Location').selectOption('VT');
  await form.getByLabel('Phone').fill('8025550142');
  await form.getByLabel('Biography').fill('Dairy farmer from Addison County.');
  await form.getByLabel('Political Experience').fill('Select board, 6 years');
  await form.getByLabel('Platform & Issues').fill('Broadband for every farm road');
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/candidates',
  );
  await form.getByRole('button', { name: 'Register as Candidate' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect(page.getByText('Registration Successful!').first()).toBeVisible();

  // A visitor's view of the page.
  const visitor = await page.context().browser()!.newContext();
  const view = await visitor.newPage();
  const viewErrors = collectConsoleErrors(view);
  await view.goto(`/candidate/${id}`);
  await expect(view.getByRole('heading', { level: 1, name: 'Quinn Parts' })).toBeVisible();
  const about = view.getByRole('tabpanel', { name: 'About' });
  const section = (title: string) => about.getByRole('region', { name: title });
  await expect(section('Biography')).toContainText('Dairy farmer from Addison County.');
  await expect(section('Biography')).not.toContainText('Select board');
  await expect(section('Biography')).not.toContainText('Broadband');
  await expect(section('Experience')).toContainText('Select board, 6 years');
  await expect(about).not.toContainText('Experience:');
  await expect(about).not.toContainText('Platform:');
  await expect(about).not.toContainText('No experience listed yet.');
  await expect(about).not.toContainText('Not provided');
  await expect(about.getByRole('link', { name: 'quinn.campaign@e2e.paid.test' })).toHaveAttribute(
    'href',
    'mailto:quinn.campaign@e2e.paid.test',
  );
  await expect(about.getByRole('link', { name: '8025550142' })).toBeVisible();
  await expect(view.getByText(account.email)).toHaveCount(0);

  await view.getByRole('tab', { name: 'Platform' }).click();
  const platform = view.getByRole('tabpanel', { name: 'Platform' });
  await expect(platform).toContainText('Broadband for every farm road');
  await expect(platform).not.toContainText('coming soon');

  // Point 14: the state's candidate list shows money under $1,000 in whole dollars ('$0'),
  // not as thousands ('$0K').
  await view.goto('/PaidState/VT');
  const listed = view
    .getByRole('region', { name: 'Candidates' })
    .getByRole('listitem')
    .filter({ hasText: 'Quinn Parts' })
    .first(); // a retried run has registered Quinn once more
  await expect(listed.getByText('$0', { exact: true })).toBeVisible();
  await expect(listed).not.toContainText('$0K');
  await view.waitForLoadState('networkidle');
  await visitor.close();
  expect(viewErrors).toEqual([]);

  // Point 5: the registrant's own Profile tab shows the position as people read it, not the
  // value the form stored ('us-representative').
  await page.goto('/candidate/account');
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByLabel('Position')).toHaveValue('US Representative');
  expect(errors).toEqual([]);
});
