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

/** A $25 gift: the preset, contact details, the five attestations and a test card. */
export async function fillDonationForm(page: Page, entry: DonationEntry): Promise<void> {
  const form = page.getByRole('form', { name: 'Donation' });
  await form.getByRole('button', { name: '$25', exact: true }).click();
  await form.getByRole('textbox', { name: 'Full name' }).fill(entry.donor);
  await form.getByRole('textbox', { name: 'Email' }).fill(entry.email);
  await form
    .getByRole('textbox', { name: 'Message (optional)' })
    .fill(entry.message ?? 'Good luck from e2e!');
  const attestations = form.getByRole('group', {
    name: 'By donating you confirm that each statement is true:',
  });
  const boxes = await attestations.getByRole('checkbox').all();
  expect(boxes).toHaveLength(5);
  for (const box of boxes) await box.check();
  await form.getByRole('textbox', { name: 'Card number' }).fill(entry.card);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(entry.expiry ?? '12/34');
  await form.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
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
