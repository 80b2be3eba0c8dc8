import type { FastifyBaseLogger } from 'fastify';
import {
  monthlyChargeDay,
  monthlyPlanCharges,
  monthlyPlanPossible,
  PLAN_RENEWAL_EXPIRED_MESSAGE,
  PLAN_RENEWAL_LINK_DAYS,
  PLAN_RENEWAL_NO_CARD_MESSAGE,
  PLAN_RENEWAL_NO_ELECTION_MESSAGE,
  PLAN_RENEWAL_NOTICE_DAYS,
  PLAN_RENEWAL_UNKNOWN_MESSAGE,
  PLAN_RENEWAL_USED_MESSAGE,
  planElections,
  utcDay,
  type PlanRenewal,
} from 'shared-api/contracts';
import { hashLinkToken, newLinkToken } from '../auth/account-tokens';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { ServerClock } from '../clock/server-clock';
import type { Language } from 'shared-api/languages';
import type { Db, DbTx } from '../db/db';
import { conflict, DomainError, forbidden, invalid } from '../domain-error';
import { candidateElections, PAST_ELECTION_MESSAGE } from '../elections/candidate-elections';
import { electionRef } from '../elections/election-code';
import { mailLanguage, planMailLanguageSql } from '../languages/member-language';
import { enqueueMail } from '../mail/outbox';
import { planRenewalMail, type RenewalOffer } from '../mail/plan-renewal-mail';
import type { PaymentProvider } from '../payments/payment-provider';
import { readGiftState, roomLeftCents } from './donor-allowance';
import type { DonationOutcome } from './make-donation';
import { planEndDate } from './plan-end';
import { monthlyChargeKey } from './recurring-gifts';
import { giveWithSavedCard } from './saved-card-gift';
import { readSavedCard } from './saved-cards';

// A monthly plan's renewal (docs/donation-rules.md "Monthly gifts"). PLAN_RENEWAL_NOTICE_DAYS
// before a plan's end (its last election's day, on the server's clock) the donor is mailed
// once with a single-use link into the candidate's next cycle: its last election, the same
// amount and saved card. Once across servers: the claiming statement sets renewal_mailed_at
// only where it is null (`for update skip locked`, so two servers split the plans), and the
// link row and the mail are written in its transaction. A candidate with no election in the
// next cycle yet gets a mail that says so and offers no link.
//
// The link's page shows the renewed plan and its true total (monthlyPlanCharges, the count the
// clock makes) and confirming starts it as any plan starts: its first gift is made at once,
// with the saved card, the limit and every rule of a gift (charge 0 of the new plan, key
// `recurring:<plan>:0`). Single-use: confirming claims the link and writes the new plan in
// one transaction (the row locked), so a second click, even a simultaneous one, is refused;
// a first gift the rules refuse or the card declines undoes both, so the link can be used
// again once the donor has room or a card.

const DAY_MS = 86_400_000;
/** A run every hour: the notice is a day count. */
export const PLAN_RENEWAL_PERIOD_MS = 60 * 60_000;
/** How long confirming holds the new plan from the monthly clock while it charges it. */
const CONFIRM_CLAIM_SECONDS = 120;

interface EndingPlan {
  id: number;
  userId: number;
  donorEmail: string;
  candidateId: number;
  candidateName: string;
  amountCents: number | string;
  endDay: string;
  cycle: string;
  language: string | null;
}

interface NextElectionRow {
  id: number | string;
  kind: string;
  date: string;
  cycle: string;
}

/** The candidate's next cycle's last election (the cycle after `cycle`), or undefined. */
async function nextCycleElection(
  tx: DbTx,
  candidateId: number,
  cycle: string,
): Promise<NextElectionRow | undefined> {
  const { rows } = await tx.query<NextElectionRow>(
    `with next_cycle as (
       select ce.cycle_id from paid_candidate_elections($1, '-infinity') ce
        where ce.cycle_starts_on > (select y.ends_on from election_cycles y where y.id = $2)
        order by ce.cycle_starts_on, ce.cycle_id limit 1)
     select ce.id, ce.kind, to_char(ce.election_date, 'YYYY-MM-DD') as date, ce.cycle_id as cycle
       from paid_candidate_elections($1, '-infinity') ce
      where ce.cycle_id = (select cycle_id from next_cycle)
      order by ce.election_date desc, ce.id desc limit 1`,
    [candidateId, cycle],
  );
  return rows[0];
}

