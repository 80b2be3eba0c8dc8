import { z } from 'zod';
import { committeeReportRangeSchema } from './committee-report';
import { countSchema, idParamSchema, idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// The candidate owner's campaign figures (docs/refcodes.md): the refcode report for a range
// of UTC dates and the campaign dashboard. Money is in whole cents here (exact, summing to
// the candidate's totals); the pages format it.

/** A refcode a link may carry (?refcode=, ?refcode2=): anything else is ignored. */
export const REFCODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** The row of gifts that carried no refcode. */
export const NO_REFCODE = '(none)';

const centsSchema = z.number().int().nonnegative();
const isoDateSchema = z.iso.date();

export const refcodeRowSchema = z.object({
  /** The refcode, or NO_REFCODE. */
  refcode: z.string(),
  /** Visitors who opened one of the candidate's pages with it (one per visitor per day). */
  visits: countSchema,
  /** Succeeded gifts of the range (refunded ones count nowhere, as in the totals). */
  gifts: countSchema,
  moneyCents: centsSchema,
  /** gifts / visits, or null without visits. */
  conversionRate: z.number().nonnegative().nullable(),
  /** moneyCents / gifts rounded to the cent, or null without gifts. */
  averageGiftCents: centsSchema.nullable(),
  /** Donors whose first gift ever to this candidate is in the range. */
  newDonors: countSchema,
  /** Donors who gave to this candidate before the range. */
  returningDonors: countSchema,
});
export type RefcodeRow = z.infer<typeof refcodeRowSchema>;

export const refcodeReportSchema = z.object({
  candidateId: idSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  rows: z.array(refcodeRowSchema),
  /** The candidate's succeeded money and gifts of the range: the rows sum to these. */
  totalCents: centsSchema,
  totalGifts: countSchema,
});
export type RefcodeReport = z.infer<typeof refcodeReportSchema>;

const periodSchema = z.object({
  moneyCents: centsSchema,
  gifts: countSchema,
  donors: countSchema,
  averageGiftCents: centsSchema.nullable(),
});
export type DashboardPeriod = z.infer<typeof periodSchema>;

export const campaignDashboardSchema = z.object({
  candidateId: idSchema,
  /** The server clock's UTC day the figures are of. */
  today: isoDateSchema,
  /** Monday of today's UTC week. */
  weekStart: isoDateSchema,
  todayFigures: periodSchema,
  weekFigures: periodSchema,
  /** What the active monthly plans charge each month. */
  recurringMonthlyCents: centsSchema,
  activePlans: countSchema,
  /** What those plans will still charge until each one's end (its election), by month. */
  projection: z.array(z.object({ month: z.string(), cents: centsSchema })),
  projectedTotalCents: centsSchema,
  topRefcodes: z.array(
    z.object({ refcode: z.string(), gifts: countSchema, moneyCents: centsSchema }),
  ),
  topLinks: z.array(
    z.object({
      label: z.string(),
      visits: countSchema,
      gifts: countSchema,
      moneyCents: centsSchema,
    }),
  ),
});
export type CampaignDashboard = z.infer<typeof campaignDashboardSchema>;

const candidateParams = z.object({ candidateId: idParamSchema });

const OWNER_ONLY =
  '(the candidate owner only; 401 without a session, 403 for anyone else, 404 for an unknown candidate)';

/** Routes of the contract's `committeeReport` area (contract.ts), by name. */
export const campaignReportRoutes = {
  refcodeReport: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/refcodes',
    params: candidateParams,
    query: committeeReportRangeSchema,
    response: refcodeReportSchema,
    summary: `Per refcode, a range's visits, gifts, money, conversion, average gift and new vs returning donors ${OWNER_ONLY}`,
  }),
  campaignDashboard: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/dashboard',
    params: candidateParams,
    response: campaignDashboardSchema,
    summary: `Today's and this week's money, donors and average gift, monthly plans and their projection, top refcodes and links ${OWNER_ONLY}`,
  }),
} satisfies RouteGroup;
