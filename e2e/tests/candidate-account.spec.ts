import { expect, test } from '@playwright/test';
import { newAccount } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { logInByApi } from '../lib/settled-page';
import { verifyEmailByMail } from '../lib/mail';
import { expectFits, PHONE, resizeTo } from '../lib/phone-overflow';

// Candidate registration and the candidate account against the real server and its data:
// sign up through /register, register with a real county, edit, meet the server's check of
// the geographic code, deactivate; and the standalone application of a logged-in user.

const REAL_CODE_MESSAGE =
  'Enter a real state code (CA), county FIPS (06037) or city FIPS (0644000)';

/** Console errors other than the one 400 a refused save is expected to log. */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/status of 400/.test(error));
}

// Toast titles are matched with .first(): a dismissed toast stays in the DOM while it animates out.
test('a new user signs up via /register, registers, edits, is refused a fake code, deactivates', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const account = newAccount('candidate');
  const name = `${account.firstName} ${account.lastName}`;

  // A visitor is asked to log in; the sign-in page creates the account and comes back.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fregister$/);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('First name').fill(account.firstName);
  await signUp.getByLabel('Last name').fill(account.lastName);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // Back on /register with the account's candidate form, started from the account.
  await expect(page).toHaveURL(/\/register$/);
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(page.request, account.email);

  await expect(page.getByRole('heading', { name: 'Register as a Candidate' })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Candidate profile' });
  await expect(profile.getByLabel('Full Name')).toHaveValue(name);
  // The public campaign contact starts empty: the login address stays private.
  await expect(profile.getByLabel('Email')).toHaveValue('');
  await profile.getByLabel('Position').fill('Mayor');
  await profile.getByLabel('Email').fill(`campaign-${account.email}`);
  await profile.getByLabel('Phone').fill('(555) 010-2030');
  await profile.getByLabel('Geographic Code').fill('06037'); // Los Angeles County
  await profile.getByLabel('Biography').fill('Teacher and neighbour.');
  await profile.getByRole('button', { name: 'Register as Candidate' }).click();

  await expect(page.getByText('Registration Complete').first()).toBeVisible();
  await expect(page.getByText('You are now registered as a candidate!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/candidate\/account$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Mayor', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Activated')).toBeVisible();

  // The form is filled from the stored profile; an update saves and says so.
  const form = page.getByRole('form', { name: 'Candidate profile' });
  await expect(form.getByLabel('Geographic Code')).toHaveValue('06037');
  await form.getByLabel('Position').fill('County Commissioner');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();
  await expect(page.getByText('County Commissioner', { exact: true })).toBeVisible();

  // A well-formed code of no real place: only the server can tell, and its message shows.
  await form.getByLabel('Geographic Code').fill('06999');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByText(REAL_CODE_MESSAGE)).toBeVisible();
  await expect(page.getByText('Failed to update profile. Please try again.').first()).toBeVisible();
  await expect(form.getByLabel('Geographic Code')).toHaveAttribute('aria-invalid', 'true');

  // The Platform tab saves on its own: the Profile tab's refused code does not hold it back.
  await page.getByRole('tab', { name: 'Platform' }).click();
  await page.getByLabel('Policy Platform').fill('Safer streets');
  await page.getByRole('button', { name: 'Save Platform' }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Platform' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await page.getByRole('tab', { name: 'Platform' }).click();
  await expect(page.getByLabel('Policy Platform')).toHaveValue('Safer streets');

  // Nothing overflows at phone width.
  await resizeTo(page, PHONE);
  await expectFits(page);

  // Deactivation asks first; Cancel keeps everything, the confirmation removes the status.
  await page.getByRole('tab', { name: 'Settings' }).click();
  // A pending profile is not called active (the status note says what it waits for).
  await expect(page.getByText('pending verification by our support team')).toBeVisible();
  await expect(page.getByText('You are registered as an active candidate.')).toHaveCount(0);
  await expect(page.getByText('Contact support to activate your account')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate Candidate Account' }).click();
  let dialog = page.getByRole('dialog', { name: 'Deactivate Candidate Account?' });
  await expect(
    dialog.getByText('This will remove your candidate status. This action cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Deactivate Candidate Account' }).click();
  dialog = page.getByRole('dialog', { name: 'Deactivate Candidate Account?' });
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('Candidate Account Deactivated').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No position set')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate Candidate Account' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(form.getByRole('button', { name: 'Register as Candidate' })).toBeVisible();

  // /register is open again to this user.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register as a Candidate' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unexpected(errors)).toEqual([]);
});

// "Save Platform" used to run the Profile tab's checks, and the demo profiles had
// no phone, so it jumped to Profile with "Phone number must be at least 10 digits" and saved
// nothing. Each tab now saves what it shows, and every demo profile is complete.
test('a demo candidate saves the Platform tab, then the Profile tab as it is', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await logInByApi(page, 'morgan@paid.test');
  await page.goto('/candidate/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Morgan Patel' })).toBeVisible();
  // At a laptop's 1280 px every one of the owner's tabs is in sight: none scrolled out of the list.
  await page.setViewportSize({ width: 1280, height: 720 });
  const tabList = page.getByRole('tablist', { name: 'Account sections' });
  await expect(tabList.getByRole('tab')).toHaveCount(8);
  const listBox = (await tabList.boundingBox())!;
  for (const tab of await tabList.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(listBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(listBox.x + listBox.width + 0.5);
  }
  await page.getByRole('tab', { name: 'Platform' }).click();
  const platform = page.getByRole('form', { name: 'Campaign platform' });
  const policy = platform.getByLabel('Policy Platform');
  await expect(policy).not.toHaveValue('');
  await expect(platform.getByLabel('Experience & Qualifications')).not.toHaveValue('');
  const saved = `${await policy.inputValue()} Rural clinics open on weekends.`;
  await policy.fill(saved);
  const request = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/candidate/platform',
  );
  await platform.getByRole('button', { name: 'Save Platform' }).click();
  expect(Object.keys((await request).postDataJSON()).sort()).toEqual(['experience', 'platform']);
  await expect(page.getByText('Profile Updated').first()).toBeVisible();
  await expect(page.getByText('Phone number must be at least 10 digits')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Platform' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.reload();
  await page.getByRole('tab', { name: 'Platform' }).click();
  await expect(page.getByLabel('Policy Platform')).toHaveValue(saved);

  // The seeded Profile tab is complete too: it saves untouched.
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Candidate profile' });
  await expect(profile.getByLabel('Phone')).not.toHaveValue('');
  await profile.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();
  await expect(profile.getByRole('alert')).toHaveCount(0);
  await expect(profile.locator('[aria-invalid="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a registered candidate opening /register lands on the account', async ({ page }) => {
  const account = newAccount('registered');
  await page.goto('/register');
  await page.getByRole('link', { name: 'Log In' }).click();
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('First name').fill(account.firstName);
  await signUp.getByLabel('Last name').fill(account.lastName);
  await signUp.getByLabel('Email').fill(account.email);
  await signUp.getByLabel('Password').fill(account.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(page.request, account.email);
  const profile = page.getByRole('form', { name: 'Candidate profile' });
  await profile.getByLabel('Position').fill('City Council');
  await profile.getByLabel('Email').fill(`campaign-${account.email}`);
  await profile.getByLabel('Phone').fill('5550102030');
  await profile.getByLabel('Geographic Code').fill('0644000'); // the city of Los Angeles
  await profile.getByRole('button', { name: 'Register as Candidate' }).click();
  await expect(page).toHaveURL(/\/candidate\/account$/);

  await page.goto('/register');
  await expect(page).toHaveURL(/\/candidate\/account$/);
  await expect(page.getByRole('heading', { name: 'Candidate Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
});

test('a logged-in user submits the standalone registration form and it resets', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize(PHONE);
  // Applying needs an account (docs/roles.md); signing up logs this page in.
  const account = newAccount('standalone');
  const signUp = await page.request.post('/api/auth/signup', { data: account });
  expect(signUp.status(), await signUp.text()).toBe(201);
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(page.request, account.email);
  await page.goto('/candidate-registration');
  await expect(page.getByRole('heading', { name: 'Candidate Registration Form' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Candidate registration' });

  // The browser's own required checks come first: nothing is sent.
  await form.getByRole('button', { name: 'Register as Candidate' }).click();
  expect(
    await form
      .getByLabel('Full Name')
      .evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
  ).toBe(true);

  await form.getByLabel('Full Name').fill('Avery Standalone');
  await form.getByLabel('Email').fill('avery@e2e.paid.test');
  await form.getByLabel('Position').selectOption({ label: 'State Senator' });
  await form.getByLabel('State / Location').selectOption('VT');
  await form.getByLabel('Phone').fill('8025550100');
  await form.getByLabel('Biography').fill('Farmer.');
  await form.getByLabel('Political Experience').fill('Town meeting moderator');
  await form.getByLabel('Platform & Issues').fill('Rural broadband');
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/candidates',
  );
  await form.getByRole('button', { name: 'Register as Candidate' }).click();
  // The spec's payload, plus the folded parts and the contact details as their own fields.
  expect((await request).postDataJSON()).toEqual({
    name: 'Avery Standalone',
    position: 'state-senator',
    geographicCode: 'VT',
    bio: 'Farmer.\n\nExperience: Town meeting moderator\n\nPlatform: Rural broadband',
    isActive: true,
    experience: 'Town meeting moderator',
    platform: 'Rural broadband',
    email: 'avery@e2e.paid.test',
    phone: '8025550100',
  });
  await expect(page.getByText('Registration Successful!').first()).toBeVisible();
  await expect(
    page.getByText("Your candidacy has been submitted. You'll be notified when tournaments begin."),
  ).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('State / Location')).toHaveValue('');
  await expect(form.getByLabel('Platform & Issues')).toHaveValue('');
  await expectFits(page);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
