import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  candidateDetailSchema,
  donationAllowanceSchema,
  donationFormSchema,
  donationReceiptSchema,
  utcDay,
} from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { makeDonation } from '../src/donations/make-donation';
import { chargeDueRecurringPlans } from '../src/donations/recurring-gifts';
import { addCycle, addElection, editElection } from '../src/elections/election-admin';
import {
  candidateElections,
  NO_ELECTION_AHEAD_MESSAGE,
  PAST_ELECTION_MESSAGE,
} from '../src/elections/candidate-elections';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import { donationApp, donationForm, ITEMISED, postDonation } from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Elections as data (docs/donation-rules.md "Elections"): every gift is designated to one
// election of its candidate, the limit is per donor, per candidate, per election, an
// undesignated gift goes to the next election on or after its day, a past one is refused, and
// a clock moved across an election or a cycle's end moves gifts and monthly plans on with no
// code change. The locks and races of a gift are the donation tests' (both databases); these
// rules are one query's answer, so PGlite is enough.

const payments = (db: Db) => createTestPaymentProvider({ db });
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

let counter = 0;
const email = () => `elector${++counter}.${process.pid}@example.com`;

describe('elections and designation (pglite)', () => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;

  before(async () => {
    database = await createTestDatabase('pglite');
    db = database.db;
    app = donationApp(db, payments(db));
  });
  after(async () => {
    await app.close();
    await database.dispose();
  });

  /** A gift made directly at `now` (the clock the route does not let a test set). */
  async function giveAt(candidateId: number, now: Date, patch: Record<string, unknown> = {}) {
    const form = donationFormSchema.parse(donationForm(candidateId, patch));
    const outcome = await makeDonation(db, payments(db), {
      form,
      payment: { card: form.card },
      userId: null,
      campaignUrlId: null,
      now,
    });
    assert.equal(outcome.status, 'recorded');
    return outcome.status === 'recorded' ? outcome.receipt : assert.fail('declined');
  }

  it('takes $3,500 for the primary and $3,500 for the general from one donor, not a third', async () => {
    const candidateId = await addCandidate(db, { name: 'Pia Primary', geographicCode: 'CA' });
    const [primary, general] = await candidateElections(db, candidateId, utcDay(new Date()));
    assert.equal(primary.kind, 'primary');
    assert.equal(general.kind, 'general');
    const donorEmail = email();
    const gift = (electionId: number | undefined, amount: number) =>
      postDonation(app, donationForm(candidateId, { ...ITEMISED, donorEmail, amount, electionId }));

    const first = await gift(primary.id, 3_500);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(donationReceiptSchema.parse(first.json()).election?.code, primary.code);
    const second = await gift(general.id, 3_500);
    assert.equal(second.statusCode, 201, second.body);
    assert.equal(second.json().election.id, general.id);
    for (const electionId of [primary.id, general.id, undefined]) {
      const third = await gift(electionId, 1);
      assert.equal(third.statusCode, 400, third.body);
      assert.match(third.json().message, /limit per election: you have already given/);
    }
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from donations where donor_email = $1',
      [donorEmail],
    );
    assert.equal(rows[0].n, 2, 'nothing written for the refused gifts');
  });

  it('designates an undesignated gift to the next election, and says so everywhere', async () => {
    const candidateId = await addCandidate(db, { name: 'Ned Next', geographicCode: 'TX' });
    const userId = await insertUser(db, { email: email() });
    const cookies = await loginCookies(db, userId);
    const response = await postDonation(app, donationForm(candidateId, { amount: 40 }), cookies);
    assert.equal(response.statusCode, 201, response.body);

    const allowance = donationAllowanceSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/donations/allowance?candidateId=${candidateId}`,
          cookies,
        })
      ).json(),
    );
    const [next, later] = allowance.elections;
    assert.equal(allowance.nextElectionId, next.id);
    assert.equal(response.json().election.id, next.id);
    assert.deepEqual([next.given, next.remaining, later.given], [40, 3_460, 0]);

    const detail = candidateDetailSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/candidate/${candidateId}` })).json(),
    );
    assert.deepEqual(detail.nextElection, {
      id: next.id,
      kind: next.kind,
      date: next.date,
      code: next.code,
      provisional: next.provisional,
      dateProvisional: next.dateProvisional,
      limitProvisional: next.limitProvisional,
    });
    // A visitor (no session) reads every election ahead with its limit, as the allowance
    // lists them without the donor's figures.
    assert.deepEqual(
      detail.elections,
      allowance.elections.map(({ given: _given, remaining: _remaining, ...election }) => election),
    );
    const mine = await app.inject({ method: 'GET', url: '/api/donations/mine', cookies });
    assert.deepEqual(mine.json()[0].election, {
      id: next.id,
      kind: next.kind,
      date: next.date,
      code: next.code,
    });
  });

  it("answers a visitor the candidate's elections with their limits and which part is provisional", async () => {
    const candidateId = await addCandidate(db, { name: 'Vera Visitor', geographicCode: 'OH' });
    const read = async () =>
      candidateDetailSchema.parse(
        (await app.inject({ method: 'GET', url: `/api/candidate/${candidateId}` })).json(),
      ).elections;
    const ahead = await candidateElections(db, candidateId, utcDay(new Date()));
    const before = await read();
    assert.deepEqual(
      before.map((election) => [election.id, election.limit]),
      ahead.map((election) => [election.id, election.limitCents / 100]),
    );
    // Support publishes a new limit for the next election's cycle and marks its day provisional:
    // the answer follows the rows, naming each part.
    const [next] = before;
    const setRows = async (cents: number, limitProvisional: boolean, dateProvisional: boolean) => {
      await db.query(
        `update election_cycles set limit_per_election_cents = $2, limit_provisional = $3
          where id = $1`,
        [next.cycle, cents, limitProvisional],
      );
      await db.query('update elections set date_provisional = $2 where id = $1', [
        next.id,
        dateProvisional,
      ]);
    };
    try {
      await setRows(360_000, false, true);
      const [nextAfter] = await read();
      assert.deepEqual(
        {
          limit: nextAfter.limit,
          dateProvisional: nextAfter.dateProvisional,
          limitProvisional: nextAfter.limitProvisional,
          provisional: nextAfter.provisional,
        },
        { limit: 3_600, dateProvisional: true, limitProvisional: false, provisional: true },
      );
      await setRows(360_000, false, false);
      assert.equal((await read())[0].provisional, false);
    } finally {
      // The other tests of this file read the seeded rows.
      await setRows(next.limit * 100, next.limitProvisional, next.dateProvisional);
    }
  });

  it('moves a gift dated after an election on to the next one', async () => {
    const candidateId = await addCandidate(db, { name: 'Ola Onward', geographicCode: 'CA' });
    const [primary, general] = await candidateElections(db, candidateId, '2027-01-01');
    // On election day the election still takes gifts; the day after, the next one does.
    const onTheDay = await giveAt(candidateId, noon(primary.date));
    assert.equal(onTheDay.election?.id, primary.id);
    const dayAfter = new Date(noon(primary.date).getTime() + 86_400_000);
    const after = await giveAt(candidateId, dayAfter);
    assert.equal(after.election?.id, general.id);
  });

  it('refuses a gift for an election already held (409), and one of another candidate (400)', async () => {
    const candidateId = await addCandidate(db, { name: 'Pat Past', geographicCode: 'CA' });
    const [held] = await candidateElections(db, candidateId, '2026-01-01');
    assert.ok(held.date < utcDay(new Date()), 'a 2026 election is past');
    const refused = await postDonation(
      app,
      donationForm(candidateId, { donorEmail: email(), electionId: held.id }),
    );
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, PAST_ELECTION_MESSAGE);

    const texan = await addCandidate(db, { name: 'Tex Other', geographicCode: 'TX' });
    const [texasElection] = await candidateElections(db, texan, utcDay(new Date()));
    const foreign = await postDonation(
      app,
      donationForm(candidateId, { donorEmail: email(), electionId: texasElection.id }),
    );
    assert.equal(foreign.statusCode, 400, foreign.body);
    assert.ok(foreign.json().errors.electionId);
  });

  it('moves gifts and plans across a cycle end with no code change, and follows support', async () => {
    const candidateId = await addCandidate(db, { name: 'Cy Cycle', geographicCode: 'OR' });
    // The last day of 2025-2026 is its general election; the next day belongs to 2027-2028.
    const [lastOfCycle] = await candidateElections(db, candidateId, '2026-11-03');
    assert.equal(lastOfCycle.code, 'G2026');
    const inOld = await giveAt(candidateId, noon('2026-11-03'));
    assert.equal(inOld.election?.code, 'G2026');
    const inNew = await giveAt(candidateId, noon('2026-11-04'));
    assert.equal(inNew.election?.code.slice(1), '2028');

    // A monthly plan of the old cycle (tied to its general) is ended by the clock once past
    // that day, never charged into the next cycle.
    const userId = await insertUser(db, { email: email() });
    const { rows: plans } = await db.query<{ id: number }>(
      `insert into recurring_plans (user_id, candidate_id, amount_cents, anchor_on,
                                    periods_charged, next_charge_on, election_id)
       values ($1, $2, 1000, '2026-10-03', 1, '2026-11-03', $3),
              ($1, $2, 1000, '2026-10-04', 1, '2026-11-04', $3)
       returning id`,
      [userId, candidateId, lastOfCycle.id],
    );
    const report = await chargeDueRecurringPlans(db, payments(db), { now: noon('2026-11-05') });
    assert.deepEqual(
      [...report.ended].sort((a, b) => a - b),
      plans.map((plan) => Number(plan.id)),
    );
    assert.deepEqual(report.charged, []);

    // Support adds the cycle after next and a candidate's primary in it: gifts made after the
    // 2028 general go there, read from the rows.
    await addCycle(db, {
      id: '2029-2030',
      startsOn: '2028-11-08',
      endsOn: '2030-11-05',
      limit: 3_600,
      limitProvisional: true,
    });
    const primary2030 = await addElection(db, {
      cycle: '2029-2030',
      kind: 'primary',
      scope: 'OR',
      date: '2030-05-19',
    });
    const late = await giveAt(candidateId, noon('2028-11-08'));
    assert.equal(late.election?.id, primary2030.id);
    assert.equal(late.election?.code, 'P2030');
    // Support moves the day: the next gift reads the new row (past it, no election is left
    // for this candidate until support adds one, and the gift is refused).
    const moved = await editElection(db, primary2030.id, { date: '2030-05-12' });
    assert.equal(moved.date, '2030-05-12');
    assert.equal((await giveAt(candidateId, noon('2030-05-12'))).election?.id, primary2030.id);
    await assert.rejects(giveAt(candidateId, noon('2030-05-13')), {
      message: NO_ELECTION_AHEAD_MESSAGE,
    });
  });

  it('runs a monthly plan until its election, and offers none that could not charge again', async () => {
    const candidateId = await addCandidate(db, { name: 'Mo Monthly', geographicCode: 'NV' });
    const userId = await insertUser(db, { email: email() });
    const cookies = await loginCookies(db, userId);
    // Ten days before the last election of a cycle (the server's clock set there): a monthly
    // plan for it, or for an earlier election of that cycle, would never charge again.
    const general = (await candidateElections(db, candidateId, utcDay(new Date()))).find(
      (election) => election.kind === 'general',
    )!;
    const tenDaysBefore = new Date(noon(general.date).getTime() - 10 * 86_400_000);
    const setApp = testApp(db, {}, { payments: payments(db), clock: { now: () => tenDaysBefore } });
    try {
      const refused = await postDonation(
        setApp,
        donationForm(candidateId, {
          ...ITEMISED,
          donorEmail: email(),
          electionId: general.id,
          saveCard: true,
          recurring: true,
        }),
        cookies,
      );
      assert.equal(refused.statusCode, 400, refused.body);
      assert.ok(refused.json().errors.recurring, refused.body);
    } finally {
      await setApp.close();
    }

    // Designated to the general: the plan carries it and the clock charges until its day.
    assert.equal(general.kind, 'general');
    const started = await postDonation(
      app,
      donationForm(candidateId, {
        ...ITEMISED,
        donorEmail: email(),
        amount: 10,
        electionId: general.id,
        saveCard: true,
        recurring: true,
      }),
      cookies,
    );
    assert.equal(started.statusCode, 201, started.body);
    const [plan] = (
      await app.inject({ method: 'GET', url: '/api/donations/recurring', cookies })
    ).json();
    assert.equal(plan.election.id, general.id);
    // Moved to begin a month before election day: charged on the day, then ended.
    const anchor = `${general.date.slice(0, 8)}01`;
    await db.query(
      `update recurring_plans set anchor_on = ($2::date - interval '1 month')::date,
                                  next_charge_on = $2::date
        where id = $1`,
      [plan.id, anchor],
    );
    const charged = await chargeDueRecurringPlans(db, payments(db), { now: noon(anchor) });
    assert.deepEqual(charged.charged, [plan.id], JSON.stringify(charged));
    const { rows } = await db.query<{ electionId: string }>(
      `select election_id as "electionId" from donations where recurring_plan_id = $1`,
      [plan.id],
    );
    assert.deepEqual(
      rows.map((row) => Number(row.electionId)),
      [general.id, general.id],
    );
    const [ended] = (
      await app.inject({ method: 'GET', url: '/api/donations/recurring', cookies })
    ).json();
    assert.equal(ended.status, 'ended', 'the next monthly day falls after the election');
  });
});
