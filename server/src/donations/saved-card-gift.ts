import type { Language } from 'shared-api/languages';
import type { Db } from '../db/db';
import { conflict } from '../domain-error';
import type { PaymentProvider } from '../payments/payment-provider';
import { makeDonation, type DonationOutcome } from './make-donation';
import { lastGiftIdentity, readSavedCard } from './saved-cards';
import type { Refcodes } from '../refcodes/refcode-cookie';

// A gift paid with the member's saved card: a one-tap gift (POST /api/donations/one-tap) or a
// monthly plan's charge (recurring-gifts.ts). It is an ordinary donation (make-donation.ts):
// the same locks, limit, itemisation, candidate checks, pending row and idempotency key; only
// the card is the saved token, and the donor identity and attestations are the member's last
// gift's.

export const NO_SAVED_CARD_MESSAGE =
  'You have no saved card. Give with the form and tick "Save this card for one-tap giving".';

export interface SavedCardGift {
  userId: number;
  /** The account's email: a lock and identity of the donor, as for any logged-in gift. */
  accountEmail: string;
  candidateId: number;
  /** Dollars (validated by the contract: whole cents, at least $1). */
  amount: number;
  idempotencyKey: string;
  campaignUrlId?: number | null;
  /** The refcodes the donor arrived with (refcodes/refcode-cookie.ts). */
  refcodes?: Refcodes | null;
  /** A monthly plan's charge (recurring-gifts.ts): the gift names its plan from the start. */
  recurringPlanId?: number;
  /** The donate page variant the donor was shown (experiments/visitor-variant.ts), or null. */
  experimentVariantId?: number | null;
  /** An express link's gift (express-links.ts): the gift names its link from the start. */
  expressLinkId?: number | null;
  /** The election it is for (a plan's own); null or absent: the candidate's next one. */
  electionId?: number | null;
  /** The gift's moment on the server's clock (clock/server-clock.ts; the monthly clock's run). */
  now: Date;
  /** The request's language (make-donation.ts `language`); absent for the monthly clock's. */
  language?: Language | null;
}

/** Throws a 409 DomainError when the account has no saved card or no earlier gift. */
export async function giveWithSavedCard(
  db: Db,
  provider: PaymentProvider,
  gift: SavedCardGift,
): Promise<DonationOutcome> {
  const card = await readSavedCard(db, gift.userId);
  const identity = await lastGiftIdentity(db, gift.userId);
  if (!card || !identity) throw conflict(NO_SAVED_CARD_MESSAGE);
  return makeDonation(db, provider, {
    form: {
      ...identity,
      candidateId: gift.candidateId,
      amount: gift.amount,
      idempotencyKey: gift.idempotencyKey,
      electionId: gift.electionId ?? undefined,
    },
    payment: { token: card.token },
    userId: gift.userId,
    accountEmail: gift.accountEmail,
    campaignUrlId: gift.campaignUrlId ?? null,
    refcodes: gift.refcodes ?? null,
    recurringPlanId: gift.recurringPlanId ?? null,
    expressLinkId: gift.expressLinkId ?? null,
    experimentVariantId: gift.experimentVariantId ?? null,
    now: gift.now,
    language: gift.language ?? null,
  });
}
