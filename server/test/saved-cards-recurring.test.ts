import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/db';
import { openPostgresDb } from '../src/db/postgres-db';
import { chargeDueRecurringPlans } from '../src/donations/recurring-gifts';
import { createTestPaymentProvider, TEST_CARDS } from '../src/payments/test-payment-provider';
import {
  assertMoneyConsistent,
  donationApp,
  donationForm,
  ITEMISED,
  postDonation,
  uniqueKey,
} from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Saved card, one tap, and monthly gifts (docs/donation-rules.md, "Saved card, one tap" and
// "Monthly gifts"): every rule of a gift applies to one-tap and monthly gifts on the server
// (the limit across both), a monthly period is charged once with two servers and repeated
// clock ticks, a decline or the limit pauses a plan, a cancel stops it, nobody else can use,
// see or cancel someone's card or plan, and no column holds a card number or security code.

const DAY_MS = 86_400_000;
/** A clock `months` months (of 31 days) after now: every charge due by then is due. */
const later = (months: number) => new Date(Date.now() + months * 31 * DAY_MS);
const CVC = '7319';

for (const kind of DATABASE_KINDS) {
  describe(`saved cards and monthly gifts (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    const payments = () => createTestPaymentProvider({ db });

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = donationApp(db, payments());
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    /** A member who gave `amount` to `candidateId` with the full form, saving `card`. */
    async function memberWithSavedCard(
      candidateId: number,
      amount: number,
      options: { card?: string; recurring?: boolean } = {},
    ) {
      const userId = await insertUser(db);
      const cookies = await loginCookies(db, userId);
      const email = `saver-${userId}@example.com`;
      const response = await postDonation(
        app,
        donationForm(candidateId, {
          amount,
          donorEmail: email,
          donorName: `Saver ${userId}`,
          ...ITEMISED,
          card: { number: options.card ?? TEST_CARDS.succeeds, expiry: '12/39', cvc: CVC },
          saveCard: true,
          recurring: options.recurring,
        }),
        cookies,
      );
      assert.equal(response.statusCode, 201, response.body);
      return { userId, cookies, giftId: response.json().id as number };
    }

    const oneTap = (cookies: Record<string, string>, candidateId: number, amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/donations/one-tap',
        cookies,
        payload: { candidateId, amount, idempotencyKey: uniqueKey('tap') },
      });

    const plansOf = async (cookies: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/donations/recurring', cookies })).json();

    async function givenTo(candidateId: number, userId: number): Promise<number> {
      const { rows } = await db.query<{ cents: string }>(
        `select coalesce(sum(amount_cents), 0) as cents from donations
          where candidate_id = $1 and user_id = $2 and status = 'succeeded'`,
        [candidateId, userId],
      );
      return Number(rows[0].cents);
    }

    it('saves a card only with consent and a login, keeping no number or code', async () => {
      const candidateId = await addCandidate(db, { name: 'Cora Vault' });
      const { cookies } = await memberWithSavedCard(candidateId, 25);
      const state = await app.inject({ method: 'GET', url: '/api/donations/saved-card', cookies });
      assert.equal(state.statusCode, 200);
      assert.equal(state.json().card.brand, 'Visa');
      assert.equal(state.json().card.last4, '4242');
      assert.equal(state.json().donor.place, 'Sacramento, CA 95814');
      assert.doesNotMatch(state.body, /test_tok_/, 'the token is never answered');

      // A visitor can't save a card (nor give monthly): 400 on the field, nothing charged.
      const before = await db.query('select count(*)::int as n from donations');
      const visitor = await postDonation(
        app,
        donationForm(candidateId, { saveCard: true, recurring: true }),
      );
      assert.equal(visitor.statusCode, 400, visitor.body);
      assert.ok(visitor.json().errors.recurring);
      const after = await db.query('select count(*)::int as n from donations');
      assert.equal(after.rows[0].n, before.rows[0].n);

      // Monthly without saving the card: the shared schema refuses it.
      const unsaved = await postDonation(
        app,
        donationForm(candidateId, { recurring: true, saveCard: false }),
        cookies,
      );
      assert.equal(unsaved.statusCode, 400);
      assert.ok(unsaved.json().errors.recurring);

      // No column of any table holds the card number or the security code.
      const { rows: columns } = await db.query<{ table: string; column: string }>(
        `select table_name as table, column_name as column from information_schema.columns
          where table_schema = current_schema()`,
      );
      assert.ok(columns.length > 50);
      for (const { table, column } of columns) {
        assert.doesNotMatch(column, /cvc|cvv|security_code|card_number|pan\b/i);
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from "${table}"
            where "${column}"::text like '%' || $1 || '%' or "${column}"::text = $2`,
          [TEST_CARDS.succeeds, CVC],
        );
        assert.equal(rows[0].n, 0, `${table}.${column} holds card data`);
      }
    });

    it('gives with one tap under the limit, and refuses the part above it', async () => {
      const candidateId = await addCandidate(db, { name: 'Lena Limit' });
      const { userId, cookies } = await memberWithSavedCard(candidateId, 3_400);
      const over = await oneTap(cookies, candidateId, 200);
      assert.equal(over.statusCode, 400, over.body);
      assert.match(over.json().errors.amount, /at most \$100 more/);
      const ok = await oneTap(cookies, candidateId, 100);
      assert.equal(ok.statusCode, 201, ok.body);
      assert.equal(ok.json().candidateId, candidateId);
      const full = await oneTap(cookies, candidateId, 1);
      assert.equal(full.statusCode, 400);
      assert.equal(await givenTo(candidateId, userId), 3_500_00);
      // The one-tap gift reused the last gift's identity (itemisation fields included).
      const { rows } = await db.query(
        `select donor_name, donor_city, occupation from donations where id = $1`,
        [ok.json().id],
      );
      assert.deepEqual(rows[0], {
        donor_name: `Saver ${userId}`,
        donor_city: 'Sacramento',
        occupation: 'Mathematician',
      });
      await assertMoneyConsistent(db);
    });

    it('counts one-tap and monthly gifts in one limit: an over-limit charge is not made', async () => {
      const candidateId = await addCandidate(db, { name: 'Milo Monthly' });
      const { userId, cookies } = await memberWithSavedCard(candidateId, 1_000, {
        recurring: true,
      });
      const [plan] = await plansOf(cookies);
      assert.equal(plan.status, 'active');
      assert.equal(plan.giftsMade, 1);
      // One tap uses up the room the next monthly charge would need: 1,000 + 2,000 + 1,000 > 3,500.
      assert.equal((await oneTap(cookies, candidateId, 2_000)).statusCode, 201);
      const report = await chargeDueRecurringPlans(db, payments(), { now: later(1) });
      assert.deepEqual(report.charged, []);
      assert.equal(await givenTo(candidateId, userId), 3_000_00);
      const [paused] = await plansOf(cookies);
      assert.equal(paused.status, 'paused');
      assert.match(paused.pauseReason, /^Not charged on \d{4}-\d{2}-\d{2}: .*at most \$500 more/);
      // And a monthly gift within the room counts against one tap: 500 monthly, then one tap.
      const other = await addCandidate(db, { name: 'Nia Next' });
      const { userId: second, cookies: secondCookies } = await memberWithSavedCard(other, 500, {
        recurring: true,
      });
      assert.equal((await oneTap(secondCookies, other, 2_500)).statusCode, 201);
      const charged = await chargeDueRecurringPlans(db, payments(), { now: later(1) });
      assert.equal(charged.charged.length, 1);
      assert.equal(await givenTo(other, second), 3_500_00);
      assert.equal((await oneTap(secondCookies, other, 1)).statusCode, 400);
      await assertMoneyConsistent(db);
    });

    it('charges each period once with two servers and repeated ticks', async () => {
      const candidateId = await addCandidate(db, { name: 'Otto Once' });
      const { userId, cookies } = await memberWithSavedCard(candidateId, 30, { recurring: true });
      const [plan] = await plansOf(cookies);
      // Two servers: on PostgreSQL a second connection pool with its own provider (as a
      // second process has); PGlite admits one process, so there both clocks share it.
      const second = kind === 'postgres' ? await openPostgresDb(database.url!) : db;
      try {
        const serverA = createTestPaymentProvider({ db });
        const serverB = createTestPaymentProvider({ db: second });
        for (const months of [1, 1, 2, 2]) {
          await Promise.all([
            chargeDueRecurringPlans(db, serverA, { now: later(months) }),
            chargeDueRecurringPlans(second, serverB, { now: later(months) }),
            chargeDueRecurringPlans(db, serverA, { now: later(months) }),
            chargeDueRecurringPlans(second, serverB, { now: later(months) }),
          ]);
        }
      } finally {
        if (second !== db) await second.close();
      }
      const { rows: gifts } = await db.query<{ key: string }>(
        `select idempotency_key as key from donations
          where user_id = $1 and status = 'succeeded' order by id`,
        [userId],
      );
      assert.deepEqual(gifts.map((gift) => gift.key).slice(1), [
        `recurring:${plan.id}:1`,
        `recurring:${plan.id}:2`,
      ]);
      const { rows: charges } = await db.query<{ n: number }>(
        `select count(*)::int as n from test_payment_charges where idempotency_key like $1`,
        [`recurring:${plan.id}:%`],
      );
      assert.equal(charges[0].n, 2, 'the provider charged each period once');
      const [after] = await plansOf(cookies);
      assert.equal(after.giftsMade, 3);
      assert.equal(after.status, 'active');
      assert.equal(await givenTo(candidateId, userId), 90_00);
      // My donations lists the monthly gifts.
      const mine = await app.inject({ method: 'GET', url: '/api/donations/mine', cookies });
      assert.equal(mine.json().length, 3);
      await assertMoneyConsistent(db);
    });

    it('pauses a plan whose card is declined, and tells the donor', async () => {
      const candidateId = await addCandidate(db, { name: 'Dara Decline' });
      const { userId, cookies } = await memberWithSavedCard(candidateId, 20, {
        card: TEST_CARDS.declinesOnceSaved,
        recurring: true,
      });
      const report = await chargeDueRecurringPlans(db, payments(), { now: later(1) });
      assert.equal(report.paused.length, 1);
      const [plan] = await plansOf(cookies);
      assert.equal(plan.status, 'paused');
      assert.match(plan.pauseReason, /was declined: Your card was declined\./);
      await chargeDueRecurringPlans(db, payments(), { now: later(3) });
      assert.equal(await givenTo(candidateId, userId), 20_00);
    });

    it('stops charging a cancelled plan; another account can neither see nor cancel it', async () => {
      const candidateId = await addCandidate(db, { name: 'Cyd Cancel' });
      const { userId, cookies } = await memberWithSavedCard(candidateId, 15, { recurring: true });
      const [plan] = await plansOf(cookies);
      const strangerCookies = await loginCookies(db, await insertUser(db));

      const theirs = await app.inject({
        method: 'POST',
        url: `/api/donations/recurring/${plan.id}/cancel`,
        cookies: strangerCookies,
      });
      assert.equal(theirs.statusCode, 404);
      assert.deepEqual(await plansOf(strangerCookies), []);
      const card = await app.inject({
        method: 'GET',
        url: '/api/donations/saved-card',
        cookies: strangerCookies,
      });
      assert.deepEqual(card.json(), { card: null, donor: null });
      // Nobody else's card can pay: the stranger has none, so one tap is refused.
      assert.equal((await oneTap(strangerCookies, candidateId, 5)).statusCode, 409);
      const visitor = await app.inject({
        method: 'POST',
        url: `/api/donations/recurring/${plan.id}/cancel`,
      });
      assert.equal(visitor.statusCode, 401);

      const cancel = await app.inject({
        method: 'POST',
        url: `/api/donations/recurring/${plan.id}/cancel`,
        cookies,
      });
      assert.equal(cancel.statusCode, 200, cancel.body);
      assert.equal(cancel.json().status, 'cancelled');
      await chargeDueRecurringPlans(db, payments(), { now: later(2) });
      assert.equal(await givenTo(candidateId, userId), 15_00);
    });

    it('removes a saved card: one tap is refused and monthly gifts stop', async () => {
      const candidateId = await addCandidate(db, { name: 'Rae Remove' });
      const { userId, cookies } = await memberWithSavedCard(candidateId, 10, { recurring: true });
      const { rows: saved } = await db.query<{ token: string }>(
        'select provider_token as token from saved_cards where user_id = $1',
        [userId],
      );
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/donations/saved-card',
        cookies,
      });
      assert.deepEqual(removed.json(), { removed: true, cancelledPlans: 1 });
      assert.equal((await oneTap(cookies, candidateId, 5)).statusCode, 409);
      const [plan] = await plansOf(cookies);
      assert.equal(plan.status, 'cancelled');
      // The provider forgot it too: the token charges nothing any more.
      const { rows } = await db.query('select 1 from test_payment_tokens where token = $1', [
        saved[0].token,
      ]);
      assert.deepEqual(rows, []);
    });
  });
}
