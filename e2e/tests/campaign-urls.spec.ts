import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';

// Campaign URLs end to end (docs/routes-and-screens.md): the demo candidate generates a
// donation link, a visitor in another browser opens it, lands on the donation page, gives
// with the test card, and the candidate's list shows the visit and the money.

const CASEY = 'casey@paid.test';
const AMOUNT = '37.50';

/** The list entry of one generated URL. */
const listEntry = (page: Page, title: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** Fills the donation form (mf-candidate's donate screen) and gives with the test card. */
async function donateWithTestCard(page: Page, donorEmail: string) {
  // Labels are matched from their start: a required field's label ends in a hidden '*'.
  await page.getByLabel(/^Other amount \(USD\)/).fill(AMOUNT);
  await page.getByLabel(/^Full name/).fill('Robin Visitor');
  await page.getByLabel(/^Email/).fill(donorEmail);
  await page.getByLabel(/^Address line 1/).fill('1 Market St');
  await page.getByLabel(/^City/).fill('San Francisco');
  await page.getByLabel(/^State/).selectOption('CA');
  await page.getByLabel(/^ZIP code/).fill('94105');
  await page.getByLabel(/^Occupation/).fill('Teacher');
  await page.getByLabel(/^Employer/).fill('Unified School District');
  const attestations = page.getByRole('group', {
    name: 'By donating you confirm that each statement is true:',
  });
  for (const box of await attestations.getByRole('checkbox').all()) await box.check();
  await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/^Expiry \(MM\/YY\)/).fill('12/34');
  await page.getByLabel(/^Security code \(CVC\)/).fill('123');
  await page.getByRole('button', { name: /^Donate \$37\.50/ }).click();
}

test('a donation URL lands on the donation page and counts the visit and the money', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  // The e2e database lives for the whole run (and a retry): a fresh slug and title each time.
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const slug = `e2e-drive-${run}`;
  const title = `Spring drive ${run}`;

  await logInAs(page, CASEY, undefined, '/campaign-url-generator');
  const profile = await page.request.get('/api/candidate/profile');
  expect(profile.ok()).toBe(true);
  const candidateId: number = (await profile.json()).id;

  // Generate: template, custom slug, title; the preview shows the path that will be made.
  await expect(page.getByRole('heading', { name: 'Campaign URL Generator' })).toBeVisible();
  await page.getByRole('radio', { name: 'Donation Page' }).check();
  // Casey's default slug (first-last name) until a custom one is typed.
  const preview = page.getByRole('textbox', { name: 'Preview URL' });
  await expect(preview).toHaveValue(/\/donate\/casey-morales$/);
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('Mailer, spring');

  // The demo data already holds /donate/casey-morales: refused, the slug field says the link
  // is taken and offers a free one (campaign-links.spec.ts uses it).
  const generate = page.getByRole('button', { name: 'PAID GENERATE' });
  await generate.click();
  await expect(page.getByText('That link is taken.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Use casey-morales-\d+$/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Custom slug (optional)' }).fill(slug);
  await expect(preview).toHaveValue(new RegExp(`/donate/${slug}$`));
  await generate.click();
  await expect(page.getByText('URL Generated').first()).toBeVisible();

  // The list shows the new URL with its type, description, no visits and nothing raised yet.
  const entry = listEntry(page, title);
  await expect(entry).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your Campaign URLs \(\d+\)$/ })).toBeVisible();
  await expect(entry.getByText('Donation Page', { exact: true })).toBeVisible();
  await expect(entry.getByText('Mailer, spring')).toBeVisible();
  await expect(entry.getByText('visits')).toBeVisible();
  await expect(entry.getByText('$0.00')).toBeVisible();
  const open = entry.getByRole('link', { name: `Open ${title} in a new tab` });
  await expect(open).toHaveAttribute('target', '_blank');
  const fullUrl = await open.getAttribute('href');
  // {public origin}/donate/{slug}: the server's configured origin, shown as it was generated.
  expect(fullUrl).toMatch(new RegExp(`^https?://[^/]+/donate/${slug}$`));
  await expect(entry.getByText(fullUrl!, { exact: true })).toBeVisible();

  // A visitor in another browser (no session, no cookies) opens the link.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    const visitorErrors = collectConsoleErrors(visitorPage);
    await visitorPage.goto(fullUrl!);
    await expect(visitorPage).toHaveURL(new RegExp(`/donate/${candidateId}$`));
    const cookies = await visitor.cookies();
    const campaignCookie = cookies.find((cookie) => cookie.name === 'paid_campaign');
    expect(campaignCookie?.httpOnly).toBe(true);
    expect(campaignCookie?.sameSite).toBe('Lax');

    await donateWithTestCard(visitorPage, `visitor-${run}@e2e.paid.test`);
    await expect(visitorPage.getByText(/PAID-\d+/).first()).toBeVisible();

    // An unknown slug is no campaign URL: the site's own Page Not Found, nothing counted.
    await visitorPage.goto(new URL(`/events/no-such-link-${run}`, fullUrl!).href);
    await expect(visitorPage.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
    expect(visitorErrors).toEqual([]);
  } finally {
    await visitor.close();
  }

  // Back on the generator: one visit and the donation counted for this URL.
  await page.reload();
  await expect(entry.getByText('visit', { exact: true })).toBeVisible();
  await expect(entry.getByText('1', { exact: true })).toBeVisible();
  await expect(entry.getByText(`$${AMOUNT}`)).toBeVisible();
  // The refused slug's 409 is the one failed request Chromium logs.
  expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
});
