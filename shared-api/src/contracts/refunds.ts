import { z } from 'zod';
import { dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Support's refund of a gift (docs/donation-rules.md, "Refunds"): the admin API and
// `npm run admin -- refund <donationId> [reason]` send the same body and read the same answer.

export const REFUND_REASON_MAX = 500;

export const refundBodySchema = z.object({
  /** Why, for the record (kept with the gift; never shown to the donor). */
  reason: z
    .string()
    .trim()
    .max(REFUND_REASON_MAX, `The reason is too long (at most ${REFUND_REASON_MAX} characters)`)
    .optional(),
});

export const donationRefundSchema = z.object({
  id: idSchema,
  /** Printable reference, e.g. PAID-000123. */
  reference: z.string(),
  candidateId: idSchema,
  candidateName: z.string(),
  /** Dollars given back: the whole gift. */
  amount: dollarsSchema,
  refundedAt: isoDateTimeSchema,
  reason: z.string().nullable(),
  /** The provider's refund id; null for a gift written without a payment (the demo seed). */
  refundId: z.string().nullable(),
  /** Decided bracket matches that counted the gift: they stay decided, the ledger says why. */
  decidedMatches: z.number().int().nonnegative(),
});
export type DonationRefund = z.infer<typeof donationRefundSchema>;

/** Routes of the contract's `admin` area (contract.ts), by name. */
export const refundRoutes = {
  refundDonation: defineRoute({
    method: 'POST',
    path: '/api/admin/donations/:donationId/refund',
    params: z.object({ donationId: idParamSchema }),
    body: refundBodySchema,
    response: donationRefundSchema,
    summary:
      'Support: refunds a succeeded gift and moves every total back (404 unknown; 409 pending, declined or already refunded; admins or the admin secret only)',
  }),
} satisfies RouteGroup;
