import type { FastifyBaseLogger } from 'fastify';
import { SERVER_IDEMPOTENCY_KEY_PREFIXES, utcDay, type RecurringPlan } from 'shared-api/contracts';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { ServerClock } from '../clock/server-clock';
import type { Db } from '../db/db';
import { DomainError, notFound } from '../domain-error';
import { electionRef } from '../elections/election-code';
import { enqueuePlanPausedNotice } from '../mail/recurring-mail';
import type { PaymentProvider } from '../payments/payment-provider';
import { PaymentUnavailableError, type DonationOutcome } from './make-donation';
import { PLAN_END_DAY } from './plan-end';
import { giveWithSavedCard } from './saved-card-gift';

// Monthly gifts (docs/donation-rules.md, "Monthly gifts"). A plan is started by a gift made
// with the form's explicit opt-in (that gift is charge 0); charge n is due on the plan's
// anchor day + n months and is an ordinary gift with the saved card (saved-card-gift.ts), so
// the limit and every other rule apply to it.
//
// Exactly once per period, across any number of server processes: charge n's donation has
// the idempotency key 'recurring:<plan>:<n>' (monthlyChargeKey), unique in donations, so a
// second attempt at the same period (another server, a retry, a clock tick after a crash)
// answers the first gift instead of charging. The prefix is the server's own
// (SERVER_IDEMPOTENCY_KEY_PREFIXES): a client's key beginning with it is refused with a 400,
// so nobody can take a period's key first (and so pause the plan for good). A run claims its
// plans with `for update skip locked` and a claim time in one statement, so two clocks do not
// even try the same plan at once. The plan moves to period n + 1 only if it is still at n (one
// conditional UPDATE, in the transaction that tags the gift with its plan).
//
// A decline pauses the plan with the provider's words; a gift the rules refuse (the limit, a
// candidate no longer taking gifts, no saved card) is not made and pauses it with that
// reason; the donor sees both on My donations and is mailed the reason (queued with the pause).
// A provider that does not answer leaves the gift pending (the reconcile job settles it) and
// the plan is tried again on a later run.
//
// A plan carries the election its donor chose (docs/donation-rules.md "Monthly gifts") and runs
// until the last election of that election's cycle (SQL paid_plan_elections, the form's
// planElections): each charge is designated to the first of the plan's elections on or after
// the charge's day (the chosen one until it is held, then the next of its cycle), as the form
// stated its total (monthlyPlanCharges): charges due on or before the end day are made; once
// the next one falls after it the plan is 'ended', and the clock charges nothing after that
// day (a charge it missed is not made late), it ends the plan instead. A plan whose second
// charge would fall after its end is never started (donation-routes.ts). Days are the
// server's clock's (clock/server-clock.ts), passed in as `now`; when support moves an
// election's day, the plan follows the row: nothing here names a day.

/** How long a run holds a plan it claimed: far longer than one charge takes. */
const CLAIM_SECONDS = 120;
export const DEFAULT_RECURRING_PERIOD_MS = 60_000;

export const PLAN_NOT_FOUND_MESSAGE = 'Monthly gift not found';

/** The idempotency key of charge `period` of plan `planId`: a key no client may send. */
export function monthlyChargeKey(planId: number, period: number): string {
  return `${SERVER_IDEMPOTENCY_KEY_PREFIXES.monthlyCharge}${planId}:${period}`;
}

const PLAN_COLUMNS = `p.id, p.candidate_id as "candidateId", c.name as "candidateName",
  p.amount_cents as "amountCents", p.status, p.pause_reason as "pauseReason",
  to_char(p.next_charge_on, 'YYYY-MM-DD') as "nextChargeOn",
  p.periods_charged as "giftsMade", p.created_at as "createdAt", e.id as "electionId",
  e.kind as "electionKind", to_char(e.election_date, 'YYYY-MM-DD') as "electionDate",
  (${PLAN_END_DAY}) as "endsOn"`;

const PLAN_FROM = `recurring_plans p join candidates c on c.id = p.candidate_id
  left join elections e on e.id = p.election_id`;

interface PlanRow extends Omit<RecurringPlan, 'amount' | 'createdAt' | 'election' | 'endsOn'> {
  endsOn: string | null;
  amountCents: number | string;
  createdAt: Date | string;
  electionId: number | string | null;
  electionKind: string | null;
  electionDate: string | null;
}

