import { z } from 'zod';
import { donationAmountSchema, donationReceiptSchema, idempotencyKeySchema } from './donations';
import { electionRefSchema } from './elections';
import { dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Saved card and one-tap giving, and monthly gifts
// (docs/donation-rules.md, "Saved card, one tap" and "Monthly gifts"). Every route here is the
// logged-in member's own: a visitor gets 401, another member's plan a 404.

/** What the donor recognises a saved card by; the provider keeps the card behind a token. */
export const savedCardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  savedAt: isoDateTimeSchema,
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * Who a one-tap gift is from: the donor identity of the member's last gift, which it reuses
 * with that gift's five attestations (the confirmation shows them as a reminder).
 */
export const oneTapDonorSchema = z.object({
  donorName: z.string(),
  donorEmail: z.string(),
  /** 'Sacramento, CA 95814', or null when the last gift had no address. */
  place: z.string().nullable(),
  occupation: z.string().nullable(),
  employer: z.string().nullable(),
});
export type OneTapDonor = z.infer<typeof oneTapDonorSchema>;

export const savedCardStateSchema = z.object({
  card: savedCardSchema.nullable(),
  /** null until the member has given once with the full form. */
  donor: oneTapDonorSchema.nullable(),
});
export type SavedCardState = z.infer<typeof savedCardStateSchema>;

/** POST /api/donations/one-tap: the confirmation dialog's body. */
export const oneTapDonationSchema = z.object({
  candidateId: idSchema,
  amount: donationAmountSchema,
  idempotencyKey: idempotencyKeySchema,
  /** As the form's: absent, the candidate's next election. */
  electionId: idSchema.optional(),
});
export type OneTapDonationValues = z.input<typeof oneTapDonationSchema>;
export type OneTapDonationData = z.output<typeof oneTapDonationSchema>;

// ---- Monthly gifts ----

/** 'ended': no charge of it was left on or before its election's day (the clock stopped it). */
export const RECURRING_STATUSES = ['active', 'paused', 'cancelled', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export const recurringPlanSchema = z.object({
  id: idSchema,
  candidateId: idSchema,
  candidateName: z.string(),
  /** Dollars each month. */
  amount: dollarsSchema,
  status: z.enum(RECURRING_STATUSES),
  /** Why the clock paused it (a decline, the limit); null otherwise. */
  pauseReason: z.string().nullable(),
  /** YYYY-MM-DD (UTC): the next charge while active. */
  nextChargeOn: z.string(),
  /** Gifts made so far, the first one included. */
  giftsMade: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  /** The election its donor chose: its gifts go to it while it is ahead, then to the next. */
  election: electionRefSchema.nullable(),
  /** YYYY-MM-DD: its end, the last election's day of the chosen election's cycle. */
  endsOn: z.string().nullable().optional(),
});
export type RecurringPlan = z.infer<typeof recurringPlanSchema>;

/** Routes of the contract's `donations` area (contract.ts), by name. */
export const savedCardRoutes = {
  oneTap: defineRoute({
    method: 'POST',
    path: '/api/donations/one-tap',
    body: oneTapDonationSchema,
    response: donationReceiptSchema,
    summary:
      "One-tap gift with the member's saved card, reusing their last gift's identity and attestations; every gift rule applies (400 limit, 402 declined, 409 no saved card or not verified)",
  }),
  savedCard: defineRoute({
    method: 'GET',
    path: '/api/donations/saved-card',
    response: savedCardStateSchema,
    summary:
      "The logged-in member's saved card (brand and last 4 only) and the donor identity one-tap gifts reuse; 401 without a session",
  }),
  removeSavedCard: defineRoute({
    method: 'DELETE',
    path: '/api/donations/saved-card',
    response: z.object({
      removed: z.boolean(),
      /** Monthly plans cancelled with it: they had no card left to charge. */
      cancelledPlans: z.number().int().nonnegative(),
    }),
    summary:
      "Removes the logged-in member's saved card (at the provider too) and cancels their monthly gifts; 401 without a session",
  }),
  recurringPlans: defineRoute({
    method: 'GET',
    path: '/api/donations/recurring',
    response: z.array(recurringPlanSchema),
    summary: "The logged-in member's monthly gifts, newest first; 401 without a session",
  }),
  cancelRecurring: defineRoute({
    method: 'POST',
    path: '/api/donations/recurring/:planId/cancel',
    params: z.object({ planId: idParamSchema }),
    response: recurringPlanSchema,
    summary:
      "Cancels one of the member's monthly gifts (again: answers it cancelled); another member's plan is a 404",
  }),
} satisfies RouteGroup;