/** Mails each active plan ending within the notice its renewal, once; answers the plans. */
export async function mailPlanRenewals(
  db: Db,
  { now, publicOrigin, batch = 50 }: { now: Date; publicOrigin: string; batch?: number },
): Promise<{ mailed: number[] }> {
  const today = utcDay(now);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<EndingPlan>(
      `update recurring_plans r set renewal_mailed_at = $3::timestamptz
        where r.renewal_mailed_at is null
          and r.id in (select p.id from recurring_plans p
                        where p.status = 'active' and p.renewal_mailed_at is null
                          and p.election_id is not null
                          and (${planEndDate('p')}) between $1::date
                                                      and $1::date + ${PLAN_RENEWAL_NOTICE_DAYS}
                        order by p.id
                        limit $2
                          for update skip locked)
        returning r.id, r.user_id as "userId", r.candidate_id as "candidateId",
                  r.amount_cents as "amountCents",
                  (select u.email from users u where u.id = r.user_id) as "donorEmail",
                  (select c.name from candidates c where c.id = r.candidate_id) as "candidateName",
                  (select to_char((${planEndDate('r')}), 'YYYY-MM-DD')) as "endDay",
                  (select e.cycle_id from elections e where e.id = r.election_id) as cycle,
                  ${planMailLanguageSql('r')} as language`,
      [today, batch, now.toISOString()],
    );
    const mailed: number[] = [];
    for (const plan of rows) {
      const next = await nextCycleElection(tx, Number(plan.candidateId), plan.cycle);
      const token = newLinkToken();
      await tx.query(
        `insert into plan_renewals (plan_id, token_hash, election_id, expires_at)
         values ($1, $2, $3, $4::timestamptz)`,
        [
          plan.id,
          hashLinkToken(token),
          next?.id ?? null,
          new Date(now.getTime() + PLAN_RENEWAL_LINK_DAYS * DAY_MS).toISOString(),
        ],
      );
      const card = await readSavedCard(tx, Number(plan.userId));
      const offer: RenewalOffer | null = next
        ? {
            election: electionRef(Number(next.id), next.kind, next.date),
            cycle: next.cycle,
            card: card ? { brand: card.brand, last4: card.last4 } : null,
          }
        : null;
      await enqueueMail(
        tx,
        planRenewalMail(
          {
            donorEmail: plan.donorEmail,
            candidateName: plan.candidateName,
            amountCents: Number(plan.amountCents),
            endDay: plan.endDay,
            language: mailLanguage(plan.language),
          },
          offer,
          { token, publicOrigin },
        ),
      );
      mailed.push(Number(plan.id));
    }
    return { mailed };
  });
}

/** Runs now, then every PLAN_RENEWAL_PERIOD_MS (clock/periodic-job.ts). */
export function startPlanRenewalMail({
  db,
  publicOrigin,
  log,
  clock,
  periodMs = PLAN_RENEWAL_PERIOD_MS,
}: {
  db: Db;
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The server's clock (clock/server-clock.ts): a plan's end counts on it. */
  clock: ServerClock;
  periodMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'monthly gift renewals',
    periodMs,
    log,
    run: async () => {
      const { mailed } = await mailPlanRenewals(db, { now: clock.now(), publicOrigin });
      if (mailed.length > 0) log.info({ mailed }, 'monthly gift renewals mailed');
    },
  });
}

interface RenewalRow {
  planId: number | string;
  userId: number;
  accountEmail: string;
  candidateId: number;
  candidateName: string;
  amountCents: number | string;
  electionId: number | string | null;
  expiresAt: Date | string;
  usedAt: Date | string | null;
}

/** The renewal the token names, refused as the page explains: unknown, used, expired, none. */
async function readRenewal(
  db: Db | DbTx,
  token: string,
  now: Date,
  lock: boolean,
): Promise<RenewalRow & { electionId: number | string }> {
  const { rows } = await db.query<RenewalRow>(
    `select r.plan_id as "planId", p.user_id as "userId", u.email as "accountEmail",
            p.candidate_id as "candidateId", c.name as "candidateName",
            p.amount_cents as "amountCents", r.election_id as "electionId",
            r.expires_at as "expiresAt", r.used_at as "usedAt"
       from plan_renewals r
       join recurring_plans p on p.id = r.plan_id
       join users u on u.id = p.user_id
       join candidates c on c.id = p.candidate_id
      where r.token_hash = $1
      ${lock ? 'for update of r' : ''}`,
    [hashLinkToken(token)],
  );
  const row = rows[0];
  if (!row) throw invalid(PLAN_RENEWAL_UNKNOWN_MESSAGE, { token: PLAN_RENEWAL_UNKNOWN_MESSAGE });
  if (row.usedAt !== null) throw conflict(PLAN_RENEWAL_USED_MESSAGE);
  if (new Date(row.expiresAt).getTime() <= now.getTime()) {
    throw forbidden(PLAN_RENEWAL_EXPIRED_MESSAGE);
  }
  if (row.electionId === null) throw conflict(PLAN_RENEWAL_NO_ELECTION_MESSAGE);
  return { ...row, electionId: row.electionId };
}

