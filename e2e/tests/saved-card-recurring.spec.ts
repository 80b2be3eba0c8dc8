import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../lib/accounts';
import { expectNoSeriousViolations } from '../lib/axe';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { fillDonationForm, TEST_CARD_SUCCEEDS } from '../lib/donation-form';
import { expectFits, PHONE, resizeTo } from '../lib/phone-overflow';

// Saved card, one tap and monthly gifts (docs/donation-rules.md):
// a member saves the card with a gift and then gives with one tap from the candidate page,
// confirming the amount and the candidate first; a member opts into a monthly gift (the form
// states the amount, the next charge date and the total), finds it on My donations as
// recurring and cancels it in one click; and neither opt-in is ticked for the donor. Each
// test has a candidate of its own, so the demo candidates' totals stay the other specs'.

/** A candidate of the test's own, signed up in a context of its own and activated by support. */
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

/** A new member, logged in in the page's context (giving needs no verified email). */
async function signUpMember(page: Page, tag: string) {
  const member = newAccount(tag);
  await signUpThroughApi(page, member);
  return { ...member, donor: `${member.firstName} ${member.lastName}` };
}

/** The page at 390 px: no sideways scroll, nothing past the right edge (as every-route checks). */
async function expectFitsPhone(page: Page) {
  await resizeTo(page, PHONE);
  await expectFits(page);
}

/** 'December 25, 2026': the date `months` months after `from`, UTC, as the clock charges. */
function monthsLater(from: Date, months: number): string {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = new Date(Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay)));
  return day.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
}

