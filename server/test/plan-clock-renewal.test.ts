import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  donationAllowanceSchema,
  monthlyPlanCharges,
  planElections,
  PLAN_RENEWAL_USED_MESSAGE,
  planRenewalSchema,
  utcDay,
} from 'shared-api/contracts';
import type { ServerClock } from '../src/clock/server-clock';
import type { Db } from '../src/db/db';
import { openPostgresDb } from '../src/db/postgres-db';
import { mailPlanRenewals } from '../src/donations/plan-renewals';
import { chargeDueRecurringPlans } from '../src/donations/recurring-gifts';
import { candidateElections } from '../src/elections/candidate-elections';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import {
  assertMoneyConsistent,
  donationForm,
  ITEMISED,
  postDonation,
} from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Monthly plans and the server's clock (docs/donation-rules.md "Monthly gifts", "The server's
// clock"): one settable clock (clock/server-clock.ts) decides every date, so a clock set
// across an election or a cycle's end moves undesignated gifts to the next election and ends
// plans at their last election with no code change; what the form states of a plan (its
// charges and total, monthlyPlanCharges over the allowance the server answers) is what the
// monthly clock makes when stepped to the end; a week before the end the donor is mailed once,
// across two servers on one database, with a renewal link that starts exactly one plan.

const ORIGIN = 'http://localhost:3000';
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const ROOMY = { max: 1_000_000, windowMs: 60_000 };

/** A clock the test sets, as PAID_CLOCK_OFFSET_MS sets the server's. */
function settableClock(day: string): ServerClock & { set(day: string): void } {
  let at = noon(day);
  return {
    now: () => new Date(at.getTime()),
    set: (next: string) => {
      at = noon(next);
    },
  };
}

