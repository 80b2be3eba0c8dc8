import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../lib/console-errors';
import { fillDonationForm, TEST_CARD_DECLINES, TEST_CARD_SUCCEEDS } from '../lib/donation-form';

// The donation page against the real server and its test-mode payment provider: a
// fresh visitor gives to the demo candidate Casey with the test card that succeeds, gets a
// receipt and sees Casey's total raised go up by the gift; the test card that declines shows
// the decline and moves nothing.

const CASEY = 'Casey Morales';

interface ListedDonation {
  id: number;
  donorName: string;
  amount: number;
}

/** Casey's candidate id, from California's candidate list as any visitor reads it. */
async function caseyId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/candidates/CA');
  expect(response.ok()).toBe(true);
  const candidates = (await response.json()) as { id: number; name: string }[];
  const casey = candidates.find((candidate) => candidate.name === CASEY);
  if (!casey) throw new Error(`${CASEY} is not among California's candidates`);
  return casey.id;
}

/** The total raised badge of the candidate page's header ('$12,345.67 raised'), in cents. */
async function raisedOnCandidatePage(page: Page, candidateId: number): Promise<number> {
  await page.goto(`/candidate/${candidateId}`);
  await expect(page.getByRole('heading', { level: 1, name: CASEY })).toBeVisible();
  const text = await page.getByText(/^\$[\d,]+\.\d{2} raised$/).textContent();
  return Math.round(Number(text!.replace(/[$,]|raised/g, '').trim()) * 100);
}

/** Casey's latest donations (newest first), to see what else arrived during the test. */
async function recentDonations(request: APIRequestContext, candidateId: number) {
  const response = await request.get(`/api/donations/recent?candidateId=${candidateId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListedDonation[];
}

/**
 * Other specs may give to Casey at the same time (workers run in parallel): the total may
 * move by their gifts too, which the recent list shows, so the check subtracts them. A gift
 * counts as another's when its id was not in the snapshot's list, not when its id is higher:
 * a gift is numbered when it is written as pending and listed only once it succeeds, so one
 * begun before the snapshot can succeed after it with a lower id than the snapshot's newest.
 */
async function expectTotalMovedBy(
  page: Page,
  candidateId: number,
  before: { cents: number; listedIds: ReadonlySet<number> },
  donor: string,
  expectedCents: number,
) {
  await expect(async () => {
    const cents = await raisedOnCandidatePage(page, candidateId);
    const since = (await recentDonations(page.request, candidateId)).filter(
      (donation) => !before.listedIds.has(donation.id),
    );
    const mine = since.filter((donation) => donation.donorName === donor);
    const othersCents = since
      .filter((donation) => donation.donorName !== donor)
      .reduce((sum, donation) => sum + Math.round(donation.amount * 100), 0);
    expect(mine.reduce((sum, donation) => sum + Math.round(donation.amount * 100), 0)).toBe(
      expectedCents,
    );
    expect(cents - before.cents - othersCents).toBe(expectedCents);
  }).toPass({ timeout: 20_000 });
}

async function snapshot(page: Page, candidateId: number) {
  const cents = await raisedOnCandidatePage(page, candidateId);
  const recent = await recentDonations(page.request, candidateId);
  return { cents, listedIds: new Set(recent.map((donation) => donation.id)) };
}

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a fresh visitor gives $25 with the test card, gets a receipt, and the total goes up', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const candidateId = await caseyId(page.request);
  const before = await snapshot(page, candidateId);
  const id = run();
  const donor = `Robin E2E ${id}`;

  // From the candidate page's DONATE NOW to the form.
  await page.getByRole('link', { name: 'DONATE NOW' }).click();
  await expect(page).toHaveURL(new RegExp(`/donate/${candidateId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Donate to ${CASEY}` })).toBeVisible();
  const payment = page.getByRole('region', { name: /Payment/ });
  await expect(payment.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(payment.getByText('4242 4242 4242 4242')).toBeVisible();
  // A visitor's form states the per-election rule with the limit, which is data (the
  // candidate's public detail lists each election ahead with it), and offers the candidate's
  // elections, the next one chosen: the gift's designation is never a hidden one.
  const detail = await page.request.get(`/api/candidate/${candidateId}`);
  const [nextElection] = ((await detail.json()) as { elections: { limit: number }[] }).elections;
  await expect(
    page.getByText(
      `Each person may give a candidate up to $${nextElection.limit.toLocaleString('en-US')} per election; the primary and the general election count separately.`,
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole('form', { name: 'Donation' })
      .getByRole('radio', { name: / election, / })
      .first(),
  ).toBeChecked();

  await fillDonationForm(page, {
    donor,
    email: `donor-${id}@e2e.paid.test`,
    card: TEST_CARD_SUCCEEDS,
  });
  await page.getByRole('button', { name: 'Donate $25' }).click();

  const receipt = page.getByRole('region', { name: 'Thank you!' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`Your donation of $25.00 to ${CASEY} was received.`);
  await expect(receipt.getByText(/^PAID-\d+$/)).toBeVisible();
  await expect(receipt.getByText('TEST MODE', { exact: true })).toBeVisible();
  // The page's own header already shows the new total (the candidate was refetched).
  const headerTotal = page.getByText(/^\$[\d,]+\.\d{2} raised$/);
  await expect(headerTotal).toBeVisible();
  await expect(headerTotal).not.toHaveText(
    `$${(before.cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} raised`,
  );

  await receipt.getByRole('link', { name: `Back to ${CASEY}'s page` }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${candidateId}$`));
  await expectTotalMovedBy(page, candidateId, before, donor, 25_00);
  expect(errors).toEqual([]);
});

test('a declined test card shows the decline and moves no money', async ({ page }) => {
  const candidateId = await caseyId(page.request);
  const before = await snapshot(page, candidateId);
  const id = run();
  const donor = `Declined E2E ${id}`;

  await page.goto(`/donate/${candidateId}`);
  await fillDonationForm(page, {
    donor,
    email: `declined-${id}@e2e.paid.test`,
    card: TEST_CARD_DECLINES,
  });
  // The refusal is an answer of the server (402): watch for it, not for a time.
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/donations') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Donate $25' }).click();
  expect((await answered).status()).toBe(402);

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payment declined');
  await expect(alert).toContainText('Your card was declined.');
  await expect(page.getByRole('region', { name: 'Thank you!' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(donor);

  await expectTotalMovedBy(page, candidateId, before, donor, 0);
});

test('on a 390 px phone the presets stay on one line, and an expiry typed 1229 is 12/29', async ({
  page,
}) => {
  // On a phone "$1,000" used to wrap onto two lines, and "1229" was refused.
  await page.setViewportSize({ width: 390, height: 844 });
  const candidateId = await caseyId(page.request);
  await page.goto(`/donate/${candidateId}`);
  const form = page.getByRole('form', { name: 'Donation' });
  const small = await form.getByRole('button', { name: '$25', exact: true }).boundingBox();
  const large = await form.getByRole('button', { name: '$1,000', exact: true }).boundingBox();
  expect(large!.height).toBe(small!.height);

  const id = run();
  await fillDonationForm(page, {
    donor: `Expiry E2E ${id}`,
    email: `expiry-${id}@e2e.paid.test`,
    card: TEST_CARD_SUCCEEDS,
    expiry: '1229',
  });
  await page.getByRole('button', { name: 'Donate $25' }).click();
  await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();
});
