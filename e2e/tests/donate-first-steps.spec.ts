import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { newAccount } from '../lib/accounts';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { fillDonationForm, TEST_CARD_SUCCEEDS } from '../lib/donation-form';
import { waitForMail } from '../lib/mail';

// What a donor meets on the way to a second gift (docs/donation-rules.md): a fresh form after
// an answer that got lost is a new gift with its own idempotency key, not "Already submitted";
// and the first gift of a monthly plan says, on the page and in its mailed receipt, that it
// repeats, when the next charge is and how to cancel. Each test has a candidate of its own.

/** The test card the provider charges and whose answer is then lost (a 502). */
const TEST_CARD_ANSWER_LOST = '4000 0000 0000 0119';

async function ownCandidate(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const context = await playwright.request.newContext({ baseURL });
  const candidate = await newCandidate(context);
  activateCandidate(candidate.id);
  await context.dispose();
  return candidate;
}

async function signUpMember(page: Page, tag: string) {
  const member = newAccount(tag);
  const signUp = await page.request.post('/api/auth/signup', { data: member });
  expect(signUp.ok()).toBe(true);
  return { ...member, donor: `${member.firstName} ${member.lastName}` };
}

/** 'December 25, 2026': a month after `from`, UTC, as the monthly clock charges. */
function monthLater(from: Date): string {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = new Date(Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay)));
  return day.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
}

test('a fresh form after a lost answer makes a new gift, not "Already submitted"', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await ownCandidate(playwright, baseURL);
  const donor = { donor: 'Lee Lost', email: `lost-${Date.now()}@e2e.paid.test` };

  await page.goto(`/donate/${candidate.id}`);
  await fillDonationForm(page, { ...donor, card: TEST_CARD_ANSWER_LOST });
  const lost = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/donations',
  );
  await page.getByRole('button', { name: 'Donate $25' }).click();
  expect((await lost).status()).toBe(502);
  const form = page.getByRole('form', { name: 'Donation' });
  await expect(form.getByRole('alert').filter({ hasText: 'Donation failed' })).toBeVisible();
  const firstKey = (await lost).request().postDataJSON().idempotencyKey as string;

  // A new form (the page opened again) with another amount: another gift.
  await page.goto(`/donate/${candidate.id}`);
  await fillDonationForm(page, { ...donor, card: TEST_CARD_SUCCEEDS });
  await page.getByRole('textbox', { name: 'Other amount (USD)' }).fill('30');
  const made = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/donations',
  );
  await page.getByRole('button', { name: 'Donate $30' }).click();
  const answer = await made;
  expect(answer.status(), await answer.text()).toBe(201);
  expect(answer.request().postDataJSON().idempotencyKey).not.toBe(firstKey);
  await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Already submitted')).toHaveCount(0);
});

test("a monthly gift's first receipt says it is monthly, the next charge and how to cancel", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await ownCandidate(playwright, baseURL);
  const member = await signUpMember(page, 'first-monthly');

  await page.goto(`/donate/${candidate.id}`);
  await fillDonationForm(page, {
    donor: member.donor,
    email: member.email,
    card: TEST_CARD_SUCCEEDS,
  });
  await page.getByRole('checkbox', { name: 'Save this card for one-tap giving' }).check();
  await page.getByRole('checkbox', { name: 'Give this amount every month' }).check();
  const nextCharge = monthLater(new Date());
  await page.getByRole('button', { name: 'Donate $25' }).click();

  const thanks = page.getByRole('region', { name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  const monthly = thanks.getByRole('region', { name: 'Monthly gift' });
  await expect(monthly).toContainText('This is the first gift of your monthly gift');
  await expect(monthly).toContainText(`$25.00 every month to ${candidate.name}`);
  await expect(monthly).toContainText(`Next charge: ${nextCharge}.`);
  await expect(monthly.getByRole('link', { name: 'My donations' })).toHaveAttribute(
    'href',
    '/donations',
  );

  const receipt = await waitForMail(member.email, /Your donation receipt/);
  expect(receipt.text).toContain(
    `This is the first gift of your monthly gift ($25.00 every month to ${candidate.name}).`,
  );
  expect(receipt.text).toContain(`Next charge: ${nextCharge}.`);
  expect(receipt.text).toContain('click "Cancel monthly gift"');

  // A gift given once says nothing of the kind.
  await thanks.getByRole('button', { name: 'Donate again' }).click();
  await fillDonationForm(page, {
    donor: member.donor,
    email: member.email,
    card: TEST_CARD_SUCCEEDS,
  });
  await page.getByRole('button', { name: 'Donate $25' }).click();
  await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monthly gift' })).toHaveCount(0);
});
