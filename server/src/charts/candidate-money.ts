import type { CandidateMoney } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { daysBetween, firstDay, moneyPerDay, utcDay } from './chart-days';

// GET /api/charts/candidates/:candidateId: the candidate page's chart. Every day from the
// registration (or an earlier imported gift) to today, so the running total's last value is
// the candidate's total (candidates.total_donations_cents sums the same succeeded gifts).

interface CandidateRow {
  name: string;
  registeredOn: string;
}

/** The series of an active candidate, or null when there is none. */
export async function readCandidateMoney(
  db: Db,
  candidateId: number,
  now: Date = new Date(),
): Promise<CandidateMoney | null> {
  const { rows } = await db.query<CandidateRow>(
    `select name, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as "registeredOn"
       from candidates where id = $1 and is_active`,
    [candidateId],
  );
  if (!rows[0]) return null;
  const sums = await moneyPerDay(db, [candidateId]);
  const today = utcDay(now);
  const days = daysBetween(
    firstDay([rows[0].registeredOn, ...sums.map((sum) => sum.day)], today),
    // A gift dated after today (a clock ahead) still ends the series.
    sums.reduce((last, sum) => (sum.day > last ? sum.day : last), today),
  );
  const byDay = new Map(sums.map((sum) => [sum.day, sum]));
  let cents = 0;
  const series = days.map((day) => {
    const sum = byDay.get(day);
    cents += sum?.cents ?? 0;
    return { day, raised: (sum?.cents ?? 0) / 100, total: cents / 100, donors: sum?.donors ?? 0 };
  });
  return {
    candidateId,
    name: rows[0].name,
    days: series,
    totalRaised: cents / 100,
  };
}
