import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { formatChargeDay, monthlyChargeDay, planElections, utcDay } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { candidateElections } from '../src/elections/candidate-elections';
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
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Saved card, one tap, and monthly gifts (docs/donation-rules.md, "Saved card, one tap" and
// "Monthly gifts"): every rule of a gift applies to one-tap and monthly gifts on the server
// (the limit across both), a monthly period is charged once with two servers and repeated
// clock ticks, a decline or the limit pauses a plan, a cancel stops it, nobody else can use,
// see or cancel someone's card or plan, and no column holds a card number or security code.

/**
 * The plans here run in the months before their election (the candidate's next one, a row:
 * docs/donation-rules.md "Elections"), whatever the machine's date: each is moved to begin on
 * ANCHOR and the clock ticks on its charge days.
 */
const ANCHOR = '2026-01-15';
/** Noon UTC on `day` (YYYY-MM-DD), as the clock's `now`. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);
/** The day of charge `months` of a plan begun on ANCHOR. */
const chargeDay = (months: number) => at(monthlyChargeDay(ANCHOR, months));
const CVC = '7319';

/** Moves the account's plans to have begun on `anchor` (their charges made so far kept). */
async function beginPlansOn(db: Db, userId: number, anchor: string): Promise<void> {
  await db.query(
    `update recurring_plans
        set anchor_on = $2::date,
            next_charge_on = ($2::date + make_interval(months => periods_charged))::date
      where user_id = $1`,
    [userId, anchor],
  );
}

for (const kind of databaseKinds({
  differsByDatabase: "two servers' monthly charge jobs on two connections",
})) {
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

    /**
     * The day a monthly plan to `candidateId` started today runs until (the last election of
     * the cycle of the candidate's next, which the plan is for: `chosen`), and the anchor
     * `months` monthly days before it.
     */
    async function planElection(candidateId: number, months: number) {
      const ahead = await candidateElections(db, candidateId, utcDay(new Date()));
      const end = planElections(ahead, ahead[0]).at(-1)!.date;
      return { election: end, chosen: ahead[0].date, anchor: monthlyChargeDay(end, months) };
    }

    /** A member who gave `amount` to `candidateId` with the full form, saving `card`. */
    async function memberWithSavedCard(
      candidateId: number,
      amount: number,
      options: { card?: string; recurring?: boolean; anchor?: string } = {},
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
      if (options.recurring) await beginPlansOn(db, userId, options.anchor ?? ANCHOR);
      return { userId, cookies, email, giftId: response.json().id as number };
    }

    /** The mail queued to `to` of this kind, oldest first. */
    async function mailTo(to: string, kind: string) {
      const { rows } = await db.query<{ subject: string; text: string }>(
        `select subject, body_text as text from mail_outbox
          where recipient = $1 and kind = $2 order by id`,
        [to, kind],
      );
      return rows;
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
      const { userId, cookies, email } = await memberWithSavedCard(candidateId, 1_000, {
        recurring: true,
      });
      const [plan] = await plansOf(cookies);
      assert.equal(plan.status, 'active');
      assert.equal(plan.giftsMade, 1);
      // One tap uses up the room the next monthly charge would need: 1,000 + 2,000 + 1,000 > 3,500.
      assert.equal((await oneTap(cookies, candidateId, 2_000)).statusCode, 201);
      const report = await chargeDueRecurringPlans(db, payments(), { now: chargeDay(1) });
      assert.deepEqual(report.charged, []);
      assert.equal(await givenTo(candidateId, userId), 3_000_00);
      const [paused] = await plansOf(cookies);
      assert.equal(paused.status, 'paused');
      assert.match(paused.pauseReason, /^Not charged on 2026-02-15: .*at most \$500 more/);
      // The donor is told, with the reason.
      const [notice] = await mailTo(email, 'recurring-paused');
      assert.ok(notice.text.includes(paused.pauseReason), notice.text);
      // And a monthly gift within the room counts against one tap: 500 monthly, then one tap.
      const other = await addCandidate(db, { name: 'Nia Next' });
      const { userId: second, cookies: secondCookies } = await memberWithSavedCard(other, 500, {
        recurring: true,
      });
      assert.equal((await oneTap(secondCookies, other, 2_500)).statusCode, 201);
      const charged = await chargeDueRecurringPlans(db, payments(), { now: chargeDay(1) });
      assert.equal(charged.charged.length, 1);
      assert.equal(await givenTo(other, second), 3_500_00);
      assert.equal((await oneTap(secondCookies, other, 1)).statusCode, 400);
      await assertMoneyConsistent(db);
    });

    it('charges each period once with two servers and repeated ticks', async () => {
      const candidateId = await addCandidate(db, { name: 'Otto Once' });
      const { userId, cookies, giftId } = await memberWithSavedCard(candidateId, 30, {
        recurring: true,
      });
      // The day the first gift was made (before this test moves the plan's anchor to ANCHOR).
      const { rows: first } = await db.query<{ at: Date | string }>(
        'select created_at as at from donations where id = $1',
        [giftId],
      );
      const firstGiftDay = utcDay(new Date(first[0].at));
      const [plan] = await plansOf(cookies);
      // Two servers: on PostgreSQL a second connection pool with its own provider (as a
      // second process has); PGlite admits one process, so there both clocks share it.
      const second = kind === 'postgres' ? await openPostgresDb(database.url!) : db;
      try {
        const serverA = createTestPaymentProvider({ db });
        const serverB = createTestPaymentProvider({ db: second });
        for (const months of [1, 1, 2, 2]) {
          await Promise.all([
            chargeDueRecurringPlans(db, serverA, { now: chargeDay(months) }),
            chargeDueRecurringPlans(second, serverB, { now: chargeDay(months) }),
            chargeDueRecurringPlans(db, serverA, { now: chargeDay(months) }),
            chargeDueRecurringPlans(second, serverB, { now: chargeDay(months) }),
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
      const { rows: charges } = await db.query<{ n: number; attempts: number }>(
        `select count(*)::int as n, sum(attempts)::int as attempts from test_payment_charges
          where idempotency_key like $1`,
        [`recurring:${plan.id}:%`],
      );
      // Asked once per period, not only charged once (a repeated key is counted, not absorbed).
      assert.deepEqual(charges[0], { n: 2, attempts: 2 }, 'the provider charged each period once');
      const [after] = await plansOf(cookies);
      assert.equal(after.giftsMade, 3);
      assert.equal(after.status, 'active');
      assert.equal(await givenTo(candidateId, userId), 90_00);
      // My donations lists the monthly gifts, each marked with its plan (the first included),
      // while a one-tap gift of the same member is not.
      const tapped = await oneTap(cookies, candidateId, 5);
      assert.equal(tapped.statusCode, 201, tapped.body);
      const mine = await app.inject({ method: 'GET', url: '/api/donations/mine', cookies });
      assert.deepEqual(
        mine
          .json()
          .map((gift: { status: string; recurringPlanId: number | null }) => [
            gift.status,
            gift.recurringPlanId,
          ]),
        [['succeeded', null], ...Array(3).fill(['succeeded', plan.id])],
      );
      const receipt = await app.inject({
        method: 'GET',
        url: `/api/donations/${tapped.json().id}/receipt`,
        cookies,
      });
      assert.equal(receipt.json().recurringPlanId, null);
      // Each monthly gift's mailed receipt says it is monthly, when the next charge is and how
      // to cancel, the first one (the gift that started the plan) included; the one-tap gift's
      // is a plain receipt.
      const receipts = await mailTo(`saver-${userId}@example.com`, 'receipt');
      assert.equal(receipts.length, 4);
      const monthlyLines = receipts.map((mail) =>
        mail.text.split('\n').filter((line) => /monthly|Next charge|cancel/i.test(line)),
      );
      assert.deepEqual(monthlyLines, [
        [
          `This is the first gift of your monthly gift ($30.00 every month to Otto Once).`,
          // The plan's second charge as it was started: a month after the first gift's day.
          `Next charge: ${formatChargeDay(monthlyChargeDay(firstGiftDay, 1))}.`,
          'To cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".',
        ],
        [
          `This gift was made by your monthly gift ($30.00 every month to Otto Once).`,
          'Next charge: March 15, 2026.',
          'To cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".',
        ],
        [
          `This gift was made by your monthly gift ($30.00 every month to Otto Once).`,
          'Next charge: April 15, 2026.',
          'To cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".',
        ],
        [],
      ]);
      await assertMoneyConsistent(db);
    });

    it('charges a period once after a crash between the charge and moving the plan on', async () => {
      const candidateId = await addCandidate(db, { name: 'Cris Crash' });
      const { userId, cookies, email } = await memberWithSavedCard(candidateId, 25, {
        recurring: true,
      });
      const [plan] = await plansOf(cookies);
      const first = await chargeDueRecurringPlans(db, payments(), { now: chargeDay(1) });
      assert.ok(first.charged.includes(plan.id));
      const gifts = async () =>
        (
          await db.query<{ id: number; key: string }>(
            `select id, idempotency_key as key from donations where user_id = $1 order by id`,
            [userId],
          )
        ).rows;
      const giftsBefore = await gifts();
      assert.equal(giftsBefore.length, 2);
      // The server died after the card was charged and the gift settled, before the plan moved
      // on: the plan is still at period 1, due, and unclaimed (its claim ran out).
      await db.query(
        `update recurring_plans
            set periods_charged = 1, next_charge_on = (anchor_on + interval '1 month')::date,
                claimed_until = null
          where id = $1`,
        [plan.id],
      );
      const again = await chargeDueRecurringPlans(db, payments(), { now: chargeDay(1) });
      assert.ok(again.charged.includes(plan.id), JSON.stringify(again));
      // No new gift, no second charge (nor even a second ask) at the provider, one receipt.
      assert.deepEqual(await gifts(), giftsBefore);
      const { rows } = await db.query<{ attempts: number }>(
        'select attempts from test_payment_charges where idempotency_key = $1',
        [`recurring:${plan.id}:1`],
      );
      assert.deepEqual(rows, [{ attempts: 1 }]);
      assert.equal((await mailTo(email, 'receipt')).length, 2);
      // The plan moved on to period 2, once.
      const [after] = await plansOf(cookies);
      assert.equal(after.giftsMade, 2);
      assert.equal(after.nextChargeOn, monthlyChargeDay(ANCHOR, 2));
      assert.equal(await givenTo(candidateId, userId), 50_00);
      await assertMoneyConsistent(db);
    });

    it('pauses a plan whose card is declined, and tells the donor', async () => {
      const candidateId = await addCandidate(db, { name: 'Dara Decline' });
      const { userId, cookies, email } = await memberWithSavedCard(candidateId, 20, {
        card: TEST_CARDS.declinesOnceSaved,
        recurring: true,
      });
      const report = await chargeDueRecurringPlans(db, payments(), { now: chargeDay(1) });
      assert.equal(report.paused.length, 1);
      const [plan] = await plansOf(cookies);
      assert.equal(plan.status, 'paused');
      assert.equal(
        plan.pauseReason,
        'The charge of 2026-02-15 was declined: Your card was declined.',
      );
      await chargeDueRecurringPlans(db, payments(), { now: chargeDay(3) });
      assert.equal(await givenTo(candidateId, userId), 20_00);

      // The donor is told once, in the outbox the mail job sends (queued with the pause), at
      // the address their receipts go to: the reason, that nothing more is charged, what to do.
      const notices = await mailTo(email, 'recurring-paused');
      assert.equal(notices.length, 1);
      assert.equal(notices[0].subject, 'Your monthly gift to Dara Decline is paused');
      assert.equal(
        notices[0].text,
        [
          `Dear Saver ${userId},`,
          '',
          'Your monthly gift of $20.00 to Dara Decline is paused, and nothing more will be charged:',
          'The charge of 2026-02-15 was declined: Your card was declined.',
          '',
          'A paused monthly gift is not resumed. To give every month again, start a new one with your next gift.',
          'To cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".',
          '',
          'PAID',
        ].join('\n'),
      );
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where kind = 'recurring-paused' and recipient = $1`,
        [email],
      );
      assert.equal(rows[0].n, 1, 'no notice to anyone else for it');
    });

    it('ends a plan at the election: the last charge on or before it, none after', async () => {
      // Begun two months before its last election's monthly date: charges a month before and
      // on election day itself (the form counted both), then the plan ends.
      const candidateId = await addCandidate(db, { name: 'Ezra Election' });
      const { election, chosen, anchor } = await planElection(candidateId, -2);
      const { userId, cookies, email } = await memberWithSavedCard(candidateId, 40, {
        recurring: true,
        anchor,
      });
      const [plan] = await plansOf(cookies);
      assert.equal(plan.election.date, chosen);
      await chargeDueRecurringPlans(db, payments(), { now: at(monthlyChargeDay(anchor, 1)) });
      const onElectionDay = await chargeDueRecurringPlans(db, payments(), { now: at(election) });
      assert.ok(onElectionDay.charged.includes(plan.id));
      const [ended] = await plansOf(cookies);
      assert.equal(ended.status, 'ended');
      assert.equal(ended.giftsMade, 3);
      // The last receipt says so instead of a next charge date.
      const receipts = await mailTo(email, 'receipt');
      assert.match(
        receipts.at(-1)!.text,
        new RegExp(
          `It is the last one before the election on ${formatChargeDay(election)}: the monthly gift ends and nothing more will be charged\\.`,
        ),
      );
      assert.doesNotMatch(receipts.at(-1)!.text, /Next charge/);
      for (const day of [monthlyChargeDay(anchor, 3), monthlyChargeDay(anchor, 4)]) {
        await chargeDueRecurringPlans(db, payments(), { now: at(day) });
      }
      assert.equal(await givenTo(candidateId, userId), 3 * 40_00);
      // Ended for good: a cancel answers it as it is.
      const cancel = await app.inject({
        method: 'POST',
        url: `/api/donations/recurring/${plan.id}/cancel`,
        cookies,
      });
      assert.equal(cancel.json().status, 'ended');
    });

    it('charges nothing once the clock is past election day, even a charge it missed', async () => {
      const candidateId = await addCandidate(db, { name: 'Lou Late' });
      const { election } = await planElection(candidateId, -1);
      // Due on election day, but the clock only gets to it the day after.
      const missed = await memberWithSavedCard(candidateId, 12, {
        recurring: true,
        anchor: monthlyChargeDay(election, -1),
      });
      // Due weeks after the election.
      const other = await addCandidate(db, { name: 'Pat Past' });
      const after = await memberWithSavedCard(other, 12, {
        recurring: true,
        anchor: monthlyChargeDay(election, -1).replace(/-\d\d$/, '-28'),
      });
      const [missedPlan] = await plansOf(missed.cookies);
      const [afterPlan] = await plansOf(after.cookies);
      const dayAfter = new Date(at(election).getTime() + 86_400_000);
      const report = await chargeDueRecurringPlans(db, payments(), { now: dayAfter });
      assert.ok(report.ended.includes(missedPlan.id), JSON.stringify(report));
      const later = await chargeDueRecurringPlans(db, payments(), {
        now: at(monthlyChargeDay(election, 2)),
      });
      assert.ok(later.ended.includes(afterPlan.id), JSON.stringify(later));
      assert.deepEqual(later.charged, []);
      assert.equal((await plansOf(missed.cookies))[0].status, 'ended');
      assert.equal((await plansOf(after.cookies))[0].status, 'ended');
      assert.equal(await givenTo(candidateId, missed.userId), 12_00);
      assert.equal(await givenTo(other, after.userId), 12_00);
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from test_payment_charges where idempotency_key like any ($1)`,
        [[`recurring:${missedPlan.id}:%`, `recurring:${afterPlan.id}:%`]],
      );
      assert.equal(rows[0].n, 0, 'the provider was never asked');
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
      await chargeDueRecurringPlans(db, payments(), { now: chargeDay(2) });
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
