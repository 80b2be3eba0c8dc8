import type { RunningTotals, StateCode, StateMoney } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { readBrackets } from '../tournaments/bracket-view';
import { daysBetween, firstDay, moneyPerDay, runningDollars, utcDay } from './chart-days';

// GET /api/charts/states/:state: the state page's chart of the eight bracket candidates
// (round 1 of the state's current bracket, provisional before a start: the same candidates
// the bracket shows, tournaments/bracket-view.ts), each one's running total per day from the
// first registration among them to today. Each last total is the candidate's total on its card.

interface RegistrationRow {
  id: number;
  registeredOn: string;
}

export async function readStateMoney(
  db: Db,
  stateCode: StateCode,
  now: Date = new Date(),
): Promise<StateMoney> {
  const roundOne = (await readBrackets(db, 'state', stateCode)).filter(
    (match) => match.bracket.round === 1,
  );
  const candidates = roundOne
    .flatMap((match) => [match.candidate1, match.candidate2])
    .filter((candidate) => candidate !== null);
  const ids = candidates.map((candidate) => candidate.id);
  const today = utcDay(now);
  if (ids.length === 0) return { stateCode, days: [], candidates: [] };

  const placeholders = ids.map((_, index) => `$${index + 1}`).join(', ');
  const { rows: registrations } = await db.query<RegistrationRow>(
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as "registeredOn"
       from candidates where id in (${placeholders})`,
    ids,
  );
  const sums = await moneyPerDay(db, ids);
  const days = daysBetween(
    firstDay([...registrations.map((row) => row.registeredOn), ...sums.map((s) => s.day)], today),
    sums.reduce((last, sum) => (sum.day > last ? sum.day : last), today),
  );
  const series = candidates.map((candidate): RunningTotals => {
    const centsByDay = new Map(
      sums.filter((sum) => sum.candidateId === candidate.id).map((sum) => [sum.day, sum.cents]),
    );
    const totals = runningDollars(days, centsByDay);
    return {
      candidateId: candidate.id,
      name: candidate.name,
      totals,
      totalRaised: totals.at(-1) ?? 0,
    };
  });
  return { stateCode, days, candidates: series };
}
