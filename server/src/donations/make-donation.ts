import { amountToCents, type DonationFormData, type DonationReceipt } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { badRequest, conflict, notFound } from '../http/http-error';
import type { ChargeResult, PaymentProvider } from '../payments/payment-provider';
import { toReceipt } from './donation-receipt';
import {
  limitExceededMessage,
  passesItemisationThreshold,
  readGiftState,
  roomLeftCents,
} from './donor-allowance';
import { withGiftLocks } from './gift-locks';
import { ITEMISATION_MESSAGE, missingItemisationFields } from './itemisation';
import { recordDeclinedDonation } from './record-declined-donation';
import {
  DonationCandidateNotFoundError,
  recordSucceededDonation,
  type SucceededDonationInput,
} from './record-donation';

// POST /api/donations from a validated form to a receipt (decisions section 5,
// compliance.md), in this order:
//
// 1. the gift's locks (gift-locks.ts): its idempotency key, then the donor. Duplicates of one
//    submit wait for the first to finish; one donor's gifts to one candidate check the limit
//    one after the other.
// 2. one read, after the locks (on PostgreSQL its snapshot then sees whatever they waited
//    for): the candidate, the donor's earlier gifts this election, a donation with this key.
// 3. a donation with this key: the same gift answers its receipt again (nothing charged or
//    counted twice); another candidate, amount or email is a client error (409).
// 4. the candidate must be active; the limit and the itemisation rules are checked.
// 5. the provider charges; a decline is kept for audit and answered 402, counting nowhere.
// 6. recordSucceededDonation writes the donation and every total it moves (one statement).
//
// The charge runs while the gift's locks are held, and only those (the hot total rows are
// locked after it answers): that is what makes "one charge per key" and "never above the
// limit" hold across any number of server processes without a reservation table. If the
// process dies after the charge and before the write, nothing is recorded and the donor's
// retry charges again with the same idempotency key, which a real processor answers with the
// first charge (PaymentProvider.charge).

export interface DonationRequest {
  form: DonationFormData;
  /** The logged-in donor's account, or null. */
  userId: number | null;
  /** The campaign URL the donor arrived through (campaign-urls/attribution.ts), or null. */
  campaignUrlId: number | null;
}

export type DonationOutcome =
  | {
      status: 'recorded';
      receipt: DonationReceipt;
      /** false: a repeat of a gift already made (same idempotency key). */
      created: boolean;
    }
  | { status: 'declined'; reason: string };

/** The provider failed (network, outage): nothing recorded; retrying with the key is safe. */
export class PaymentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment provider did not answer', { cause });
    this.name = 'PaymentUnavailableError';
  }
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This donation was already submitted with another candidate, amount or email. Reload the page to make a new donation.';
export const CANDIDATE_NOT_FOUND_MESSAGE = 'Candidate not found';

function donationInput(request: DonationRequest, amountCents: number): SucceededDonationInput {
  const { form } = request;
  return {
    candidateId: form.candidateId,
    amountCents,
    donorName: form.donorName,
    donorEmail: form.donorEmail,
    donorAddressLine1: form.addressLine1 || null,
    donorAddressLine2: form.addressLine2 || null,
    donorCity: form.city || null,
    donorState: form.state ? form.state.toUpperCase() : null,
    donorPostalCode: form.postalCode || null,
    occupation: form.occupation || null,
    employer: form.employer || null,
    message: form.message || null,
    idempotencyKey: form.idempotencyKey,
    userId: request.userId,
    campaignUrlId: request.campaignUrlId,
  };
}

async function charge(provider: PaymentProvider, ...args: Parameters<PaymentProvider['charge']>) {
  try {
    return await provider.charge(...args);
  } catch (error) {
    throw new PaymentUnavailableError(error);
  }
}

/**
 * Makes (or, for a repeated idempotency key, answers again) a donation. Throws HttpErrors for
 * the donor's mistakes (404 candidate, 400 limit or itemisation, 409 reused key), which
 * change nothing; a declined card is an outcome, since its audit row must be committed.
 */
export async function makeDonation(
  db: Db,
  provider: PaymentProvider,
  request: DonationRequest,
): Promise<DonationOutcome> {
  const { form, userId } = request;
  const key = form.idempotencyKey;
  const email = form.donorEmail.toLowerCase();
  const amountCents = amountToCents(form.amount);

  const locks = { idempotencyKey: key, candidateId: form.candidateId, email, userId };
  return withGiftLocks(db, locks, async (tx): Promise<DonationOutcome> => {
    const state = await readGiftState(tx, { candidateId: form.candidateId, email, userId }, key);

    if (state.earlierId !== null) {
      if (
        state.earlierCandidateId !== form.candidateId ||
        state.earlierAmountCents !== amountCents ||
        state.earlierEmail !== email
      ) {
        throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE, {
          idempotencyKey: IDEMPOTENCY_KEY_REUSED_MESSAGE,
        });
      }
      return {
        status: 'recorded',
        created: false,
        receipt: toReceipt({
          id: state.earlierId,
          candidateId: form.candidateId,
          candidateName: state.earlierCandidateName ?? '',
          amountCents,
          createdAt: state.earlierCreatedAt!,
          testMode: state.earlierTestMode ?? provider.testMode,
        }),
      };
    }

    if (state.candidateName === null || !state.candidateActive) {
      throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
    }
    const roomLeft = roomLeftCents(state.givenCents);
    if (amountCents > roomLeft) {
      const message = limitExceededMessage(roomLeft);
      throw badRequest(message, { amount: message });
    }
    if (passesItemisationThreshold(state.givenCents, amountCents)) {
      const missing = missingItemisationFields(form);
      if (Object.keys(missing).length > 0) throw badRequest(ITEMISATION_MESSAGE, missing);
    }

    const input = donationInput(request, amountCents);
    const result: ChargeResult = await charge(provider, {
      amountCents,
      card: form.card,
      idempotencyKey: key,
      description: `PAID donation to ${state.candidateName}`,
    });
    if (result.status === 'declined') {
      await recordDeclinedDonation(tx, {
        ...input,
        testMode: provider.testMode,
        declineReason: result.reason,
      });
      return { status: 'declined', reason: result.reason };
    }

    let recorded;
    try {
      recorded = await recordSucceededDonation(tx, {
        ...input,
        chargeId: result.chargeId,
        testMode: provider.testMode,
      });
    } catch (error) {
      // Removed by its owner or support while the card was being charged (a real processor's
      // charge would then be refunded from its dashboard: nothing was recorded).
      if (error instanceof DonationCandidateNotFoundError) {
        throw notFound(CANDIDATE_NOT_FOUND_MESSAGE);
      }
      throw error;
    }
    const { donation, created } = recorded;
    return {
      status: 'recorded',
      created,
      receipt: toReceipt({
        ...donation,
        candidateName: state.candidateName,
        testMode: provider.testMode,
      }),
    };
  });
}