function toPlan(row: PlanRow): RecurringPlan {
  const { amountCents, createdAt, electionId, electionKind, electionDate, ...rest } = row;
  return {
    ...rest,
    amount: Number(amountCents) / 100,
    createdAt: new Date(createdAt).toISOString(),
    election:
      electionId === null ? null : electionRef(Number(electionId), electionKind!, electionDate!),
  };
}

/**
 * Starts the plan whose first gift (charge 0) was just made, and tags that gift with it. A
 * repeated submit of the same form starts no second plan (first_donation_id is unique).
 */
export async function startRecurringPlan(
  db: Db,
  plan: {
    userId: number;
    candidateId: number;
    amountCents: number;
    firstDonationId: number;
    firstGiftAt: Date;
    /** The first gift's election: every charge is designated to it; it ends on its day. */
    electionId: number | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into recurring_plans (user_id, candidate_id, amount_cents, anchor_on,
                                    periods_charged, next_charge_on, first_donation_id,
                                    election_id, language)
       values ($1, $2, $3, $4::date, 1, ($4::date + interval '1 month')::date, $5, $6,
               -- The language its first gift was made in: its mail's (docs/languages.md).
               (select d.language from donations d where d.id = $5))
       on conflict (first_donation_id) do nothing
       returning id`,
      [
        plan.userId,
        plan.candidateId,
        plan.amountCents,
        utcDay(plan.firstGiftAt),
        plan.firstDonationId,
        plan.electionId,
      ],
    );
    if (rows[0]) {
      await tx.query('update donations set recurring_plan_id = $1 where id = $2', [
        rows[0].id,
        plan.firstDonationId,
      ]);
    }
  });
}

/** The member's plans, newest first. */
export async function listRecurringPlans(db: Db, userId: number): Promise<RecurringPlan[]> {
  const { rows } = await db.query<PlanRow>(
    `select ${PLAN_COLUMNS} from ${PLAN_FROM} where p.user_id = $1 order by p.id desc`,
    [userId],
  );
  return rows.map(toPlan);
}

/**
 * Cancels one of the member's plans (again, or one that ended: answers it as it is); 404 for
 * anyone else's.
 */
export async function cancelRecurringPlan(
  db: Db,
  userId: number,
  planId: number,
): Promise<RecurringPlan> {
  await db.query(
    `update recurring_plans
        set status = 'cancelled', ended_at = now(), claimed_until = null
      where id = $1 and user_id = $2 and status in ('active', 'paused')`,
    [planId, userId],
  );
  const { rows } = await db.query<PlanRow>(
    `select ${PLAN_COLUMNS} from ${PLAN_FROM} where p.id = $1 and p.user_id = $2`,
    [planId, userId],
  );
  // Another member's plan answers as a missing one: its existence is not ours to tell.
  if (!rows[0]) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return toPlan(rows[0]);
}

interface DuePlan {
  id: number;
  userId: number;
  accountEmail: string;
  candidateId: number;
  amountCents: number | string;
  period: number;
  dueOn: string;
  /** The election this charge is designated to: the first of the plan's on or after today. */
  electionId: number | string | null;
  /** YYYY-MM-DD: the plan's last election's day (null: an old plan with no election, it ends). */
  endDay: string | null;
}

export interface RecurringRunReport {
  charged: number[];
  paused: { id: number; reason: string }[];
  /** Reached after its end day: ended, not charged. */
  ended: number[];
  /** The provider did not answer: tried again on a later run. */
  retry: number[];
}

async function claimDuePlans(db: Db, today: string, batch: number): Promise<DuePlan[]> {
  const { rows } = await db.query<DuePlan>(
    `update recurring_plans p set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      where p.id in (select q.id from recurring_plans q
                      where q.status = 'active' and q.next_charge_on <= $1::date
                        and (q.claimed_until is null or q.claimed_until <= now())
                      order by q.next_charge_on, q.id
                      limit $2
                        for update skip locked)
      returning p.id, p.user_id as "userId",
                (select u.email from users u where u.id = p.user_id) as "accountEmail",
                p.candidate_id as "candidateId", p.amount_cents as "amountCents",
                p.periods_charged as period, to_char(p.next_charge_on, 'YYYY-MM-DD') as "dueOn",
                (select pe.id from paid_plan_elections(p.candidate_id, p.election_id) pe
                  where pe.election_date >= $1::date
                  order by pe.election_date, pe.id limit 1) as "electionId",
                (${PLAN_END_DAY}) as "endDay"`,
    [today, batch],
  );
  return rows;
}

/**
 * Period n was given (gift `donationId`, which names its plan from the start): on to n + 1,
 * once; ended when that charge would fall after the plan's end day.
 */
async function advancePlan(db: Db, plan: DuePlan): Promise<void> {
  await db.query(
    `update recurring_plans
        set periods_charged = periods_charged + 1,
            next_charge_on = (anchor_on + make_interval(months => periods_charged + 1))::date,
            status = case when (anchor_on + make_interval(months => periods_charged + 1))::date
                               > $3::date then 'ended' else status end,
            ended_at = case when (anchor_on + make_interval(months => periods_charged + 1))::date
                                 > $3::date then now() else ended_at end,
            claimed_until = null
      where id = $1 and periods_charged = $2`,
    [plan.id, plan.period, plan.endDay],
  );
}

/** The clock reached a plan after its end day: it charges nothing more. */
async function endPlan(db: Db, planId: number): Promise<void> {
  await db.query(
    `update recurring_plans set status = 'ended', ended_at = now(), claimed_until = null
      where id = $1 and status = 'active'`,
    [planId],
  );
}

/** Pauses the plan and queues the donor's notice in the same transaction (only once). */
async function pausePlan(db: Db, planId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `update recurring_plans set status = 'paused', pause_reason = $2, claimed_until = null
        where id = $1 and status = 'active'
        returning id`,
      [planId, reason],
    );
    if (rows.length > 0) await enqueuePlanPausedNotice(tx, planId);
  });
}

/** The monthly charges due by `now` (UTC day), each at most once; one period per plan a run. */
export async function chargeDueRecurringPlans(
  db: Db,
  provider: PaymentProvider,
  { now, batch = 50 }: { now: Date; batch?: number },
): Promise<RecurringRunReport> {
  const report: RecurringRunReport = { charged: [], paused: [], ended: [], retry: [] };
  const today = utcDay(now);
  for (const plan of await claimDuePlans(db, today, batch)) {
    if (plan.endDay === null || plan.electionId === null || today > plan.endDay) {
      await endPlan(db, plan.id);
      report.ended.push(plan.id);
      continue;
    }
    let outcome: DonationOutcome;
    try {
      outcome = await giveWithSavedCard(db, provider, {
        userId: plan.userId,
        accountEmail: plan.accountEmail,
        candidateId: plan.candidateId,
        amount: Number(plan.amountCents) / 100,
        idempotencyKey: monthlyChargeKey(plan.id, plan.period),
        recurringPlanId: plan.id,
        electionId: plan.electionId === null ? null : Number(plan.electionId),
        now,
      });
    } catch (error) {
      if (error instanceof DomainError) {
        // The rules refuse this gift (the limit, ...): nothing is charged.
        const reason = `Not charged on ${plan.dueOn}: ${error.message}`;
        await pausePlan(db, plan.id, reason);
        report.paused.push({ id: plan.id, reason });
        continue;
      }
      if (!(error instanceof PaymentUnavailableError)) throw error;
      await db.query('update recurring_plans set claimed_until = null where id = $1', [plan.id]);
      report.retry.push(plan.id);
      continue;
    }
    if (outcome.status === 'declined') {
      const reason = `The charge of ${plan.dueOn} was declined: ${outcome.reason}`;
      await pausePlan(db, plan.id, reason);
      report.paused.push({ id: plan.id, reason });
      continue;
    }
    await advancePlan(db, plan);
    report.charged.push(plan.id);
  }
  return report;
}

/** Charges due plans now, then every `periodMs`, never overlapping (clock/periodic-job.ts). */
export function startRecurringGiftClock({
  db,
  provider,
  log,
  periodMs = DEFAULT_RECURRING_PERIOD_MS,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  periodMs?: number;
  /** The server's clock (clock/server-clock.ts): which charges are due, a plan's end. */
  clock: ServerClock;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'monthly gifts clock',
    periodMs,
    log,
    run: async () => {
      const report = await chargeDueRecurringPlans(db, provider, { now: clock.now() });
      if (report.charged.length + report.paused.length + report.ended.length > 0) {
        const { charged, paused, ended } = report;
        log.info({ charged, paused, ended }, 'monthly gifts charged');
      }
    },
  });
}
