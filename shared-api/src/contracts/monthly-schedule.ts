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

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

/**
 * 'YYYY-12-25' written as 'December 25, YYYY' (UTC: the day the server's clock charges), as
 * Intl's long en-US style writes it. By hand: the candidate page shows an election's day in
 * its first render, and a page's first Intl object loads ICU's data there (a long task;
 * bench/page-checks/start-up-work.spec.ts). The mails and the pages' English say the same.
 */
export function formatChargeDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** An election a monthly plan may give to, as the plan's schedule needs it. */
export interface PlanElection {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  /** The election's cycle, as its row names it (two years joined by a hyphen). */
  cycle: string;
  /** Cents the donor may still give for it; null when unknown (no limit is applied). */
  remainingCents?: number | null;
}

/**
 * The elections a plan for `chosen` gives to (docs/donation-rules.md "Monthly gifts"): the
 * chosen one and the later ones of its cycle, soonest first, out of the candidate's
 * `elections`. The plan runs until the last of them; each charge goes to the first of them on
 * or after its day, so it is the chosen election's until that election is held.
 */
export function planElections<E extends PlanElection>(
  elections: readonly E[],
  chosen: Pick<PlanElection, 'date' | 'cycle'>,
): E[] {
  return elections
    .filter((election) => election.cycle === chosen.cycle && election.date >= chosen.date)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

export interface PlanCharges {
  /** Each charge the clock makes, today's first: its day and the election it is for. */
  charges: { day: string; electionId: number }[];
  /** The day of the first charge the room left would refuse (the plan pauses), or null. */
  pausesOn: string | null;
  /** YYYY-MM-DD: the plan's last election's day, when it ends. */
  endsOn: string;
}

/**
 * What a plan begun on `today` for `amountCents` a month gives to `elections` (planElections,
 * soonest first): the charges the server's clock makes, today's included, each on or before
 * the last election's day, stopping where an election's room left would be passed. The
 * donate form states its count and total; the clock makes exactly these.
 */
export function monthlyPlanCharges(
  amountCents: number,
  today: Date,
  elections: readonly PlanElection[],
): PlanCharges {
  const endsOn = elections[elections.length - 1]?.date ?? '';
  const room = new Map(elections.map((election) => [election.id, election.remainingCents ?? null]));
  const anchor = utcDay(today);
  const charges: PlanCharges['charges'] = [];
  for (let n = 0; ; n += 1) {
    const day = monthlyChargeDay(anchor, n);
    const election = elections.find((candidate) => candidate.date >= day);
    if (!election) return { charges, pausesOn: null, endsOn };
    const left = room.get(election.id) ?? null;
    if (left !== null && left < amountCents) return { charges, pausesOn: day, endsOn };
    if (left !== null) room.set(election.id, left - amountCents);
    charges.push({ day, electionId: election.id });
  }
}
