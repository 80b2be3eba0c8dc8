import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DonationReceipt } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { PaymentUnavailableError, type DonationOutcome } from '../donations/make-donation';
import { startRecurringPlan } from '../donations/recurring-gifts';
import { saveCardForAccount } from '../donations/saved-cards';
import { HttpError } from '../http/http-error';
import type { ChargeCard, PaymentProvider } from '../payments/payment-provider';

// What the form's gift and the one-tap gift answer alike: a provider that did not answer is a
// 502 (a retry with the same key will not charge twice), a declined card a 402 with the
// provider's words; and, after a form's gift, the card the donor agreed to save and the
// monthly plan they opted into.

export const SAVE_CARD_NEEDS_ACCOUNT_MESSAGE =
  'Log in to save a card or give monthly: a saved card belongs to your account.';

export const PAYMENT_UNAVAILABLE_MESSAGE =
  'The payment service did not answer. Please try again: you will not be charged twice.';

export async function answerDonation(
  request: FastifyRequest,
  give: () => Promise<DonationOutcome>,
): Promise<Extract<DonationOutcome, { status: 'recorded' }>> {
  let outcome: DonationOutcome;
  try {
    outcome = await give();
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    request.log.error({ err: error.cause }, 'payment provider failed');
    throw new HttpError(502, PAYMENT_UNAVAILABLE_MESSAGE);
  }
  // 402 Payment Required, with the provider's words for the donor.
  if (outcome.status === 'declined') throw new HttpError(402, outcome.reason);
  return outcome;
}

/**
 * After a form's gift succeeded with "Save this card" ticked: the provider keeps the card;
 * with "Give monthly" ticked too, the plan starts with this gift as its first. The gift
 * stands whatever happens here (the provider refusing to keep a card it just charged is
 * logged, and then no plan starts: it would have no card to charge).
 */
export async function keepCardAndPlan(
  db: Db,
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  gift: {
    userId: number;
    card: ChargeCard;
    recurring: boolean;
    receipt: DonationReceipt;
    /** The gift's moment on the server's clock: the plan's anchor day (not created_at). */
    now: Date;
  },
): Promise<void> {
  const saved = await saveCardForAccount(db, payments, gift.userId, gift.card);
  if (!saved) {
    log.warn({ donationId: gift.receipt.id }, 'the payment provider would not save the card');
    return;
  }
  if (!gift.recurring) return;
  await startRecurringPlan(db, {
    userId: gift.userId,
    candidateId: gift.receipt.candidateId,
    amountCents: Math.round(gift.receipt.amount * 100),
    firstDonationId: gift.receipt.id,
    firstGiftAt: gift.now,
    // Its gifts go to the first gift's election, and it runs until that day.
    electionId: gift.receipt.election?.id ?? null,
  });
}
