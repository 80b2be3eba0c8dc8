import { z } from 'zod';
import { mailedLinkTokenSchema } from './account';
import { donationReceiptSchema } from './donations';
import { electionRefSchema } from './elections';
import { dollarsSchema, idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// A monthly plan's renewal (docs/donation-rules.md "Monthly gifts"): a week before a plan
// ends (its last election's day) the donor is mailed once with a single-use link to a page
// that shows the renewed plan (same amount, same saved card, the candidate's next cycle's
// election, its true total) with one Confirm button; confirming starts it as any plan starts
// (its first gift is made then, the limit applies).

/** The renewal mail goes out this many days before the plan's end. */
export const PLAN_RENEWAL_NOTICE_DAYS = 7;

/** How long the mailed link works, from the mail. */
export const PLAN_RENEWAL_LINK_DAYS = 30;

/** The page the mailed link opens; it sends the token in POSTs (a mail scanner spends nothing). */
export const PLAN_RENEWAL_PAGE_PATH = '/monthly-renewal';

export const PLAN_RENEWAL_UNKNOWN_MESSAGE =
  'This link is not valid. Open it again from the email we sent about your monthly gift.';
export const PLAN_RENEWAL_USED_MESSAGE =
  'This link was already used: your monthly gift was renewed with it. My donations lists it.';
export const PLAN_RENEWAL_EXPIRED_MESSAGE = `This link has expired (links work for ${PLAN_RENEWAL_LINK_DAYS} days). Start a new monthly gift from the candidate's donate page.`;
export const PLAN_RENEWAL_NO_ELECTION_MESSAGE =
  "This candidate has no election in the next cycle yet, so there is nothing to renew into. Start a new monthly gift from the donate page once support adds the candidate's next election.";
export const PLAN_RENEWAL_NO_CARD_MESSAGE =
  'You no longer have a saved card: give with the form and tick "Save this card for one-tap giving" and "Give this amount every month".';

export const planRenewalBodySchema = z.object({ token: mailedLinkTokenSchema });
export type PlanRenewalBody = z.input<typeof planRenewalBodySchema>;

/** The renewed plan, as the page states it before the donor confirms. */
export const planRenewalSchema = z.object({
  candidateId: idSchema,
  candidateName: z.string(),
  /** Dollars a month: the ending plan's amount. */
  amount: dollarsSchema,
  /** The saved card it charges. */
  card: z.object({ brand: z.string(), last4: z.string() }),
  /** The candidate's next cycle's last election: every charge is for it, the plan ends on its day. */
  election: electionRefSchema,
  cycle: z.string(),
  /** YYYY-MM-DD: the first charge (on confirming) and the second. */
  firstChargeOn: z.string(),
  nextChargeOn: z.string(),
  /** Charges the server's clock makes, the first included, and what they add up to. */
  gifts: z.number().int().nonnegative(),
  total: dollarsSchema,
});
export type PlanRenewal = z.infer<typeof planRenewalSchema>;

export const planRenewalStartedSchema = z.object({
  planId: idSchema,
  receipt: donationReceiptSchema,
});
export type PlanRenewalStarted = z.infer<typeof planRenewalStartedSchema>;

/** Routes of the contract's `donations` area (contract.ts), by name. */
export const planRenewalRoutes = {
  previewPlanRenewal: defineRoute({
    method: 'POST',
    path: '/api/donations/plan-renewal',
    body: planRenewalBodySchema,
    response: planRenewalSchema,
    summary: `The monthly gift a renewal link would start (400 unknown, 409 used or no next election, 403 expired link; links work ${PLAN_RENEWAL_LINK_DAYS} days)`,
  }),
  confirmPlanRenewal: defineRoute({
    method: 'POST',
    path: '/api/donations/plan-renewal/confirm',
    body: planRenewalBodySchema,
    response: planRenewalStartedSchema,
    summary:
      'Starts the renewed monthly gift of a renewal link, once: its first gift is made now with the saved card (the limit applies); a second click is a 409',
  }),
} satisfies RouteGroup;
