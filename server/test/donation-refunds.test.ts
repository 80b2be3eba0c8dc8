import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SECRET_HEADER, type BracketMatch } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import { recomputeTotals } from '../src/totals/recompute-totals';
import { advanceTournaments } from '../src/tournaments/advance-tournaments';
import {
  assertMoneyConsistent,
  countingProvider,
  donationForm,
  ITEMISED,
  postDonation,
} from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import {
  addCandidate,
  createTournament,
  DAY_MS,
  donate,
  tournamentState,
} from './helpers/tournament-fixtures';

// Support's refund (docs/donation-rules.md, "Refunds"): every total a gift moved moves back in
// one transaction, exactly; a decided round stays decided with a ledger row; a refund is
// idempotent and only of a succeeded gift; the donor's own list shows it.

const SECRET = 'r'.repeat(64);
const ROOMY = { max: 1_000_000, windowMs: 60_000 };

/** Every running total, as the tables keep them. */
async function keptTotals(db: Db) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    candidates: await read('select id, total_donations_cents from candidates order by id'),
    streams: await read('select id, total_cents from fundraising_streams order by id'),
    states: await read(
      'select state_code, total_raised_cents from state_totals where total_raised_cents > 0 order by 1',
    ),
    platform: await read('select total_raised_cents, total_donors from platform_totals'),
    donors: await read('select email_key from donors order by email_key'),
  };
}

