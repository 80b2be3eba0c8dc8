import type { CommitteeReportRange } from 'shared-api/contracts';

/**
 * The form's first range: the year to date in UTC dates (the server reports UTC days; it
 * answers a range before the first election cycle with a 400 on the start date).
 */
export function defaultReportRange(now: Date = new Date()): CommitteeReportRange {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
