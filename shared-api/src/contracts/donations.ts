import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { donationAmountProblem, normalizeExpiry } from './donation-amounts';
import { DONATION_ATTESTATIONS } from './donation-rules';
import { electionAllowanceSchema, electionRefSchema } from './elections';
import { dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { isMailingStateCode } from './mailing-states';
import { defineRoute, type RouteGroup } from './route';

/** A donation as listed on the live stream (the full donation record is the server's). */
export const listedDonationSchema = z.object({
  id: idSchema,
  donorName: z.string(),
  /** Dollars. */
  amount: dollarsSchema,
  message: z.string().nullish(),
});
export type ListedDonation = z.infer<typeof listedDonationSchema>;

// ---- Making a donation (/donate/:candidateId, docs/donation-rules.md) ----

/**
 * Dollars with whole cents, at least $1. The per-election limit is data (the election's
 * cycle): the server refuses the part of a gift above the donor's room in its election.
 */
export const donationAmountSchema = z.number('Enter an amount').superRefine((amount, context) => {
  const problem = donationAmountProblem(amount);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const optionalText = (max: number, tooLong: string) => text(max, tooLong).optional();

const attestationSchema = (label: string) =>
  z.literal(true, `Please confirm: ${label.replace(/\.$/, '')}`);

export const donationAttestationsSchema = z.object(
  Object.fromEntries(
    Object.entries(DONATION_ATTESTATIONS).map(([key, label]) => [key, attestationSchema(label)]),
  ) as { [K in keyof typeof DONATION_ATTESTATIONS]: z.ZodLiteral<true> },
);

export const RECURRING_NEEDS_SAVED_CARD_MESSAGE =
  'A monthly gift is charged to your saved card: tick "Save this card for one-tap giving" too.';

/**
 * Idempotency-key prefixes the server keeps for the gifts it makes itself (docs/donation-rules.md
 * "Keys the server owns"): a monthly plan's charge n is `recurring:<plan>:<n>`. A key of a
 * client's that begins with one (in any letter case) is refused with a 400, so nobody can use
 * up a key a server job is going to charge with. A new server job's prefix goes here.
 */
export const SERVER_IDEMPOTENCY_KEY_PREFIXES = {
  monthlyCharge: 'recurring:',
  /** The part split off a gift for its excess (`excess:<excess>:<gift>`, excess-gifts.ts). */
  excessPart: 'excess:',
} as const;

/** Whether `key` begins with a prefix the server keeps for its own gifts. */
export function isServerIdempotencyKey(key: string): boolean {
  const start = key.trim().toLowerCase();
  return Object.values(SERVER_IDEMPOTENCY_KEY_PREFIXES).some((prefix) => start.startsWith(prefix));
}

const reservedPrefixes = Object.values(SERVER_IDEMPOTENCY_KEY_PREFIXES)
  .map((prefix) => `"${prefix}"`)
  .join(', ');

/** The 400 (field idempotencyKey) for a client key with a server prefix. */
export const RESERVED_IDEMPOTENCY_KEY_MESSAGE = `An idempotency key may not begin with ${reservedPrefixes}: the server keeps those for its own charges (monthly gifts, excess refunds). Send a key of your own, e.g. crypto.randomUUID().`;

/**
 * Made once per form or dialog (crypto.randomUUID); a retried submit sends the same key. Never
 * one of the server's own (SERVER_IDEMPOTENCY_KEY_PREFIXES).
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency key is too short')
  .max(100, 'Idempotency key is too long')
  .refine((key) => !isServerIdempotencyKey(key), RESERVED_IDEMPOTENCY_KEY_MESSAGE);

/** Test-mode card fields; a real processor would take a token from its own widget instead. */
export const paymentCardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits')),
  // Typed as a person types it: '12/29', '1229', '12 / 29' or '12-29' all mean December 2029.
  expiry: z
    .string()
    .transform(normalizeExpiry)
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY')),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
});
export type PaymentCard = z.input<typeof paymentCardSchema>;

/**
 * The donation form AND the body of POST /api/donations. The itemisation fields are optional
 * here because whether they are required depends on the donor's earlier gifts, which only
 * the server knows: it answers a 400 naming each missing field when the aggregate passes $200.
 */
export const donationFormSchema = z
  .object({
    candidateId: idSchema,
    amount: donationAmountSchema,
    donorName: text(FORM_MAX.name, 'Name is too long').min(1, 'Full name is required'),
    donorEmail: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .max(FORM_MAX.email, 'Email address is too long')
      .pipe(z.email('Invalid email address')),
    addressLine1: optionalText(FORM_MAX.addressLine, 'Address is too long'),
    addressLine2: optionalText(FORM_MAX.addressLine, 'Address is too long'),
    city: optionalText(FORM_MAX.city, 'City is too long'),
    /** Two letters (any case; the server stores upper case): MAILING_STATES. */
    state: z
      .string()
      .trim()
      .refine(
        (code) => code === '' || isMailingStateCode(code),
        'Choose a US state, the District of Columbia or a US territory',
      )
      .optional(),
    postalCode: z
      .string()
      .trim()
      .refine(
        (code) => code === '' || /^\d{5}(-\d{4})?$/.test(code),
        'Enter a ZIP code of 5 digits (94105) or ZIP+4 (94105-1234)',
      )
      .optional(),
    occupation: optionalText(FORM_MAX.occupation, 'Occupation is too long'),
    employer: optionalText(FORM_MAX.employer, 'Employer is too long'),
    message: optionalText(FORM_MAX.donationMessage, 'Message is too long'),
    attestations: donationAttestationsSchema,
    card: paymentCardSchema,
    /** Made once per form (crypto.randomUUID); a retried or doubled submit sends the same key. */
    idempotencyKey: idempotencyKeySchema,
    /**
     * Explicit consent to keep the card with the payment provider for one-tap giving (logged-in
     * donors only; never pre-selected). PAID keeps only the provider's token, brand and last 4.
     */
    saveCard: z.boolean().optional(),
    /** Explicit opt-in to give this amount every month (never pre-selected; needs saveCard). */
    recurring: z.boolean().optional(),
    /**
     * The election the gift is for (one of the candidate's elections still ahead: the
     * allowance lists them); absent: the candidate's next election on or after today (UTC).
     * One already held is a 409.
     */
    electionId: idSchema.optional(),
  })
  .refine((form) => !form.recurring || form.saveCard === true, {
    path: ['recurring'],
    message: RECURRING_NEEDS_SAVED_CARD_MESSAGE,
  });
export type DonationFormValues = z.input<typeof donationFormSchema>;
export type DonationFormData = z.output<typeof donationFormSchema>;

/** The itemisation fields required once a donor's aggregate passes the threshold. */
export const ITEMISATION_FIELDS = [
  'donorName',
  'addressLine1',
  'city',
  'state',
  'postalCode',
  'occupation',
  'employer',
] as const;

/** The thank-you state's receipt. */
export const donationReceiptSchema = z.object({
  id: idSchema,
  /** Printable reference, e.g. PAID-000123. */
  reference: z.string(),
  candidateId: idSchema,
  candidateName: z.string(),
  /** Dollars. */
  amount: dollarsSchema,
  createdAt: isoDateTimeSchema,
  /** true: charged by the test-mode provider, no real money moved. */
  testMode: z.boolean(),
  /** The election the gift is designated to; null for an old gift no election was found for. */
  election: electionRefSchema.nullable(),
});
export type DonationReceipt = z.infer<typeof donationReceiptSchema>;

/**
 * The states a member's own list shows (docs/donation-rules.md, "My donations"): a pending
 * gift is being charged and already counts toward the limit; a declined attempt moved no
 * money and is left out.
 */
export const MY_DONATION_STATUSES = ['pending', 'succeeded', 'refunded'] as const;
export type MyDonationStatus = (typeof MY_DONATION_STATUSES)[number];

/** One gift in My donations, and its printable receipt: the receipt's facts and its state. */
export const myDonationSchema = donationReceiptSchema.extend({
  status: z.enum(MY_DONATION_STATUSES),
  /** When support refunded it; null unless refunded. */
  refundedAt: isoDateTimeSchema.nullable(),
  /** The monthly gift (recurring plan) that made it, its first gift included; null otherwise. */
  recurringPlanId: idSchema.nullable(),
});
export type MyDonation = z.infer<typeof myDonationSchema>;

/**
 * How much room a donor has left with a candidate, per election still ahead (the limit is per
 * donor, per candidate, per election: docs/donation-rules.md).
 */
export const donationAllowanceSchema = z.object({
  /** The candidate's elections on or after today (UTC), soonest first; empty: none ahead. */
  elections: z.array(electionAllowanceSchema),
  /** The election an undesignated gift goes to (the first listed), or null. */
  nextElectionId: idSchema.nullable(),
  /** Whether the itemisation fields are already required (next election's cycle above $200). */
  itemisationRequired: z.boolean(),
  /**
   * YYYY-MM-DD: today on the server's clock, which designates gifts and charges monthly plans
   * (a test server's may be set ahead): the form counts a plan's charges from it.
   */
  today: z.string().optional(),
  // The next election's figures (elections[0]), flat: the mf-candidate of the last release
  // (shared-api/contract-baseline.json) reads them, and a live remote must keep working
  // (server/src/releases/contract-compat.ts). Nothing in this source reads them: they go
  // once a release without that reader is the baseline.
  /** @deprecated Read `elections` (the next election's `given`). */
  given: dollarsSchema,
  /** @deprecated Read `elections` (the next election's `remaining`). */
  remaining: dollarsSchema,
  /** @deprecated Read `elections` (the next election's `limit`). */
  limit: dollarsSchema,
});
export type DonationAllowance = z.infer<typeof donationAllowanceSchema>;

/** Routes of the contract's `donations` area (contract.ts), by name. */
export const donationsRoutes = {
  recent: defineRoute({
    method: 'GET',
    path: '/api/donations/recent',
    query: z.object({ candidateId: idParamSchema }),
    response: z.array(listedDonationSchema),
    summary: "A candidate's latest donations, newest first",
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/donations',
    body: donationFormSchema,
    response: donationReceiptSchema,
    summary:
      'Donate: limits, attestations and payment checked; idempotent by key (402 when the card is declined, 409 for a candidate support has not verified)',
  }),
  allowance: defineRoute({
    method: 'GET',
    path: '/api/donations/allowance',
    query: z.object({ candidateId: idParamSchema }),
    response: donationAllowanceSchema,
    summary:
      "The logged-in donor's room left with a candidate person (by account and account email; 401 without a session, 409 for a candidate support has not verified)",
  }),
  /** Which payment provider is active, so the page can label TEST MODE. */
  paymentMode: defineRoute({
    method: 'GET',
    path: '/api/donations/payment-mode',
    response: z.object({ testMode: z.boolean() }),
    summary: 'Whether payments go to the test-mode provider',
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/donations/mine',
    response: z.array(myDonationSchema),
    summary:
      "The logged-in member's own gifts (made while logged in with this account), newest first; 401 without a session",
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/donations/:donationId/receipt',
    params: z.object({ donationId: idParamSchema }),
    response: myDonationSchema,
    summary:
      "The printable receipt of one of the member's own gifts; another member's gift is a 404, as is one that does not exist",
  }),
} satisfies RouteGroup;
