import type { CommitteeReportRange } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { invalid } from '../domain-error';

// The earliest day a committee report may start (docs/donation-rules.md "Committee report"):
// the first day of the earliest election cycle, a row (elections are data), so no code names
// it. The range's shape (real dates, order, length) is the contract's schema; this is the
// part only the database knows, checked for every report, CSV and `.fec` file.

export interface ReportStart {
  /** YYYY-MM-DD */
  day: string;
  cycle: string;
}

/** The earliest cycle's first day and name; null when no cycle exists. */
export async function earliestReportStart(db: Db): Promise<ReportStart | null> {
  const { rows } = await db.query<ReportStart>(
    `select to_char(starts_on, 'YYYY-MM-DD') as day, id as cycle
       from election_cycles order by starts_on, id limit 1`,
  );
  return rows[0] ?? null;
}

export const reportStartMessage = ({ day, cycle }: ReportStart) =>
  `Reports start on or after ${day}, the first day of the ${cycle} cycle`;

/** Refuses (400 on `from`) a range that starts before the earliest cycle. */
export async function checkReportStart(db: Db, range: CommitteeReportRange): Promise<void> {
  const start = await earliestReportStart(db);
  if (start && range.from < start.day) {
    const message = reportStartMessage(start);
    throw invalid(message, { from: message });
  }
}
