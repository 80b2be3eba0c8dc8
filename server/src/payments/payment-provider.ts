// The one seam between PAID and whoever moves the money (docs/donation-rules.md). The donation
// flow calls `charge` once per idempotency key, and support's refund calls `refund`, each with
// no database transaction open; a real processor plugs in behind this interface (create-payment-provider.ts), chosen by PAID_PAYMENT_PROVIDER.
//
// Card data passes through in memory only: PAID never stores or logs it. A real processor
// would take a token from its own card widget instead of the number.

export interface ChargeCard {
  /** Digits only (the contract strips spaces and dashes). */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
}

/**
 * What a charge is paid with: the card typed in the form, or the token of a card the donor
 * saved with the provider (`saveCard`) for one-tap and monthly gifts.
 */
export type PaymentSource = { card: ChargeCard; token?: never } | { token: string; card?: never };

export type ChargeRequest = PaymentSource & {
  /** Whole cents, at least the minimum gift. */
  amountCents: number;
  /**
   * The donation's idempotency key. A provider must treat a second charge with the same key
   * as the first one (every real processor offers this): after a crash or a lost answer
   * between the charge and the settlement, a retry charges again with the same key, and only
   * that makes the retry safe.
   */
  idempotencyKey: string;
  /** What the donor's statement shows. */
  description: string;
};

/**
 * A card the donor agreed to save: the provider keeps it and answers an opaque token, with
 * what the donor recognises it by. PAID stores only these (saved_cards), never the card.
 */
export type SaveCardResult =
  | { status: 'saved'; token: string; brand: string; last4: string }
  | { status: 'declined'; reason: string };

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  /** `reason` is shown to the donor as it is. */
  | { status: 'declined'; reason: string };

/** What the provider knows of a charge by idempotency key (reconciliation). */
export type ChargeLookup = { status: 'succeeded'; chargeId: string } | { status: 'none' };

/**
 * Giving a charge back: whole (support's refund, donations/refund-donation.ts) or a part of it
 * (an excessive gift's excess, donations/excess-resolution.ts), as real processors' refunds
 * take an amount (Stripe's `amount`).
 */
export interface RefundRequest {
  /** The provider's charge id, as the charge answered it. */
  chargeId: string;
  /** Whole cents: the charge's rest, or the part given back. */
  amountCents: number;
  /**
   * The refund's idempotency key: asking again with it answers the first refund. Absent: the
   * charge id (one whole refund per charge). A part's key names the part (the excess and the
   * gift), so each part is given back once and parts add up.
   */
  idempotencyKey?: string;
}

export type RefundResult =
  | { status: 'refunded'; refundId: string }
  /** The provider would not refund (no such charge, ...): `reason` is shown to support. */
  | { status: 'failed'; reason: string };

export interface PaymentProvider {
  /** true: no real money moves (the page labels TEST MODE, receipts say so). */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The charge made with this idempotency key, if any. A gift left pending (the server died
   * or lost the answer after charging) is settled or given up by asking this
   * (donations/reconcile-gifts.ts); every real processor can answer it.
   */
  lookup(idempotencyKey: string): Promise<ChargeLookup>;
  /**
   * Gives a charge back. Called with no database transaction open. A provider refunds a
   * charge once: asking again (a retry after a crash or a lost answer, two admins at once)
   * answers the first refund and moves no more money, as every real processor's refund
   * with an idempotency key does.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Keeps a card (after a gift it paid succeeded) and answers its token. */
  saveCard(card: ChargeCard): Promise<SaveCardResult>;
  /** Forgets a saved card: its token charges nothing any more. Forgetting twice is fine. */
  forgetCard(token: string): Promise<void>;
}
