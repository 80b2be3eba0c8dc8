import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { donationReceiptSchema } from 'shared-api/contracts';
import { ConfigError, loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { createPaymentProvider } from '../src/payments/create-payment-provider';
import type { PaymentProvider } from '../src/payments/payment-provider';
import {
  createTestPaymentProvider,
  isExpired,
  TEST_DECLINE_REASONS,
} from '../src/payments/test-payment-provider';
import {
  assertMoneyConsistent,
  countingProvider,
  donationApp,
  donationForm,
  postDonation,
  TEST_CARDS,
  type CountingProvider,
} from './helpers/donation-requests';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Paying for a donation (docs/donation-rules.md): the test-mode provider's documented cards, a
// decline answered 402 that counts nowhere, and idempotency: a retried or doubled submit
// (same key) is charged and counted once and answers the same receipt.

describe('the test-mode payment provider', () => {
  const provider = createTestPaymentProvider({ now: () => new Date('2026-05-15T12:00:00Z') });
  let keys = 0;
  const charge = (number: string, expiry = '12/30', idempotencyKey = `unit-key-${++keys}`) =>
    provider.charge({
      amountCents: 25_00,
      card: { number, expiry, cvc: '123' },
      idempotencyKey,
      description: 'test',
    });

  it('charges 4242 4242 4242 4242, the same charge id for the same key', async () => {
    const first = await charge(TEST_CARDS.succeeds, '12/30', 'provider-unit-key');
    assert.equal(first.status, 'succeeded');
    assert.deepEqual(await charge(TEST_CARDS.succeeds, '12/30', 'provider-unit-key'), first);
    // A key charged before answers its charge, whatever card comes with it (idempotency).
    assert.deepEqual(await charge(TEST_CARDS.declined, '12/30', 'provider-unit-key'), first);
    assert.deepEqual(await provider.lookup('provider-unit-key'), first);
    assert.deepEqual(await provider.lookup('never-charged'), { status: 'none' });
    assert.equal(provider.testMode, true);
  });

  it('charges 4000 0000 0000 0119, then fails to answer; the retry answers the charge', async () => {
    await assert.rejects(charge(TEST_CARDS.failsAfterCharge, '12/30', 'lost-answer'));
    const charged = await provider.lookup('lost-answer');
    assert.equal(charged.status, 'succeeded');
    assert.deepEqual(await charge(TEST_CARDS.failsAfterCharge, '12/30', 'lost-answer'), charged);
  });

  it('answers late with a delay (PAID_TEST_PAYMENT_DELAY_MS)', async () => {
    const slow = createTestPaymentProvider({ delayMs: 200 });
    const started = Date.now();
    const result = await slow.charge({
      amountCents: 100,
      card: { number: TEST_CARDS.succeeds, expiry: '12/39', cvc: '123' },
      idempotencyKey: 'slow-key',
      description: 'test',
    });
    assert.equal(result.status, 'succeeded');
    assert.ok(Date.now() - started >= 190);
  });

  it('declines the documented decline cards and unknown numbers with their reasons', async () => {
    assert.deepEqual(await charge(TEST_CARDS.declined), {
      status: 'declined',
      reason: 'Your card was declined.',
    });
    assert.deepEqual(await charge(TEST_CARDS.insufficientFunds), {
      status: 'declined',
      reason: 'Your card has insufficient funds.',
    });
    assert.deepEqual(await charge('4111111111111111'), {
      status: 'declined',
      reason: TEST_DECLINE_REASONS.unknownCard,
    });
  });

  it('declines an expired card; a card is good through its expiry month', async () => {
    assert.deepEqual(await charge(TEST_CARDS.succeeds, '04/26'), {
      status: 'declined',
      reason: 'Your card has expired.',
    });
    assert.equal((await charge(TEST_CARDS.succeeds, '05/26')).status, 'succeeded');
    const now = new Date('2026-01-01T00:00:00Z');
    assert.equal(isExpired('12/25', now), true);
    assert.equal(isExpired('01/26', now), false);
  });
});

describe('PAID_PAYMENT_PROVIDER', () => {
  it('defaults to the test-mode provider and refuses an unknown one clearly', () => {
    assert.equal(loadConfig({}, []).paymentProvider, 'test');
    assert.equal(loadConfig({ PAID_PAYMENT_PROVIDER: 'test' }, []).paymentProvider, 'test');
    assert.throws(
      () => loadConfig({ PAID_PAYMENT_PROVIDER: 'stripe' }, []),
      (error: unknown) =>
        error instanceof ConfigError && /^PAID_PAYMENT_PROVIDER is invalid/.test(error.message),
    );
    assert.equal(createPaymentProvider('test').testMode, true);
  });
});

async function donationCount(db: Db, key: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*) as n from donations where idempotency_key = $1',
    [key],
  );
  return rows[0].n;
}

