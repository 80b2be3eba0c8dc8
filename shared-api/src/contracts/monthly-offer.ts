import { z } from 'zod';
import { electionRefSchema } from './elections';
import { dollarsSchema, idParamSchema, idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';
import { recurringPlanSchema } from './saved-cards';

// "Make it monthly" after a one-time gift (docs/donation-rules.md "Make it monthly"): offered
// once on the receipt, never pre-selected, with the numbers the monthly form states (the
// server counts them on its clock); one press with the saved card, or "No thanks".

export const MONTHLY_OFFER_UNAVAILABLE_MESSAGE =
  'This gift can no longer be made monthly. You can start a monthly gift from the donate page.';

/** "Make it monthly" after a one-time gift, stated as the monthly form states a plan. */
export const monthlyOfferSchema = z.object({
  donationId: idSchema,
  candidateId: idSchema,
  candidateName: z.string(),
  /** Dollars each month: the gift's amount. */
  amount: dollarsSchema,
  card: z.object({ brand: z.string(), last4: z.string() }),
  election: electionRefSchema,
  /** YYYY-MM-DD: the next charge (the gift just made is the first). */
  nextChargeOn: z.string(),
  /** YYYY-MM-DD: the plan's end, its last election's day. */
  endsOn: z.string(),
  /** Gifts until the election, the one just made included, and what they add up to. */
  gifts: z.number().int().positive(),
  total: dollarsSchema,
});
export type MonthlyOffer = z.infer<typeof monthlyOfferSchema>;

export const monthlyOfferAnswerSchema = z.object({ offer: monthlyOfferSchema.nullable() });
export type MonthlyOfferAnswer = z.infer<typeof monthlyOfferAnswerSchema>;

const ownGift = z.object({ donationId: idParamSchema });

/** Routes of the contract's `donations` area (contract.ts), by name. */
export const monthlyOfferRoutes = {
  monthlyOffer: defineRoute({
    method: 'GET',
    path: '/api/donations/:donationId/monthly-offer',
    params: ownGift,
    response: monthlyOfferAnswerSchema,
    summary:
      "Whether one of the member's one-time gifts may be made monthly, with the amount, next charge and total until the election; null when not offered",
  }),
  acceptMonthlyOffer: defineRoute({
    method: 'POST',
    path: '/api/donations/:donationId/monthly-offer/accept',
    params: ownGift,
    response: recurringPlanSchema,
    summary:
      "Makes a one-time gift monthly with the saved card: the gift is the plan's first, the next charge a month later; 409 when not offered",
  }),
  declineMonthlyOffer: defineRoute({
    method: 'POST',
    path: '/api/donations/:donationId/monthly-offer/decline',
    params: ownGift,
    response: z.object({ declined: z.literal(true) }),
    summary: '"No thanks": the gift is not offered as monthly again',
  }),
} satisfies RouteGroup;