/** The kept totals equal what recomputeTotals makes of the donations: it finds nothing to fix. */
async function assertRecomputeChangesNothing(db: Db) {
  const kept = await keptTotals(db);
  let recomputed: Awaited<ReturnType<typeof keptTotals>> | undefined;
  // Recompute inside a transaction that is rolled back, so the check itself changes nothing.
  await db
    .transaction(async (tx) => {
      await recomputeTotals(tx);
      recomputed = await keptTotals(tx as unknown as Db);
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  assert.deepEqual(kept, recomputed);
}

for (const kind of databaseKinds({
  differsByDatabase: 'two refunds of one gift racing to the database',
})) {
  describe(`refunds (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let adminCookies: Record<string, string>;
    let memberId: number;
    let memberCookies: Record<string, string>;
    let otherCookies: Record<string, string>;
    const payments = countingProvider({ inner: createTestPaymentProvider() });

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db, {}, { payments, adminSecret: SECRET, limits: { donations: ROOMY } });
      const adminId = await insertUser(db);
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      adminCookies = await loginCookies(db, adminId);
      memberId = await insertUser(db, { email: 'member@example.com' });
      memberCookies = await loginCookies(db, memberId);
      otherCookies = await loginCookies(db, await insertUser(db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const refund = (
      id: number | string,
      options: { cookies?: Record<string, string>; secret?: boolean; reason?: string } = {},
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/donations/${id}/refund`,
        cookies: options.cookies ?? adminCookies,
        headers: options.secret ? { [ADMIN_SECRET_HEADER]: SECRET } : {},
        payload: options.reason === undefined ? {} : { reason: options.reason },
      });

    async function give(candidateId: number, amount: number, email: string, cookies = {}) {
      const response = await postDonation(
        app,
        donationForm(candidateId, { amount, donorEmail: email, ...ITEMISED }),
        cookies,
      );
      assert.equal(response.statusCode, 201, response.body);
      return response.json().id as number;
    }

    it('moves every total back exactly, in a live stream and an active round; decided rounds stay', async () => {
      // A city race (a 2-bracket: one round, the final) that started an hour ago.
      const start = new Date(Date.now() - 60 * 60 * 1000);
      // Registered before the start, so the start seeds them.
      const registeredAt = new Date(start.getTime() - 60 * 60 * 1000);
      const city = { geographicCode: '0644000', registeredAt };
      const alma = await addCandidate(db, { name: 'Alma Reyes', ...city });
      const boyd = await addCandidate(db, { name: 'Boyd Chen', ...city });
      const tournamentId = await createTournament(db, {
        level: 'city',
        geographicCode: '0644000',
        startDate: start,
        roundLengthDays: 1,
      });
      await advanceTournaments(db, new Date());
      assert.equal((await tournamentState(db, tournamentId)).status, 'active');
      const { rows: streams } = await db.query<{ id: number }>(
        'insert into fundraising_streams (candidate_id) values ($1) returning id',
        [alma],
      );
      const streamId = streams[0].id;

      // The member gives twice while Alma streams; two others give; one gift was written
      // without a payment (as the seed's are).
      const onStream = await give(alma, 300, 'member@example.com', memberCookies);
      const second = await give(alma, 40, 'member@example.com', memberCookies);
      const other = await give(alma, 25, 'olive@example.com');
      const rival = await give(boyd, 200, 'rhea@example.com');
      const seeded = (await donate(db, boyd, 150_00, { email: 'sam@example.com' })).donation.id;
      await assertRecomputeChangesNothing(db);

      const before = await db.query<{ id: number }>('select max(id) as id from live_events');
      const first = await refund(onStream, { reason: ' Donor asked ' });
      assert.equal(first.statusCode, 200, first.body);
      const body = first.json();
      assert.equal(body.amount, 300);
      assert.equal(body.reason, 'Donor asked');
      assert.match(body.refundId, /^test_re_/);
      assert.equal(body.decidedMatches, 0);
      // The seed's gift: no charge to give back, the totals move all the same.
      const unpaid = await refund(seeded, { secret: true });
      assert.equal(unpaid.statusCode, 200, unpaid.body);
      assert.equal(unpaid.json().refundId, null);
      assert.equal(unpaid.json().decidedMatches, 0);

      // Exact figures: Alma keeps 40 + 25, her stream 40 + 25, Boyd 200; the platform the
      // same; sam@ no longer counts as a donor (no other gift), member@ still does.
      const totals = async (sql: string, params: unknown[]) =>
        Number((await db.query<{ n: number }>(sql, params as never[])).rows[0].n);
      assert.equal(
        await totals('select total_donations_cents as n from candidates where id = $1', [alma]),
        6500,
      );
      assert.equal(
        await totals('select total_donations_cents as n from candidates where id = $1', [boyd]),
        20000,
      );
      assert.equal(
        await totals('select total_cents as n from fundraising_streams where id = $1', [streamId]),
        6500,
      );
      assert.equal(
        await totals(
          "select total_raised_cents as n from state_totals where state_code = 'CA'",
          [],
        ),
        26500,
      );
      assert.equal(await totals('select total_raised_cents as n from platform_totals', []), 26500);
      assert.equal(await totals('select total_donors as n from platform_totals', []), 3);
      await assertRecomputeChangesNothing(db);

      // Viewers are told: the candidate's page and the competition's money, per refund.
      const { rows: events } = await db.query<{ topic: string; kind: string }>(
        'select topic, kind from live_events where id > $1 order by id',
        [before.rows[0].id ?? 0],
      );
      assert.deepEqual(events, [
        { topic: `candidate:${alma}`, kind: 'donation' },
        { topic: 'competition', kind: 'money' },
        { topic: `candidate:${boyd}`, kind: 'donation' },
        { topic: 'competition', kind: 'money' },
      ]);

      // The round ends: the refunded gift did not count in it (Alma 65 < Boyd 200).
      await advanceTournaments(db, new Date(start.getTime() + 2 * DAY_MS));
      const { rows: decided } = await db.query<{
        id: number;
        raised1: number;
        raised2: number;
        winnerId: number;
      }>(
        `select id, raised1_cents as raised1, raised2_cents as raised2, winner_id as "winnerId"
           from bracket_matches where tournament_id = $1`,
        [tournamentId],
      );
      assert.deepEqual(
        [decided[0].raised1, decided[0].raised2].sort((a, b) => a - b),
        [6500, 20000],
      );
      assert.equal(decided[0].winnerId, boyd);

      // The bracket's answer: a decided match, no refund after it yet (the field is absent).
      const bracket = async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/api/tournament/city/0644000/brackets',
        });
        assert.equal(response.statusCode, 200, response.body);
        return response.json() as BracketMatch[];
      };
      const [decidedMatch] = await bracket();
      assert.equal(decidedMatch.winner?.id, boyd);
      assert.equal(decidedMatch.refundedAfterDecision, undefined);

      // A refund after the round was decided: the match stays as decided, the ledger says why.
      const late = await refund(rival);
      assert.equal(late.statusCode, 200, late.body);
      assert.equal(late.json().decidedMatches, 1);
      const { rows: after } = await db.query(
        `select raised1_cents as raised1, raised2_cents as raised2, winner_id as "winnerId"
           from bracket_matches where id = $1`,
        [decided[0].id],
      );
      assert.deepEqual(after[0], {
        raised1: decided[0].raised1,
        raised2: decided[0].raised2,
        winnerId: boyd,
      });
      const { rows: ledger } = await db.query(
        `select match_id as "matchId", donation_id as "donationId", amount_cents as "amountCents"
           from bracket_match_refunds`,
      );
      assert.deepEqual(ledger, [{ matchId: decided[0].id, donationId: rival, amountCents: 20000 }]);
      // ...and the bracket shows it: the match, still won by Boyd, with his side's $200
      // refunded after the decision (Alma's refund came before it: not in the ledger).
      const [shown] = await bracket();
      assert.equal(shown.winner?.id, boyd);
      const boydSide = shown.candidate1?.id === boyd ? 'candidate1Cents' : 'candidate2Cents';
      const almaSide = boydSide === 'candidate1Cents' ? 'candidate2Cents' : 'candidate1Cents';
      assert.deepEqual(shown.refundedAfterDecision, { [boydSide]: 20000, [almaSide]: 0 });
      assert.equal((await tournamentState(db, tournamentId)).winnerId, boyd);
      await assertRecomputeChangesNothing(db);

      // The donor's own list shows the refund, newest first.
      const mine = await app.inject({
        method: 'GET',
        url: '/api/donations/mine',
        cookies: memberCookies,
      });
      assert.equal(mine.statusCode, 200);
      assert.deepEqual(
        mine.json().map((gift: { id: number; status: string }) => [gift.id, gift.status]),
        [
          [second, 'succeeded'],
          [onStream, 'refunded'],
        ],
      );
      assert.ok(mine.json()[1].refundedAt);
      assert.ok(other > 0);
    });

    it('refunds once: a second refund is a 409 that says so and moves nothing', async () => {
      const candidateId = await addCandidate(db, { name: 'Ida Once', geographicCode: 'OR' });
      const id = await give(candidateId, 80, 'twice@example.com');
      const charges = payments.charges.length;
      const [one, two] = await Promise.all([refund(id), refund(id)]);
      const statuses = [one.statusCode, two.statusCode].sort();
      assert.deepEqual(statuses, [200, 409]);
      const refused = one.statusCode === 409 ? one : two;
      assert.match(
        refused.json().message,
        /^PAID-\d{6} was already refunded on .*: nothing was refunded again$/,
      );
      const again = await refund(id);
      assert.equal(again.statusCode, 409);
      assert.equal(payments.charges.length, charges, 'a refund charges nothing');
      const { rows } = await db.query<{ total: number }>(
        'select total_donations_cents as total from candidates where id = $1',
        [candidateId],
      );
      assert.equal(Number(rows[0].total), 0);
      await assertRecomputeChangesNothing(db);
    });

    it('two refunds racing past the first check still count back once (the database decides)', async () => {
      // Both requests read the gift as succeeded and reach the provider before either writes:
      // only paid_refund_donation's "only a succeeded row" can keep the second from counting.
      let arrived = 0;
      let release!: () => void;
      const bothArrived = new Promise<void>((resolve) => (release = resolve));
      const inner = createTestPaymentProvider();
      const gated = countingProvider({ inner });
      const raceApp = testApp(
        db,
        {},
        {
          payments: {
            ...gated,
            async refund(request) {
              arrived += 1;
              if (arrived === 2) release();
              await bothArrived;
              return inner.refund(request);
            },
          },
          adminSecret: SECRET,
          limits: { donations: ROOMY },
        },
      );
      try {
        const candidateId = await addCandidate(db, { name: 'Rae Race', geographicCode: 'AZ' });
        const given = await postDonation(
          raceApp,
          donationForm(candidateId, { amount: 60, donorEmail: 'race@example.com' }),
        );
        assert.equal(given.statusCode, 201, given.body);
        const id = given.json().id as number;
        const call = () =>
          raceApp.inject({
            method: 'POST',
            url: `/api/admin/donations/${id}/refund`,
            headers: { [ADMIN_SECRET_HEADER]: SECRET },
            payload: {},
          });
        const answers = await Promise.all([call(), call()]);
        assert.equal(arrived, 2, 'both refunds passed the first check');
        assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
        const { rows } = await db.query<{ total: number }>(
          'select total_donations_cents as total from candidates where id = $1',
          [candidateId],
        );
        assert.equal(Number(rows[0].total), 0);
        await assertRecomputeChangesNothing(db);
      } finally {
        await raceApp.close();
      }
    });

    it('recomputeTotals drops a donor whose only gift is refunded (a repair, as for the seed)', async () => {
      const candidateId = await addCandidate(db, { name: 'Rey Pair', geographicCode: 'NM' });
      const { donation } = await donate(db, candidateId, 10_00, { email: 'stale@example.com' });
      // Marked refunded behind the running totals' back, as an import or the seed may.
      await db.query("update donations set status = 'refunded' where id = $1", [donation.id]);
      await db.transaction((tx) => recomputeTotals(tx));
      const { rows } = await db.query('select email_key from donors where email_key = $1', [
        'stale@example.com',
      ]);
      assert.deepEqual(rows, []);
      await assertMoneyConsistent(db);
    });

    it('the test-mode provider refunds a charge once, and only a charge it made', async () => {
      for (const provider of [createTestPaymentProvider(), createTestPaymentProvider({ db })]) {
        const key = `provider-refund-${Math.random()}`;
        const charge = await provider.charge({
          amountCents: 500,
          card: { number: '4242424242424242', expiry: '12/39', cvc: '123' },
          idempotencyKey: key,
          description: 'test',
        });
        assert.equal(charge.status, 'succeeded');
        if (charge.status !== 'succeeded') return;
        const first = await provider.refund({ chargeId: charge.chargeId, amountCents: 500 });
        const second = await provider.refund({ chargeId: charge.chargeId, amountCents: 500 });
        assert.equal(first.status, 'refunded');
        assert.deepEqual(second, first);
        assert.deepEqual(await provider.refund({ chargeId: 'test_ch_nope', amountCents: 500 }), {
          status: 'failed',
          reason: 'The test payment provider made no charge with this id.',
        });
      }
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from test_payment_refunds',
      );
      assert.equal(rows[0].n >= 1, true);
    });

    it('answers 404 for an unknown gift and 409 for a pending or declined one', async () => {
      const candidateId = await addCandidate(db, { name: 'Nell Never', geographicCode: 'NV' });
      const missing = await refund(987_654);
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'No donation with id 987654' });
      const declinedForm = donationForm(candidateId, {
        card: { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' },
      });
      assert.equal((await postDonation(app, declinedForm)).statusCode, 402);
      const { rows } = await db.query<{ id: number }>(
        "select id from donations where candidate_id = $1 and status = 'declined'",
        [candidateId],
      );
      const declined = await refund(rows[0].id);
      assert.equal(declined.statusCode, 409);
      assert.match(declined.json().message, /was declined \(never charged\)/);
      const { rows: pending } = await db.query<{ id: number }>(
        `insert into donations (candidate_id, amount_cents, donor_name, donor_email, status,
                                idempotency_key, settle_after)
         values ($1, 500, 'Pat Pending', 'pat@example.com', 'pending', 'refund-pending-key', now())
         returning id`,
        [candidateId],
      );
      const stillPending = await refund(pending[0].id);
      assert.equal(stillPending.statusCode, 409);
      assert.match(stillPending.json().message, /is still pending/);
      const bad = await refund('abc');
      assert.equal(bad.statusCode, 400);
      const long = await refund(pending[0].id, { reason: 'x'.repeat(501) });
      assert.equal(long.statusCode, 400);
      assert.ok(long.json().errors?.reason);
    });

    it("a refunded gift no longer counts toward the donor's limit", async () => {
      const candidateId = await addCandidate(db, { name: 'Lim Itt', geographicCode: 'UT' });
      const limitCookies = await loginCookies(
        db,
        await insertUser(db, { email: 'lim@example.com' }),
      );
      const big = await postDonation(
        app,
        donationForm(candidateId, {
          amount: 3500,
          donorEmail: 'lim@example.com',
          donorName: 'Lim Donor',
          addressLine1: '1 Main St',
          city: 'Provo',
          state: 'UT',
          postalCode: '84601',
          occupation: 'Teacher',
          employer: 'School',
        }),
        limitCookies,
      );
      assert.equal(big.statusCode, 201, big.body);
      const allowance = async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/donations/allowance?candidateId=${candidateId}`,
            cookies: limitCookies,
          })
        ).json();
      // The room of the election the gift went to (the next: undesignated).
      const roomOf = async () => {
        const { elections, itemisationRequired } = await allowance();
        const { given, remaining, limit } = elections[0];
        return { given, remaining, limit, itemisationRequired };
      };
      assert.equal((await roomOf()).remaining, 0);
      assert.equal((await refund(big.json().id)).statusCode, 200);
      assert.deepEqual(await roomOf(), {
        given: 0,
        remaining: 3500,
        limit: 3500,
        itemisationRequired: false,
      });
    });

    it("shows a member only their own gifts: another member's receipt is a 404", async () => {
      const candidateId = await addCandidate(db, { name: 'Rec Eipt', geographicCode: 'ID' });
      const id = await give(candidateId, 30, 'member@example.com', memberCookies);
      // Given logged out with the member's address: not the account's (docs/donation-rules.md).
      const loggedOut = await give(candidateId, 20, 'member@example.com');
      const own = await app.inject({
        method: 'GET',
        url: `/api/donations/${id}/receipt`,
        cookies: memberCookies,
      });
      assert.equal(own.statusCode, 200);
      assert.equal(own.json().reference, `PAID-${String(id).padStart(6, '0')}`);
      assert.equal(own.json().candidateName, 'Rec Eipt');
      assert.equal(own.json().testMode, true);
      assert.equal(own.json().status, 'succeeded');
      for (const [donationId, cookies] of [
        [id, otherCookies],
        [loggedOut, memberCookies],
        [999_999, memberCookies],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/donations/${donationId}/receipt`,
          cookies,
        });
        assert.equal(response.statusCode, 404);
        assert.deepEqual(response.json(), { message: 'Donation not found' });
      }
      const visitor = await app.inject({ method: 'GET', url: `/api/donations/${id}/receipt` });
      assert.equal(visitor.statusCode, 401);
      const others = await app.inject({
        method: 'GET',
        url: '/api/donations/mine',
        cookies: otherCookies,
      });
      assert.deepEqual(others.json(), []);
    });
  });
}