interface MoneyFigures {
  candidate: number;
  state: number;
  platform: number;
  donors: number;
  succeeded: number;
}

async function moneyFigures(db: Db, candidateId: number): Promise<MoneyFigures> {
  const { rows } = await db.query<MoneyFigures>(
    `select (select total_donations_cents from candidates where id = $1) as candidate,
            (select total_raised_cents from state_totals where state_code = 'CA') as state,
            (select total_raised_cents from platform_totals) as platform,
            (select total_donors from platform_totals) as donors,
            (select count(*) from donations where status = 'succeeded') as succeeded`,
    [candidateId],
  );
  return rows[0];
}

for (const kind of databaseKinds({
  differsByDatabase: 'one idempotency key arriving twenty times at once',
})) {
  describe(`paying for a donation (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let payments: CountingProvider;
    let candidateId: number;
    let otherCandidateId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      payments = countingProvider({ latency: true });
      app = donationApp(db, payments);
      candidateId = await addCandidate(db, { name: 'Casey Morales', geographicCode: 'CA' });
      otherCandidateId = await addCandidate(db, { name: 'Riley Park', geographicCode: 'CA' });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('answers a declined card 402 with the reason, records it for audit only', async () => {
      for (const [number, reason] of [
        [TEST_CARDS.declined, 'Your card was declined.'],
        [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
        ['4000 0000 0000 0000', TEST_DECLINE_REASONS.unknownCard],
      ]) {
        const before = await moneyFigures(db, candidateId);
        const form = donationForm(candidateId, {
          donorEmail: `declined-${number.slice(-4)}@example.com`,
          card: { number, expiry: '12/39', cvc: '123' },
        });
        const response = await postDonation(app, form);
        assert.equal(response.statusCode, 402, response.body);
        assert.deepEqual(response.json(), { message: reason });
        assert.deepEqual(await moneyFigures(db, candidateId), before, 'no total moved');
        assert.equal(await donationCount(db, form.idempotencyKey), 0, 'the key stays free');
        const { rows } = await db.query(
          `select status, decline_reason as reason, amount_cents as "amountCents"
             from donations where idempotency_key like $1`,
          [`% ${form.idempotencyKey}`],
        );
        assert.deepEqual(rows, [{ status: 'declined', reason, amountCents: 25_00 }]);
      }
      const expired = await postDonation(
        app,
        donationForm(candidateId, {
          card: { number: TEST_CARDS.succeeds, expiry: '01/20', cvc: '123' },
        }),
      );
      assert.equal(expired.statusCode, 402);
      assert.deepEqual(expired.json(), { message: 'Your card has expired.' });
      await assertMoneyConsistent(db);
    });

    it('takes the same form again after a decline once the card is fixed', async () => {
      const form = donationForm(candidateId, {
        card: { number: TEST_CARDS.declined, expiry: '12/39', cvc: '123' },
      });
      assert.equal((await postDonation(app, form)).statusCode, 402);
      const fixed = await postDonation(app, {
        ...form,
        card: { number: TEST_CARDS.succeeds, expiry: '12/39', cvc: '123' },
      });
      assert.equal(fixed.statusCode, 201, fixed.body);
      assert.equal(await donationCount(db, form.idempotencyKey), 1);
      assert.equal(payments.chargesOf(form.idempotencyKey), 2);
    });

    it('answers a retried submit with the same receipt (200), charging and counting once', async () => {
      const form = donationForm(candidateId, { amount: 42.5 });
      const first = await postDonation(app, form);
      assert.equal(first.statusCode, 201, first.body);
      const before = await moneyFigures(db, candidateId);
      for (let retry = 0; retry < 3; retry += 1) {
        const again = await postDonation(app, form);
        assert.equal(again.statusCode, 200, again.body);
        assert.deepEqual(again.json(), first.json());
      }
      assert.deepEqual(await moneyFigures(db, candidateId), before);
      assert.equal(payments.chargesOf(form.idempotencyKey), 1);
      assert.equal(await donationCount(db, form.idempotencyKey), 1);
    });

    it('charges and records 20 simultaneous duplicates once, all with one receipt', async () => {
      const form = donationForm(candidateId, { amount: 17.25 });
      const before = await moneyFigures(db, candidateId);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => postDonation(app, form)),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [...Array(19).fill(200), 201]);
      const receipts = responses.map((response) => donationReceiptSchema.parse(response.json()));
      for (const receipt of receipts) assert.deepEqual(receipt, receipts[0]);
      assert.equal(payments.chargesOf(form.idempotencyKey), 1);
      assert.equal(await donationCount(db, form.idempotencyKey), 1);
      const after = await moneyFigures(db, candidateId);
      assert.equal(after.candidate - before.candidate, 17_25);
      assert.equal(after.platform - before.platform, 17_25);
      await assertMoneyConsistent(db);
    });

    it('refuses a key reused for another candidate, amount or donor (409), changing nothing', async () => {
      const form = donationForm(candidateId, { amount: 30 });
      assert.equal((await postDonation(app, form)).statusCode, 201);
      const before = await moneyFigures(db, candidateId);
      for (const patch of [
        { amount: 31 },
        { candidateId: otherCandidateId },
        { donorEmail: 'someone-else@example.com' },
      ]) {
        const response = await postDonation(app, { ...form, ...patch });
        assert.equal(response.statusCode, 409, response.body);
        assert.match(
          response.json().message,
          /already submitted with another candidate, amount or email/,
        );
      }
      assert.deepEqual(await moneyFigures(db, candidateId), before);
      assert.equal(payments.chargesOf(form.idempotencyKey), 1);
      // The same donor in another letter case is the same gift.
      const again = await postDonation(app, { ...form, donorEmail: form.donorEmail.toUpperCase() });
      assert.equal(again.statusCode, 200);
    });

    it('answers 502 when the provider fails, records nothing, and a retry goes through', async () => {
      let failNext = true;
      const inner = createTestPaymentProvider();
      const flaky: PaymentProvider = {
        testMode: true,
        async charge(request) {
          if (failNext) {
            failNext = false;
            throw new Error('connect ECONNREFUSED');
          }
          return inner.charge(request);
        },
        lookup: (key) => inner.lookup(key),
        refund: (request) => inner.refund(request),
        saveCard: (card) => inner.saveCard(card),
        forgetCard: (token) => inner.forgetCard(token),
      };
      const flakyApp = donationApp(db, flaky);
      try {
        const form = donationForm(candidateId);
        const before = await moneyFigures(db, candidateId);
        const failed = await postDonation(flakyApp, form);
        assert.equal(failed.statusCode, 502);
        assert.match(failed.json().message, /did not answer/);
        assert.deepEqual(await moneyFigures(db, candidateId), before);
        assert.equal((await postDonation(flakyApp, form)).statusCode, 201);
      } finally {
        await flakyApp.close();
      }
    });

    it('limits donation submits per address (429 JSON)', async () => {
      // On PostgreSQL the counters are rows every app on the database shares: start this
      // address's count at zero, as a new address would.
      await db.query('delete from rate_limit_hits');
      const limited = donationApp(db, countingProvider(), {
        donations: { max: 2, windowMs: 60_000 },
      });
      try {
        const answers = [];
        for (let n = 0; n < 3; n += 1) {
          answers.push(await postDonation(limited, donationForm(candidateId)));
        }
        assert.deepEqual(
          answers.map((answer) => answer.statusCode),
          [201, 201, 429],
        );
        assert.match(
          answers[2].json().message,
          /^Too many requests\. Try again in (\d+ seconds?|about \d+ (minutes?|hours?))\.$/,
        );
      } finally {
        await limited.close();
      }
    });

    it('leaves every total equal to a fresh sum of the succeeded donations', async () => {
      await assertMoneyConsistent(db);
    });
  });
}
