import type { Db } from '../db/db';

// The days of a chart and the ledger's per-day sums. Days are UTC calendar days, 'YYYY-MM-DD'
// (the site's other dates are UTC too); only succeeded gifts count, as in every running total
// (totals/recompute-totals.ts): a refunded gift no longer counts on the day it was made.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Every day from `first` to `last` inclusive (none when last is before first). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += DAY_MS) {
    days.push(utcDay(new Date(at)));
  }
  return days;
}

export interface DaySum {
  candidateId: number;
  day: string;
  cents: number;
  donors: number;
}

/**
 * Each candidate's succeeded money and different donors per UTC day (days with gifts only);
 * one donor is one donor key (donations/donor-identity.ts).
 */
export async function moneyPerDay(db: Db, candidateIds: readonly number[]): Promise<DaySum[]> {
  if (candidateIds.length === 0) return [];
  // A placeholder per id: PGlite and pg agree on scalar parameters, not on arrays.
  const placeholders = candidateIds.map((_, index) => `$${index + 1}`).join(', ');
  const { rows } = await db.query<DaySum>(
    `select candidate_id as "candidateId",
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            sum(amount_cents) as cents, count(distinct donor_email_key) as donors
       from donations
      where candidate_id in (${placeholders}) and status = 'succeeded'
      group by 1, 2`,
    [...candidateIds],
  );
  return rows;
}

/** Running totals in dollars, one per day, from cents per day (summed in cents: no drift). */
export function runningDollars(days: readonly string[], centsByDay: Map<string, number>): number[] {
  let cents = 0;
  return days.map((day) => {
    cents += centsByDay.get(day) ?? 0;
    return cents / 100;
  });
}

/** The first day a series starts on: the earliest of `starts` (registrations, first gifts). */
export function firstDay(starts: readonly string[], today: string): string {
  return starts.reduce((first, day) => (day < first ? day : first), today);
}
