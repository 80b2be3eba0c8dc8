import { expect, type Page } from '@playwright/test';

// The /donate/{candidateId} form as a donor fills it, shared by every spec that
// gives money through the real page and the server's test-mode payment provider.

export const TEST_CARD_SUCCEEDS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINES = '4000 0000 0000 0002';

export interface DonationEntry {
  donor: string;
  email: string;
  card: string;
  message?: string;
  /** As the donor types it; default '12/34'. */
  expiry?: string;
}

/** The form's words a donor finds its fields by: English unless a spec reads another language's. */
export interface DonationFormWords {
  form: string;
  fullName: string;
  email: string;
  message: string;
  attestations: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const ENGLISH_FORM_WORDS: DonationFormWords = {
  form: 'Donation',
  fullName: 'Full name',
  email: 'Email',
  message: 'Message (optional)',
  attestations: 'By donating you confirm that each statement is true:',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
};

/** A $25 gift: the preset, contact details, the five attestations and a test card. */
export async function fillDonationForm(
  page: Page,
  entry: DonationEntry,
  words: DonationFormWords = ENGLISH_FORM_WORDS,
): Promise<void> {
  const form = page.getByRole('form', { name: words.form });
  await form.getByRole('button', { name: '$25', exact: true }).click();
  await form.getByRole('textbox', { name: words.fullName }).fill(entry.donor);
  await form.getByRole('textbox', { name: words.email }).fill(entry.email);
  await form
    .getByRole('textbox', { name: words.message })
    .fill(entry.message ?? 'Good luck from e2e!');
  const attestations = form.getByRole('group', { name: words.attestations });
  const boxes = await attestations.getByRole('checkbox').all();
  expect(boxes).toHaveLength(5);
  for (const box of boxes) await box.check();
  await form.getByRole('textbox', { name: words.cardNumber }).fill(entry.card);
  await form.getByRole('textbox', { name: words.expiry }).fill(entry.expiry ?? '12/34');
  await form.getByRole('textbox', { name: words.cvc }).fill('123');
}

/** Opens the donation page, gives $25 and waits for the receipt. */
export async function donateThroughPage(
  page: Page,
  candidateId: number,
  entry: DonationEntry,
): Promise<void> {
  await page.goto(`/donate/${candidateId}`);
  await fillDonationForm(page, entry);
  await page.getByRole('button', { name: 'Donate $25' }).click();
  await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();
}
