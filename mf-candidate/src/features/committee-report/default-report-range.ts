import { COMMITTEE_REPORT_FIRST_DAY, type CommitteeReportRange } from 'shared-api/contracts';

/**
 * The form's first range: the year to date in UTC dates (the server reports UTC days), not
 * before the first day a report may start.
 */
export function defaultReportRange(now: Date = new Date()): CommitteeReportRange {
  const today = now.toISOString().slice(0, 10);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  return {
    from: yearStart < COMMITTEE_REPORT_FIRST_DAY ? COMMITTEE_REPORT_FIRST_DAY : yearStart,
    to: today,
  };
}