test('a member saves the card with a gift, then gives with one tap from the candidate page after confirming', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An admin command (a Node process), two gifts and four page loads on a busy 2-core
  // machine: more than the default minute (a budget, not a timed assertion).
  test.setTimeout(120_000);
  const candidate = await ownCandidate(playwright, baseURL);
  const member = await signUpMember(page, 'onetap');

  await page.goto(`/donate/${candidate.id}`);
  await fillDonationForm(page, {
    donor: member.donor,
    email: member.email,
    card: TEST_CARD_SUCCEEDS,
  });
  await page.getByRole('checkbox', { name: 'Save this card for one-tap giving' }).check();
  await page.getByRole('button', { name: 'Donate $25' }).click();
  await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();

  // On the candidate page: one tap with the saved card, after a confirmation.
  await page.goto(`/candidate/${candidate.id}`);
  const oneTap = page.getByRole('form', { name: 'One-tap gift' });
  await expect(oneTap.getByText(/With your saved \w+ ending 4242\./)).toBeVisible();
  await oneTap.getByRole('button', { name: '$50', exact: true }).click();
  await oneTap.getByRole('button', { name: 'Give $50 with one tap' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm your gift' });
  await expect(
    confirmation.getByText(`Give $50 to ${candidate.name} with your`, { exact: false }),
  ).toBeVisible();
  await expect(confirmation.getByText(/ending 4242\?$/)).toBeVisible();
  await expect(
    confirmation.getByText(`From ${member.donor} (${member.email})`, { exact: false }),
  ).toBeVisible();
  // The one-tap section and its dialog: not in every-route (the demo accounts save no card).
  await expectNoSeriousViolations(page);
  await confirmation.getByRole('button', { name: 'Confirm gift' }).click();
  await expect(confirmation).toBeHidden();
  await expect(
    page.getByText(`$50.00 to ${candidate.name}: PAID-`, { exact: false }),
  ).toBeVisible();

  // And on the donate page: one tap above the form, the same confirmation, then the receipt.
  await page.goto(`/donate/${candidate.id}`);
  const donatePageTap = page.getByRole('form', { name: 'One-tap gift' });
  await expect(donatePageTap.getByText(/With your saved \w+ ending 4242\./)).toBeVisible();
  await donatePageTap.getByRole('button', { name: '$100', exact: true }).click();
  await donatePageTap.getByRole('button', { name: 'Give $100 with one tap' }).click();
  const donatePageConfirmation = page.getByRole('dialog', { name: 'Confirm your gift' });
  await expect(
    donatePageConfirmation.getByText(`Give $100 to ${candidate.name} with your`, {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    donatePageConfirmation.getByText('I am not a federal contractor.', { exact: true }),
  ).toBeVisible();
  await donatePageConfirmation.getByRole('button', { name: 'Confirm gift' }).click();
  const thanks = page.getByRole('region', { name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await expect(
    thanks.getByText(`Your donation of $100.00 to ${candidate.name} was received.`),
  ).toBeVisible();

  // All three gifts on My donations, the one-tap gifts succeeded.
  await page.goto('/donations');
  await expect(page.getByRole('heading', { level: 1, name: 'My donations' })).toBeVisible();
  const oneTapGift = page.getByRole('article', { name: `$50.00 to ${candidate.name}` });
  await expect(oneTapGift).toBeVisible();
  await expect(oneTapGift.getByText('Succeeded')).toBeVisible();
  await expect(
    page.getByRole('article', { name: `$100.00 to ${candidate.name}` }).getByText('Succeeded'),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: `$25.00 to ${candidate.name}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Saved card' }).getByText(/ending 4242, saved on /),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await expectFitsPhone(page);
  await page.goto(`/candidate/${candidate.id}`);
  await expect(page.getByRole('form', { name: 'One-tap gift' })).toBeVisible();
  await expectFitsPhone(page);
});

test('a member gives monthly, sees the plan as recurring on My donations and cancels it in one click', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await ownCandidate(playwright, baseURL);
  const member = await signUpMember(page, 'monthly');

  await page.goto(`/donate/${candidate.id}`);
  await fillDonationForm(page, {
    donor: member.donor,
    email: member.email,
    card: TEST_CARD_SUCCEEDS,
  });
  await page.getByRole('checkbox', { name: 'Save this card for one-tap giving' }).check();
  await page.getByRole('checkbox', { name: 'Give this amount every month' }).check();
  // The form states what the monthly gift means before anything is given.
  const nextCharge = monthsLater(new Date(), 1);
  const statement = page
    .getByRole('form', { name: 'Donation' })
    .getByRole('status')
    .filter({ hasText: 'every month' });
  await expect(statement).toContainText('$25 today, then $25 every month.');
  await expect(statement).toContainText(`Next charge: ${nextCharge}.`);
  await expect(statement).toContainText(/Total until the election on [A-Z][a-z]+ \d+, \d{4}: \$\d/);
  // The total is the monthly amount times the gifts it counts.
  const text = (await statement.textContent()) ?? '';
  const total = /: \$([\d,]+) \((\d+) gifts?\)/.exec(text);
  expect(total).not.toBeNull();
  expect(Number(total![1].replace(/,/g, ''))).toBe(25 * Number(total![2]));

  await page.getByRole('button', { name: 'Donate $25' }).click();
  await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();

  await page.goto('/donations');
  const plan = page.getByRole('article', { name: `$25.00 every month to ${candidate.name}` });
  await expect(plan.getByText('Recurring', { exact: true })).toBeVisible();
  await expect(plan.getByText(`Next charge: ${nextCharge}`, { exact: false })).toBeVisible();
  // Today's gift, the plan's first, is listed with the others, marked monthly.
  const firstGift = page.getByRole('article', { name: `$25.00 to ${candidate.name}` });
  await expect(firstGift.getByText('Succeeded')).toBeVisible();
  await expect(firstGift.getByText('Monthly', { exact: true })).toBeVisible();

  await expectNoSeriousViolations(page);
  await expectFitsPhone(page);

  await plan
    .getByRole('button', { name: `Cancel monthly gift: $25.00 every month to ${candidate.name}` })
    .click();
  await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: /Cancel monthly gift/ })).toHaveCount(0);
  // Cancelled on the server, not only on the screen.
  await page.reload();
  await expect(plan.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('neither the monthly box nor the save-card box is ticked for the donor', async ({ page }) => {
  await signUpMember(page, 'optin');
  // A demo candidate: nothing is given here.
  await page.goto('/donate/1');
  const monthly = page.getByRole('checkbox', { name: 'Give this amount every month' });
  await expect(monthly).toBeVisible();
  await expect(monthly).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Save this card for one-tap giving' }),
  ).not.toBeChecked();
  // No monthly statement until the donor opts in.
  await expect(page.getByText('every month. Next charge:', { exact: false })).toHaveCount(0);
});
