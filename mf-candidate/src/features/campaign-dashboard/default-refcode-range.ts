import type { CommitteeReportRange } from 'shared-api/contracts';

const DAY_MS = 86_400_000;

/**
 * The refcode form's first range: the last 30 days in UTC dates, today included (a refcode
 * cookie lasts 30 days, so this is every gift a code of the last month can still bring).
 */
export function defaultRefcodeRange(now: Date = new Date()): CommitteeReportRange {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(now.getTime() - 29 * DAY_MS)), to: day(now) };
}
