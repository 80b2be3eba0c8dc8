import { expect, test } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../lib/accounts';
import { runAdminCommand } from '../lib/admin-command';
import { expectNoSeriousViolations } from '../lib/axe';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { donateThroughPage, TEST_CARD_SUCCEEDS } from '../lib/donation-form';

// My donations: a member gives on the donation page, finds the gift in My donations
// from their account page and opens its printable receipt; support refunds it with the admin
// command, and the member's list and receipt then show the refund. The candidate is the
// spec's own, so the demo candidates' totals stay the other specs'.

test('a member gives, sees the gift and its receipt, and sees it refunded after support refunds it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two admin commands (a Node process each), a gift and five page loads: more than the
  // default minute on a busy 2-core machine (a budget, not a timed assertion).
  test.setTimeout(120_000);
  // The candidate, signed up in a context of its own and activated by support.
  const candidateContext = await playwright.request.newContext({ baseURL });
  const candidate = await newCandidate(candidateContext);
  activateCandidate(candidate.id);
  await candidateContext.dispose();

  // The member, logged in in the page's context.
  const member = newAccount('givers');
  await signUpThroughApi(page, member);

  await donateThroughPage(page, candidate.id, {
    donor: `${member.firstName} ${member.lastName}`,
    email: member.email,
    card: TEST_CARD_SUCCEEDS,
  });

  // From the account area to My donations.
  await page.goto('/candidate/account');
  await page.getByRole('link', { name: 'My donations' }).click();
  await expect(page).toHaveURL(/\/donations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My donations' })).toBeVisible();
  const gift = page.getByRole('article', { name: `$25.00 to ${candidate.name}` });
  await expect(gift).toBeVisible();
  await expect(gift.getByText('Succeeded')).toBeVisible();
  await expect(gift.getByRole('link', { name: candidate.name })).toHaveAttribute(
    'href',
    `/candidate/${candidate.id}`,
  );
  await expectNoSeriousViolations(page);

  await gift.getByRole('link', { name: /^Receipt PAID-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donation receipt' })).toBeVisible();
  const match = /\/donations\/(\d+)\/receipt$/.exec(page.url());
  expect(match).not.toBeNull();
  const donationId = match![1];
  const reference = `PAID-${donationId.padStart(6, '0')}`;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A member cannot refund: support only.
  const refused = await page.request.post(`/api/admin/donations/${donationId}/refund`, {
    data: {},
  });
  expect(refused.status()).toBe(403);

  // Support refunds it.
  expect(runAdminCommand('refund', donationId, 'e2e: donor asked')).toMatch(
    new RegExp(`^Refunded ${reference}: \\$25\\.00 to `),
  );

  await page.getByRole('link', { name: 'All my donations' }).click();
  await expect(page).toHaveURL(/\/donations$/);
  await expect(gift.getByText('Refunded')).toBeVisible();
  await gift.getByRole('link', { name: `Receipt ${reference}` }).click();
  await expect(
    page.getByText(/This donation was refunded: the full \$25\.00 was returned/),
  ).toBeVisible();
});