/** The renewed plan as it would start on `now` (the server's clock), with its true total. */
export async function previewPlanRenewal(
  db: Db | DbTx,
  { token, now }: { token: string; now: Date },
  row?: RenewalRow & { electionId: number | string },
): Promise<PlanRenewal> {
  const renewal = row ?? (await readRenewal(db, token, now, false));
  const userId = Number(renewal.userId);
  const candidateId = Number(renewal.candidateId);
  const card = await readSavedCard(db, userId);
  if (!card) throw conflict(PLAN_RENEWAL_NO_CARD_MESSAGE);
  const today = utcDay(now);
  const ahead = await candidateElections(db, candidateId, today);
  const election = ahead.find((each) => each.id === Number(renewal.electionId));
  if (!election) throw conflict(PAST_ELECTION_MESSAGE);
  const plan = planElections(ahead, election);
  if (!monthlyPlanPossible(today, plan[plan.length - 1].date)) {
    throw conflict(PLAN_RENEWAL_NO_ELECTION_MESSAGE);
  }
  const state = await readGiftState(
    db,
    { candidateId, email: renewal.accountEmail, userId },
    null,
    { electionId: election.id, today },
  );
  const amountCents = Number(renewal.amountCents);
  const room = new Map([[election.id, roomLeftCents(state)]]);
  const { charges } = monthlyPlanCharges(
    amountCents,
    now,
    plan.map((each) => ({ ...each, remainingCents: room.get(each.id) ?? null })),
  );
  return {
    candidateId,
    candidateName: renewal.candidateName,
    amount: amountCents / 100,
    card: { brand: card.brand, last4: card.last4 },
    election: electionRef(election.id, election.kind, election.date),
    cycle: election.cycle,
    firstChargeOn: today,
    nextChargeOn: monthlyChargeDay(today, 1),
    gifts: charges.length,
    total: (charges.length * amountCents) / 100,
  };
}

/** Undoes a confirmation whose first gift was not made: no plan, the link usable again. */
async function undoConfirmation(db: Db, oldPlanId: number, newPlanId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update plan_renewals set used_at = null, renewed_plan_id = null
        where plan_id = $1 and renewed_plan_id = $2`,
      [oldPlanId, newPlanId],
    );
    await tx.query(`delete from recurring_plans where id = $1 and periods_charged = 0`, [
      newPlanId,
    ]);
  });
}

/**
 * Starts the renewed plan once: claims the link and writes the plan (period 0, held from the
 * monthly clock) in one transaction, then makes its first gift. Answers the new plan's id and
 * the gift's outcome; a gift refused or declined undoes the start.
 */
export async function confirmPlanRenewal(
  db: Db,
  provider: PaymentProvider,
  {
    token,
    now,
    language = null,
  }: {
    token: string;
    now: Date;
    /** The request's language: the renewed plan's mail's (docs/languages.md "Mail"). */
    language?: Language | null;
  },
): Promise<{ planId: number; outcome: DonationOutcome }> {
  const today = utcDay(now);
  const started = await db.transaction(async (tx) => {
    const renewal = await readRenewal(tx, token, now, true);
    // The same checks as the page (a held election, no card, no charge before the end).
    await previewPlanRenewal(tx, { token, now }, renewal);
    const { rows } = await tx.query<{ id: number }>(
      `insert into recurring_plans (user_id, candidate_id, amount_cents, anchor_on,
                                    periods_charged, next_charge_on, election_id, claimed_until,
                                    language)
       values ($1, $2, $3, $4::date, 0, $4::date, $5,
               now() + make_interval(secs => ${CONFIRM_CLAIM_SECONDS}), $6)
       returning id`,
      [
        renewal.userId,
        renewal.candidateId,
        renewal.amountCents,
        today,
        renewal.electionId,
        language,
      ],
    );
    const planId = Number(rows[0].id);
    await tx.query(
      `update plan_renewals set used_at = $2::timestamptz, renewed_plan_id = $3 where plan_id = $1`,
      [renewal.planId, now.toISOString(), planId],
    );
    return { renewal, planId };
  });
  const { renewal, planId } = started;
  const oldPlanId = Number(renewal.planId);
  let outcome: DonationOutcome;
  try {
    outcome = await giveWithSavedCard(db, provider, {
      userId: Number(renewal.userId),
      accountEmail: renewal.accountEmail,
      candidateId: Number(renewal.candidateId),
      amount: Number(renewal.amountCents) / 100,
      idempotencyKey: monthlyChargeKey(planId, 0),
      recurringPlanId: planId,
      electionId: Number(renewal.electionId),
      now,
      language,
    });
  } catch (error) {
    if (error instanceof DomainError) await undoConfirmation(db, oldPlanId, planId);
    else {
      // Charged or not, nobody knows: the monthly clock tries period 0 again with its key.
      await db.query('update recurring_plans set claimed_until = null where id = $1', [planId]);
    }
    throw error;
  }
  if (outcome.status === 'declined') {
    await undoConfirmation(db, oldPlanId, planId);
    return { planId, outcome };
  }
  await db.query(
    `update recurring_plans
        set periods_charged = 1, first_donation_id = $2, claimed_until = null,
            next_charge_on = (anchor_on + interval '1 month')::date
      where id = $1 and periods_charged = 0`,
    [planId, outcome.receipt.id],
  );
  return { planId, outcome };
}
