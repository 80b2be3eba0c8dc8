// The monthly gift's calendar, without zod: the donation form shows it as the donor ticks
// "monthly", and the donation page must not wait for the schema library to draw.

/** YYYY-MM-DD of a date, UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Charge n of a plan begun on `anchor` (YYYY-MM-DD): n months later, on the same day of the
 * month or the month's last day when it is shorter (31 Jan -> 28 Feb -> 31 Mar), as
 * PostgreSQL's `date + interval 'n months'` counts, which the server's clock uses.
 */
export function monthlyChargeDay(anchor: string, n: number): string {
  const [year, month, day] = anchor.split('-').map(Number);
  const monthIndex = month - 1 + n;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return utcDay(new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))));
}

/**
 * Whether a monthly plan begun on `anchor` would charge again on or before `electionDay`: a
 * plan is offered (and started by the server) only then (docs/donation-rules.md).
 */
export function monthlyPlanPossible(anchor: string, electionDay: string): boolean {
  return monthlyChargeDay(anchor, 1) <= electionDay;
}

export interface MonthlyPreview {
  /** YYYY-MM-DD: the second charge (the first is made today). */
  nextChargeOn: string;
  /** Gifts from today up to and including election day (at least today's): the clock's count. */
  giftsUntilElection: number;
  /** Cents those gifts add up to. */
  totalUntilElectionCents: number;
  electionDay: string;
}

/**
 * What the form states once the donor opts into monthly giving, for a plan that runs until
 * `electionDay` (the designated election's day, YYYY-MM-DD): the server's clock charges every
 * monthly day on or before it, and nothing after.
 */
export function monthlyPreview(
  amountCents: number,
  today: Date,
  electionDay: string,
): MonthlyPreview {
  const anchor = utcDay(today);
  let gifts = 1;
  while (monthlyChargeDay(anchor, gifts) <= electionDay) gifts += 1;
  return {
    nextChargeOn: monthlyChargeDay(anchor, 1),
    giftsUntilElection: gifts,
    totalUntilElectionCents: gifts * amountCents,
    electionDay,
  };
}

/** '2026-12-25' written as 'December 25, 2026' (UTC: the day the server's clock charges). */
export function formatChargeDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  });
}
