import { expect, test } from '@playwright/test';
import { logInAs } from '../lib/accounts';
import { newActiveCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { fillDonationForm, TEST_CARD_SUCCEEDS } from '../lib/donation-form';

// Refcodes (docs/refcodes.md): a visitor in one browser opens the donate page from an email's
// link carrying ?refcode=, gives $25; the candidate owner in another browser sees the gift
// under that refcode in the Campaign tab's refcode report and dashboard.

test('a gift made after a refcode link shows in the owner’s refcode report', async ({
  browser,
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const candidate = await newActiveCandidate(browser);
  const refcode = `email1-${Date.now().toString(36)}`;

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/donate/${candidate.id}?refcode=${refcode}&refcode2=spring`);
    const cookie = (await visitor.cookies()).find((c) => c.name === 'paid_refcode');
    expect(cookie?.httpOnly).toBe(true);
    await fillDonationForm(visitorPage, {
      donor: 'Rae Fcode',
      email: `rae-${refcode}@e2e.paid.test`,
      card: TEST_CARD_SUCCEEDS,
    });
    await visitorPage.getByRole('button', { name: 'Donate $25' }).click();
    await expect(visitorPage.getByRole('region', { name: 'Thank you!' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await logInAs(page, candidate.account.email, candidate.account.password, '/candidate/account');
  await page.getByRole('tab', { name: 'Campaign' }).click();

  const dashboard = page.getByRole('table', { name: 'Top refcodes' });
  await expect(
    dashboard.getByRole('row', { name: new RegExp(`^${refcode} 1 \\$25\\.00$`) }),
  ).toBeVisible();

  const form = page.getByRole('form', { name: 'Refcode range' });
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('From (UTC)').fill(today);
  await form.getByLabel('To (UTC)').fill(today);
  await form.getByRole('button', { name: 'Show Refcodes' }).click();
  const report = page.getByRole('table', { name: /^Refcodes from / });
  // Visits 1, gifts 1, $25.00, 100.0% conversion, $25.00 average, 1 new donor, 0 returning.
  await expect(
    report.getByRole('row', {
      name: new RegExp(`^${refcode} 1 1 \\$25\\.00 100\\.0% \\$25\\.00 1 0$`),
    }),
  ).toBeVisible();
  await expect(report.getByRole('row', { name: /^Total 1 \$25\.00/ })).toBeVisible();
  expect(errors).toEqual([]);
});