/** Every day from `from` to `to` (YYYY-MM-DD), both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = noon(from); utcDay(at) <= to; at = new Date(at.getTime() + 86_400_000)) {
    days.push(utcDay(at));
  }
  return days;
}

let counter = 0;
const email = () => `planner${++counter}.${process.pid}@example.com`;

for (const kind of databaseKinds({
  differsByDatabase: "two servers' renewal mail jobs on two connections",
})) {
  describe(`monthly plans on the server's clock (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    const clock = settableClock('2026-10-01');
    const payments = () => createTestPaymentProvider({ db });

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db, {}, { payments: payments(), clock, limits: { donations: ROOMY } });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    /** A logged-in donor's monthly plan of $`amount` started on the clock's day. */
    async function startPlan(candidateId: number, amount: number, electionId?: number) {
      const userId = await insertUser(db, { email: email() });
      const cookies = await loginCookies(db, userId);
      const allowance = donationAllowanceSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/donations/allowance?candidateId=${candidateId}`,
            cookies,
          })
        ).json(),
      );
      // The allowance's day is the server's clock's, which the form counts from.
      assert.equal(allowance.today, utcDay(clock.now()));
      const chosen = allowance.elections.find(
        (election) => election.id === (electionId ?? allowance.nextElectionId),
      )!;
      // What the form states (saved-card-fields.tsx): the same function over the same answer.
      const stated = monthlyPlanCharges(
        amount * 100,
        noon(allowance.today!),
        planElections(allowance.elections, chosen).map((election) => ({
          ...election,
          remainingCents: Math.round(election.remaining * 100),
        })),
      );
      const response = await postDonation(
        app,
        donationForm(candidateId, {
          ...ITEMISED,
          amount,
          donorEmail: email(),
          electionId,
          saveCard: true,
          recurring: true,
        }),
        cookies,
      );
      assert.equal(response.statusCode, 201, response.body);
      const [plan] = (
        await app.inject({ method: 'GET', url: '/api/donations/recurring', cookies })
      ).json();
      return { userId, cookies, plan, stated };
    }

    /** Steps the clock day by day and runs the monthly clock on each (run(now) on the clock). */
    async function stepClock(from: string, to: string) {
      for (const day of daysBetween(from, to)) {
        clock.set(day);
        await chargeDueRecurringPlans(db, payments(), { now: clock.now() });
      }
    }

    async function chargesOf(planId: number) {
      const { rows } = await db.query<{ cents: string; electionId: string; day: string }>(
        `select amount_cents as cents, election_id as "electionId",
                to_char(created_at, 'YYYY-MM-DD') as day
           from donations where recurring_plan_id = $1 and status = 'succeeded' order by id`,
        [planId],
      );
      return rows.map((row) => ({ cents: Number(row.cents), electionId: Number(row.electionId) }));
    }

    it('moves undesignated gifts and ends plans across a cycle end, with no code change', async () => {
      clock.set('2026-10-01');
      const candidateId = await addCandidate(db, { name: 'Cy Clock', geographicCode: 'CA' });
      const { plan, stated, cookies } = await startPlan(candidateId, 25);
      // Undesignated on 1 Oct 2026 (the clock's day, not the machine's): the 2026 general.
      assert.equal(plan.election.code, 'G2026');
      assert.deepEqual(
        stated.charges.map((charge) => charge.day),
        ['2026-10-01', '2026-11-01'],
      );
      await stepClock('2026-10-02', '2026-12-31');
      const charges = await chargesOf(plan.id);
      assert.equal(charges.length, stated.charges.length);
      assert.equal(
        charges.reduce((sum, charge) => sum + charge.cents, 0),
        stated.charges.length * 2500,
      );
      const [ended] = (
        await app.inject({ method: 'GET', url: '/api/donations/recurring', cookies })
      ).json();
      assert.equal(ended.status, 'ended');
      // After the cycle's end the next cycle's elections take over: an undesignated gift and
      // the candidate's page follow the clock.
      const gift = await postDonation(app, donationForm(candidateId, { donorEmail: email() }));
      assert.equal(gift.statusCode, 201, gift.body);
      assert.match(gift.json().election.code, /^[PG]2028$/);
      const detail = (
        await app.inject({ method: 'GET', url: `/api/candidate/${candidateId}` })
      ).json();
      assert.equal(detail.nextElection.id, gift.json().election.id);
      await assertMoneyConsistent(db);
    });

    it("charges month by month what the form stated, through the chosen cycle's last election", async () => {
      clock.set('2027-01-15');
      const candidateId = await addCandidate(db, { name: 'Pat Primary', geographicCode: 'CA' });
      const [primary, ...later] = await candidateElections(db, candidateId, '2027-01-15');
      assert.equal(primary.kind, 'primary');
      const general = later.find(
        (election) => election.cycle === primary.cycle && election.kind === 'general',
      )!;
      const { plan, stated } = await startPlan(candidateId, 10, primary.id);
      assert.equal(stated.endsOn, general.date, "the plan runs until its cycle's last election");
      assert.ok(stated.charges.some((charge) => charge.electionId === general.id));
      await stepClock('2027-01-16', '2028-12-31');
      const charges = await chargesOf(plan.id);
      assert.deepEqual(
        charges.map((charge) => charge.electionId),
        stated.charges.map((charge) => charge.electionId),
        'each charge for the chosen election until it is held, then the next',
      );
      assert.equal(
        charges.reduce((sum, charge) => sum + charge.cents, 0),
        stated.charges.length * 1000,
      );
      const { rows } = await db.query<{ status: string }>(
        'select status from recurring_plans where id = $1',
        [plan.id],
      );
      assert.equal(rows[0].status, 'ended');
    });

    it('mails the renewal once a week before the end, across two servers, and renews once', async () => {
      clock.set('2026-09-01');
      const candidateId = await addCandidate(db, { name: 'Rene Renewal', geographicCode: 'OR' });
      const { plan, cookies, userId } = await startPlan(candidateId, 10);
      assert.equal(plan.election.code, 'G2026');
      const endDay = plan.election.date;
      const account = (
        await db.query<{ email: string }>('select email from users where id = $1', [userId])
      ).rows[0].email;
      const renewalMails = async () =>
        (
          await db.query<{ text: string }>(
            `select body_text as text from mail_outbox where recipient = $1 and kind = 'plan-renewal'`,
            [account],
          )
        ).rows;

      // Eight days before the end: not yet.
      const eightBefore = utcDay(new Date(noon(endDay).getTime() - 8 * 86_400_000));
      clock.set(eightBefore);
      assert.deepEqual(
        (await mailPlanRenewals(db, { now: clock.now(), publicOrigin: ORIGIN })).mailed,
        [],
      );
      // A week before: two servers (on PostgreSQL a second pool, as a second process has) and
      // repeated runs queue one mail.
      clock.set(utcDay(new Date(noon(endDay).getTime() - 7 * 86_400_000)));
      const second = kind === 'postgres' ? await openPostgresDb(database.url!) : db;
      try {
        const runs = await Promise.all(
          [db, second, db, second].map((on) =>
            mailPlanRenewals(on, { now: clock.now(), publicOrigin: ORIGIN }),
          ),
        );
        assert.deepEqual(
          runs.flatMap((run) => run.mailed).filter((id) => id === plan.id),
          [plan.id],
        );
      } finally {
        if (second !== db) await second.close();
      }
      const mails = await renewalMails();
      assert.equal(mails.length, 1);
      const token = /monthly-renewal\?token=([A-Za-z0-9_-]+)/.exec(mails[0].text)?.[1];
      assert.ok(token, mails[0].text);

      // The page's preview: the next cycle's last election, the same amount and card, and the
      // charges the clock will make from today through that day.
      const preview = planRenewalSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/donations/plan-renewal',
            payload: { token },
          })
        ).json(),
      );
      const [nextGeneral] = (await candidateElections(db, candidateId, '2027-01-01')).filter(
        (election) => election.kind === 'general',
      );
      assert.equal(preview.election.id, nextGeneral.id);
      assert.equal(preview.amount, 10);
      const expected = monthlyPlanCharges(1000, clock.now(), [
        { ...nextGeneral, remainingCents: null },
      ]);
      assert.equal(preview.gifts, expected.charges.length);
      assert.equal(preview.total, expected.charges.length * 10);

      // Two clicks at once: one plan starts, the other is refused; a later click too.
      const clicks = await Promise.all(
        [1, 2].map(() =>
          app.inject({
            method: 'POST',
            url: '/api/donations/plan-renewal/confirm',
            payload: { token },
          }),
        ),
      );
      assert.deepEqual(
        clicks.map((click) => click.statusCode).sort(),
        [201, 409],
        clicks.map((c) => c.body).join(),
      );
      const again = await app.inject({
        method: 'POST',
        url: '/api/donations/plan-renewal/confirm',
        payload: { token },
      });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, PLAN_RENEWAL_USED_MESSAGE);
      const plans = (
        await app.inject({ method: 'GET', url: '/api/donations/recurring', cookies })
      ).json();
      const renewed = plans.filter((each: { id: number }) => each.id !== plan.id);
      assert.equal(renewed.length, 1);
      assert.equal(renewed[0].status, 'active');
      assert.equal(renewed[0].election.id, nextGeneral.id);
      assert.equal(
        (await chargesOf(renewed[0].id)).length,
        1,
        'its first gift, made on confirming',
      );
      await assertMoneyConsistent(db);
    });

    it('says so, with no link, when the candidate has no election in the next cycle', async () => {
      clock.set('2028-09-01');
      const candidateId = await addCandidate(db, { name: 'Nell Nonext', geographicCode: 'WA' });
      const { plan, userId } = await startPlan(candidateId, 10);
      clock.set(utcDay(new Date(noon(plan.election.date).getTime() - 3 * 86_400_000)));
      const { mailed } = await mailPlanRenewals(db, { now: clock.now(), publicOrigin: ORIGIN });
      assert.ok(mailed.includes(plan.id));
      const { rows } = await db.query<{ text: string }>(
        `select body_text as text from mail_outbox
          where kind = 'plan-renewal' and recipient = (select email from users where id = $1)`,
        [userId],
      );
      assert.equal(rows.length, 1);
      assert.match(rows[0].text, /no election in the next cycle yet/);
      assert.doesNotMatch(rows[0].text, /monthly-renewal\?token=/);
    });
  });
}
