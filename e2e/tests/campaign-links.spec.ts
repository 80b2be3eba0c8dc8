import { expect, test } from '@playwright/test';
import { logInAs } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';

// Campaign links one can trust (docs/routes-and-screens.md): a taken link says so and
// offers a free one in one click; a member without a candidate profile makes a supporter link
// for a verified candidate they pick, and following it lands on that candidate.

const CASEY = 'casey@paid.test';
const VOTER = 'voter@paid.test';

/** A fresh suffix per run: the e2e database lives for the whole run (and a retry). */
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a taken link says it is taken and one click uses the free one offered', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const title = `Taken test ${runId()}`;
  await logInAs(page, CASEY, undefined, '/campaign-url-generator');
  await page.getByRole('radio', { name: 'Events' }).check();
  const preview = page.getByRole('textbox', { name: 'Preview URL' });
  // The demo data holds /events/casey-morales already.
  await expect(preview).toHaveValue(/\/events\/casey-morales$/);
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('button', { name: 'PAID GENERATE' }).click();

  await expect(page.getByText('That link is taken.')).toBeVisible();
  const use = page.getByRole('button', { name: /^Use casey-morales-\d+$/ });
  await expect(use).toBeVisible();
  const suggestion = (await use.textContent())!.replace(/^Use /, '');
  await expect(page.getByRole('status').filter({ hasText: suggestion })).toBeVisible();
  // A taken slug is no failure to retry.
  await expect(page.getByText('Generation Failed')).toHaveCount(0);

  await use.click();
  const slug = page.getByRole('textbox', { name: 'Custom slug (optional)' });
  await expect(slug).toHaveValue(suggestion);
  await expect(preview).toHaveValue(new RegExp(`/events/${suggestion}$`));
  await expect(page.getByText('That link is taken.')).toHaveCount(0);
  await page.getByRole('button', { name: 'PAID GENERATE' }).click();
  await expect(page.getByText('URL Generated').first()).toBeVisible();
  await expect(page.getByText(new RegExp(`/events/${suggestion}$`)).first()).toBeVisible();
  // The refused slug's 409 is the one failed request Chromium logs.
  expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
});

test('a member without a profile makes a supporter link that lands on the picked candidate', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const run = runId();
  // A supporter's link lives under the candidate it supports (docs/roles.md): Casey's slug first.
  const slug = `casey-morales-for-casey-${run}`;
  const title = `Supporting Casey ${run}`;

  await logInAs(page, VOTER, undefined, '/campaign-url-generator');
  await page.getByRole('radio', { name: 'Donation Page' }).check();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: 'Custom slug (optional)' }).fill(slug);

  // The picker lists verified candidates; the search narrows it.
  await page.getByRole('searchbox', { name: 'Find a candidate' }).fill('Casey');
  const picker = page.getByRole('combobox', { name: /^Candidate/ });
  const casey = picker.getByRole('option', { name: /^Casey Morales/ });
  await expect(casey).toBeAttached();
  const caseyId = await casey.getAttribute('value');
  await picker.selectOption({ value: caseyId! });
  await page.getByRole('button', { name: 'PAID GENERATE' }).click();
  await expect(page.getByText('URL Generated').first()).toBeVisible();

  const entry = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(entry.getByText("Leads to Casey Morales's donation page")).toBeVisible();
  const open = entry.getByRole('link', { name: `Open ${title} in a new tab` });
  const fullUrl = await open.getAttribute('href');
  expect(fullUrl).toMatch(new RegExp(`/donate/${slug}$`));

  // Someone else follows the link: Casey's donation page, with the signed campaign cookie.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(fullUrl!);
    await expect(visitorPage).toHaveURL(new RegExp(`/donate/${caseyId}$`));
    await expect(visitorPage.getByText('Casey Morales').first()).toBeVisible();
    const cookie = (await visitor.cookies()).find((c) => c.name === 'paid_campaign');
    expect(cookie?.httpOnly).toBe(true);
    // Signed: the link's id, a dot and the signature (URL-encoded by the server).
    expect(decodeURIComponent(cookie!.value)).toMatch(/^\d+\..+/);
  } finally {
    await visitor.close();
  }
  expect(errors).toEqual([]);
});
