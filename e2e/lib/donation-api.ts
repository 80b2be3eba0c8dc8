import { expect, type APIRequestContext } from '@playwright/test';
import { TEST_CARD_SUCCEEDS } from './donation-form';

// A gift straight through POST /api/donations with the test card, for specs that need many
// gifts and test what happens to them afterwards, not the donation form (donate.spec.ts).

/** The five statements every donor confirms (docs/donation-rules.md), all true. */
export const ATTESTATIONS = {
  citizenOrResident: true,
  ownFunds: true,
  personalCard: true,
  atLeast18: true,
  notFederalContractor: true,
};

export interface ApiGift {
  donor: string;
  /** Dollars; at most $200, so no itemisation fields are asked for. */
  amount: number;
  message?: string;
}

/** Gives to the candidate as `donor` (their own email, so no limit is shared) and waits. */
export async function giveByApi(
  request: APIRequestContext,
  candidateId: number,
  gift: ApiGift,
): Promise<void> {
  const id = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
  const response = await request.post('/api/donations', {
    data: {
      candidateId,
      amount: gift.amount,
      donorName: gift.donor,
      donorEmail: `gift-${id}@e2e.paid.test`,
      message: gift.message ?? '',
      attestations: ATTESTATIONS,
      card: { number: TEST_CARD_SUCCEEDS, expiry: '12/34', cvc: '123' },
      idempotencyKey: `e2e-gift-${id}`,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
