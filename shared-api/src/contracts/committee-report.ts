import { z } from 'zod';
import { countSchema, dollarsSchema, idParamSchema, idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// The committee report (docs/donation-rules.md "Committee report"): a candidate's
// itemized contributions for a range of UTC dates, as FEC Schedule A columns, and a summary
// per election. One range schema checks the account page's form and the server's query.

/** The longest range one report covers, both ends counted: two years, a whole cycle. */
export const COMMITTEE_REPORT_MAX_DAYS = 731;

/** The header row of the contributions CSV: FEC Schedule A's columns, in its order. */
export const SCHEDULE_A_COLUMNS = [
  'Contributor Name',
  'Street 1',
  'Street 2',
  'City',
  'State',
  'ZIP Code',
  'Employer',
  'Occupation',
  'Date of Receipt',
  'Amount',
  'Aggregate Election-to-Date',
  /** The FEC code of the election the gift is designated to: P2028, G2028. */
  'Election',
  'Memo',
] as const;

/** The header row of the summary CSV, one line per election. */
export const REPORT_SUMMARY_COLUMNS = [
  'Election',
  'From',
  'To',
  'Total Receipts',
  'Contributions',
  'Itemized Total',
  'Itemized Contributions',
  'Unitemized Total',
  'Unitemized Contributions',
  'Distinct Contributors',
  'Refunded Total',
  'Refunded Contributions',
] as const;

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (YYYY-MM-DD, UTC), counting both: 2026-01-01..2026-01-01 is 1. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const isoDateSchema = z.iso.date();
const isIsoDate = (value: string) => isoDateSchema.safeParse(value).success;

const reportDate = (which: 'start' | 'end') =>
  z
    .string(`Enter the ${which} date`)
    .trim()
    .min(1, `Enter the ${which} date`)
    .pipe(z.iso.date(`Enter the ${which} date as YYYY-MM-DD`));

/**
 * The report's range, inclusive, in UTC dates: the form's values and the routes' query (the
 * earliest start, which is data, is the server's check).
 * Problems of the pair are reported on the field to change (`to`, or `from` for the start).
 */
export const committeeReportRangeSchema = z
  .object({ from: reportDate('start'), to: reportDate('end') })
  .superRefine(({ from, to }, context) => {
    // zod runs an object's refinement even when a field failed: compare real dates only, so
    // each field shows its own problem first.
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    // The earliest start is the first cycle's first day, a row: the server checks it
    // (server/src/committee-report/report-start.ts).
    if (to < from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must be on or after the start date',
      });
    } else if (daysInRange(from, to) > COMMITTEE_REPORT_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A report covers at most ${COMMITTEE_REPORT_MAX_DAYS} days (two years)`,
      });
    }
  });
export type CommitteeReportRange = z.input<typeof committeeReportRangeSchema>;

/** One election's figures for the range; money in dollars, succeeded gifts only as receipts. */
export const electionSummarySchema = z.object({
  /** The election's FEC code (P2028, G2028), as the limit counts gifts: one line each. */
  election: z.string(),
  /** The part of the range inside this election (UTC dates, inclusive). */
  from: isoDateSchema,
  to: isoDateSchema,
  totalReceipts: dollarsSchema,
  contributionCount: countSchema,
  /** Gifts whose contributor's election-to-date aggregate, with the gift, passes $200. */
  itemizedTotal: dollarsSchema,
  itemizedCount: countSchema,
  unitemizedTotal: dollarsSchema,
  unitemizedCount: countSchema,
  /** People who gave in the range, matched as the limit matches donors. */
  contributorCount: countSchema,
  /** Refunded gifts of the range: listed in the CSV with a memo, not receipts. */
  refundedTotal: dollarsSchema,
  refundedCount: countSchema,
});
export type ElectionSummary = z.infer<typeof electionSummarySchema>;

export const committeeReportSchema = z.object({
  candidateId: idSchema,
  candidateName: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  elections: z.array(electionSummarySchema),
});
export type CommitteeReport = z.infer<typeof committeeReportSchema>;

const candidateParams = z.object({ candidateId: idParamSchema });

const OWNER_OR_SUPPORT =
  '(the candidate owner or support; 401 without a session, 403 for anyone else, 404 for an unknown candidate, 400 for a bad range)';

/** A CSV file travels as text (text/csv; charset=utf-8, an attachment). */
const csvSchema = z.string();

/** A `.fec` filing travels as text (text/plain, printable ASCII, an attachment). */
const fecFileSchema = z.string();

/** Routes of the contract's `committeeReport` area (contract.ts), by name. */
export const committeeReportRoutes = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report',
    params: candidateParams,
    query: committeeReportRangeSchema,
    response: committeeReportSchema,
    summary: `A candidate's per-election summary of contributions for a range of UTC dates ${OWNER_OR_SUPPORT}`,
  }),
  contributionsCsv: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/contributions.csv',
    params: candidateParams,
    query: committeeReportRangeSchema,
    response: csvSchema,
    produces: 'text/csv',
    summary: `The range's contributions as a CSV of FEC Schedule A columns ${OWNER_OR_SUPPORT}`,
  }),
  summaryCsv: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/summary.csv',
    params: candidateParams,
    query: committeeReportRangeSchema,
    response: csvSchema,
    produces: 'text/csv',
    summary: `The per-election summary as a CSV ${OWNER_OR_SUPPORT}`,
  }),
  scheduleAFec: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/schedule-a.fec',
    params: candidateParams,
    query: committeeReportRangeSchema,
    response: fecFileSchema,
    produces: 'text/plain',
    summary: `The range's itemized receipts as an FEC electronic filing (format 8.4: HDR, F3N, one SA11AI per receipt) ${OWNER_OR_SUPPORT}`,
  }),
  fortyEightHourNoticesFec: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/48-hour-notices.fec',
    params: candidateParams,
    query: committeeReportRangeSchema,
    response: fecFileSchema,
    produces: 'text/plain',
    summary: `The range's gifts of $1,000 or more received 19 to 3 days before one of the candidate's elections, as an FEC Form 6 (format 8.4: HDR, F6N, one F65 per gift) ${OWNER_OR_SUPPORT}`,
  }),
} satisfies RouteGroup;
