import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CANDIDATE_NOT_VERIFIED_MESSAGE,
  donationFormSchema,
  type DonationFormValues,
} from 'shared-api/contracts';
import { removeCandidate } from '../src/candidates/candidate-writes';
import type { Db } from '../src/db/db';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { emailKey, identityKey } from '../src/donations/donor-identity';
import { processGiftLocksHeld } from '../src/donations/gift-locks';
import { reconcilePendingGifts } from '../src/donations/reconcile-gifts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
} from '../src/payments/payment-provider';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import {
  assertMoneyConsistent,
  countingProvider,
  donationApp,
  donationForm,
  ITEMISED,
  postDonation,
  TEST_CARDS,
  type CountingProvider,
} from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Money rules that hold against an attacker: one donor, one limit (the account's
// own email, one person under many emails, the same name + street + ZIP, a candidate who
// deletes and re-creates the profile); money only to candidates support has verified; a
// real state and ZIP; a gift's states, with the card charged while no lock, transaction or
// connection is held, and a gift left pending by a lost answer settled by reconciliation.

const FULL =
  'This gift would pass the $3,500 limit per election: you have already given this candidate the most allowed.';

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}x${process.pid}`;

/** A provider whose charges wait until `open()` is called; `started` resolves on the first. */
function gatedProvider(inner: PaymentProvider = createTestPaymentProvider()) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started!: (request: ChargeRequest) => void;
  const first = new Promise<ChargeRequest>((resolve) => (started = resolve));
  const provider: PaymentProvider = {
    testMode: true,
    async charge(request): Promise<ChargeResult> {
      started(request);
      await gate;
      return inner.charge(request);
    },
    lookup: (key) => inner.lookup(key),
    refund: (request) => inner.refund(request),
    saveCard: (card) => inner.saveCard(card),
    forgetCard: (token) => inner.forgetCard(token),
  };
  return { provider, open: () => open(), firstCharge: first };
}

/** `promise`, or a rejection after `ms`: a request waiting on a lock would hang the test. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not finish in ${ms} ms`)), ms),
    ),
  ]);
}

async function totalOf(db: Db, candidateId: number): Promise<number> {
  const { rows } = await db.query<{ cents: number }>(
    'select total_donations_cents as cents from candidates where id = $1',
    [candidateId],
  );
  return Number(rows[0].cents);
}

describe('the donation form schema: state and ZIP', () => {
  const form = (patch: Partial<DonationFormValues>) => donationForm(1, patch);
  it('takes the 50 states, DC and the territories in any case, nothing else', () => {
    for (const state of ['CA', 'ny', 'DC', 'pr', 'GU', 'VI', 'AS', 'MP', '']) {
      assert.equal(donationFormSchema.safeParse(form({ state })).success, true, state);
    }
    for (const state of ['ZZ', 'XX', 'Cal', 'C', '12', 'UK']) {
      const result = donationFormSchema.safeParse(form({ state }));
      assert.equal(result.success, false, state);
      assert.match(result.error!.issues[0].message, /US state, the District of Columbia/);
    }
  });
  it('takes a ZIP of 5 digits or ZIP+4, nothing else', () => {
    for (const postalCode of ['95814', '95814-1234', '']) {
      assert.equal(donationFormSchema.safeParse(form({ postalCode })).success, true, postalCode);
    }
    for (const postalCode of ['9581', '958145', 'ABCDE', '95814-12', '95814 1234']) {
      const result = donationFormSchema.safeParse(form({ postalCode }));
      assert.equal(result.success, false, postalCode);
      assert.match(result.error!.issues[0].message, /ZIP code of 5 digits/);
    }
  });
});

describe('donor keys', () => {
  it('normalizes emails: case, spaces, +tag, and dots where the provider ignores them', () => {
    assert.equal(emailKey(' Pat+A@Example.com '), 'pat@example.com');
    assert.equal(emailKey('p.a.t+news@gmail.com'), 'pat@gmail.com');
    assert.equal(emailKey('PAT@googlemail.com'), 'pat@gmail.com');
    assert.equal(emailKey('p.a.t@example.com'), 'p.a.t@example.com');
  });
  it('normalizes name + street + ZIP; none without all three', () => {
    assert.equal(
      identityKey('  Pat  O’Doe ', '1 Analytical Way.', '95814-1234'),
      identityKey('PAT ODOE', '1 analytical way', '95814'),
    );
    assert.equal(identityKey('Pat Doe', '', '95814'), null);
    assert.equal(identityKey('Pat Doe', '1 Main St', '958'), null);
  });
});

for (const kind of databaseKinds({
  differsByDatabase: "one donor's simultaneous gifts under the gift locks",
})) {
  describe(`one donor, one limit (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let payments: CountingProvider;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      payments = countingProvider({ latency: true });
      app = donationApp(db, payments);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('agrees with the database on every key (the migration backfills with it)', async () => {
      const emails = [
        ' Pat+A@Example.com ',
        'p.a.t+news@gmail.com',
        'PAT@googlemail.com',
        'x',
        'a+@b',
      ];
      for (const email of emails) {
        const { rows } = await db.query<{ key: string }>('select paid_email_key($1) as key', [
          email,
        ]);
        assert.equal(rows[0].key, emailKey(email), email);
      }
      const people: [string, string | null, string | null][] = [
        ['  Pat  Doe ', '1 Analytical Way.', '95814-1234'],
        ['Pat Doe', null, '95814'],
        ['Pat Doe', '1 Main St', '958'],
      ];
      for (const [name, line1, zip] of people) {
        const { rows } = await db.query<{ key: string | null }>(
          'select paid_identity_key($1, $2, $3) as key',
          [name, line1, zip],
        );
        assert.equal(rows[0].key, identityKey(name, line1, zip), name);
      }
    });

    it("(2) counts the logged-in account's own email, whatever email the form says", async () => {
      const candidateId = await addCandidate(db, { name: 'Account Ava', geographicCode: 'CA' });
      const accountEmail = `${unique('voter')}@paid.test`;
      const userId = await insertUser(db, { email: accountEmail });
      const cookies = await loginCookies(db, userId);
      const guest = await postDonation(
        app,
        donationForm(candidateId, { ...ITEMISED, donorEmail: accountEmail, amount: 3_500 }),
      );
      assert.equal(guest.statusCode, 201, guest.body);

      const allowance = await app.inject({
        method: 'GET',
        url: `/api/donations/allowance?candidateId=${candidateId}`,
        cookies,
      });
      assert.equal(allowance.json().elections[0].remaining, 0);
      const charges = payments.charges.length;
      const logged = await postDonation(
        app,
        donationForm(candidateId, {
          ...ITEMISED,
          donorName: 'Someone Else',
          donorEmail: `${unique('other')}@example.com`,
          amount: 3_500,
        }),
        cookies,
      );
      assert.equal(logged.statusCode, 400, logged.body);
      assert.equal(logged.json().message, FULL);
      assert.equal(payments.charges.length, charges, 'nothing charged');

      // The other way round: given logged in under another email, then as a guest typing
      // the account's address.
      const second = await addCandidate(db, { name: 'Account Abe', geographicCode: 'CA' });
      const first = await postDonation(
        app,
        donationForm(second, {
          ...ITEMISED,
          donorEmail: `${unique('alias')}@example.com`,
          amount: 3_500,
        }),
        cookies,
      );
      assert.equal(first.statusCode, 201, first.body);
      const typed = await postDonation(
        app,
        donationForm(second, {
          donorName: 'Nobody Known',
          donorEmail: accountEmail.toUpperCase(),
          amount: 1,
        }),
      );
      assert.equal(typed.statusCode, 400, typed.body);
      await assertMoneyConsistent(db);
    });

    it('(3) sums one person under many emails: +tags, gmail dots, the same name + street + ZIP', async () => {
      const candidateId = await addCandidate(db, { name: 'Alias Al', geographicCode: 'NV' });
      const local = unique('pat');
      const pat = { ...ITEMISED, donorName: 'Pat Doe', addressLine1: '12 Elm Street' };
      const first = await postDonation(
        app,
        donationForm(candidateId, { ...pat, donorEmail: `${local}@example.com`, amount: 3_000 }),
      );
      assert.equal(first.statusCode, 201, first.body);
      for (const patch of [
        { donorEmail: `${local}+a@example.com` },
        { donorEmail: ` ${local.toUpperCase()}+b@Example.COM ` },
        // Another address altogether, but the same name, street and ZIP.
        {
          donorEmail: `${unique('elsewhere')}@example.org`,
          donorName: 'PAT  DOE.',
          addressLine1: '12 elm street',
          postalCode: '95814-0001',
        },
      ]) {
        const refused = await postDonation(
          app,
          donationForm(candidateId, { ...pat, ...patch, amount: 501 }),
        );
        assert.equal(refused.statusCode, 400, `${JSON.stringify(patch)}: ${refused.body}`);
        assert.match(refused.json().message, /at most \$500 more/);
      }
      // Someone else at the same address is someone else.
      const neighbour = await postDonation(
        app,
        donationForm(candidateId, {
          ...pat,
          donorName: 'Sam Doe',
          donorEmail: `${unique('sam')}@example.com`,
          amount: 3_500,
        }),
      );
      assert.equal(neighbour.statusCode, 201, neighbour.body);

      // Dots do not matter at gmail.com (and googlemail.com is gmail.com).
      const gmail = unique('jo');
      const dotted = `${gmail.slice(0, 2)}.${gmail.slice(2)}`;
      assert.equal(
        (
          await postDonation(
            app,
            donationForm(candidateId, { donorEmail: `${dotted}@gmail.com`, amount: 200 }),
          )
        ).statusCode,
        201,
      );
      const again = await postDonation(
        app,
        donationForm(candidateId, { donorEmail: `${gmail}+x@googlemail.com`, amount: 1 }),
      );
      assert.equal(again.statusCode, 400, 'the $200 threshold is passed: itemisation');
      assert.match(again.json().message, /would pass \$200/);
      await assertMoneyConsistent(db);
    });

    it('(3) lets only one of two simultaneous gifts of one person under two emails pass', async () => {
      const candidateId = await addCandidate(db, { name: 'Race Rae', geographicCode: 'NV' });
      const local = unique('twin');
      const person = { ...ITEMISED, donorName: 'Twin Doe', addressLine1: '7 Race Road' };
      const responses = await Promise.all(
        ['a', 'b', 'c', 'd'].map((tag) =>
          postDonation(
            app,
            donationForm(candidateId, {
              ...person,
              donorEmail: `${local}+${tag}@example.com`,
              amount: 3_000,
            }),
          ),
        ),
      );
      assert.deepEqual(responses.map((r) => r.statusCode).sort(), [201, 400, 400, 400]);
      // By name + street + ZIP only (four unrelated emails).
      const other = await addCandidate(db, { name: 'Race Ray', geographicCode: 'NV' });
      const byAddress = await Promise.all(
        ['e', 'f', 'g', 'h'].map((tag) =>
          postDonation(
            app,
            donationForm(other, {
              ...person,
              donorEmail: `${unique(tag)}@example.net`,
              amount: 3_000,
            }),
          ),
        ),
      );
      assert.deepEqual(byAddress.map((r) => r.statusCode).sort(), [201, 400, 400, 400]);
      assert.equal(await totalOf(db, candidateId), 3_000_00);
      assert.equal(await totalOf(db, other), 3_000_00);
      await assertMoneyConsistent(db);
    });

    it('(4) follows the candidate person across a deleted and re-created profile', async () => {
      const ownerId = await insertUser(db, { email: `${unique('owner')}@paid.test` });
      const profileOf = async (userId: number) => {
        const id = await addCandidate(db, { name: 'Phoenix Reyes', geographicCode: 'AZ' });
        await db.query('update candidates set user_id = $1 where id = $2', [userId, id]);
        return id;
      };
      const oldProfile = await profileOf(ownerId);
      const donorEmail = `${unique('loyal')}@example.com`;
      const donorId = await insertUser(db, { email: donorEmail });
      const cookies = await loginCookies(db, donorId);
      const gift = await postDonation(
        app,
        donationForm(oldProfile, { ...ITEMISED, donorEmail, amount: 3_500 }),
      );
      assert.equal(gift.statusCode, 201, gift.body);

      await removeCandidate(db, oldProfile);
      const newProfile = await profileOf(ownerId);
      const refused = await postDonation(
        app,
        donationForm(newProfile, { ...ITEMISED, donorEmail, amount: 1 }),
      );
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().message, FULL);
      const allowance = await app.inject({
        method: 'GET',
        url: `/api/donations/allowance?candidateId=${newProfile}`,
        cookies,
      });
      // The next election's room, where the undesignated gift went (docs/donation-rules.md).
      const [next] = allowance.json().elections;
      assert.deepEqual(
        { given: next.given, remaining: next.remaining, limit: next.limit },
        { given: 3_500, remaining: 0, limit: 3_500 },
      );
      assert.equal(allowance.json().itemisationRequired, true);
      // A standalone profile (no account) is only itself.
      const standalone = await addCandidate(db, { name: 'Phoenix Reyes', geographicCode: 'AZ' });
      const elsewhere = await postDonation(
        app,
        donationForm(standalone, { ...ITEMISED, donorEmail, amount: 10 }),
      );
      assert.equal(elsewhere.statusCode, 201, elsewhere.body);
    });

    it('(5) takes no money for a candidate support has not verified (409), nor answers room', async () => {
      const pending = await addCandidate(db, {
        name: 'Pending Pia',
        geographicCode: 'TX',
        activated: false,
      });
      const charges = payments.charges.length;
      const { rows: before } = await db.query('select count(*) as n from donations');
      const response = await postDonation(app, donationForm(pending));
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().message, CANDIDATE_NOT_VERIFIED_MESSAGE);
      assert.equal(payments.charges.length, charges, 'nothing charged');
      assert.deepEqual((await db.query('select count(*) as n from donations')).rows, before);
      const userId = await insertUser(db, { email: `${unique('asker')}@example.com` });
      const allowance = await app.inject({
        method: 'GET',
        url: `/api/donations/allowance?candidateId=${pending}`,
        cookies: await loginCookies(db, userId),
      });
      assert.equal(allowance.statusCode, 409, allowance.body);
      assert.equal(allowance.json().message, CANDIDATE_NOT_VERIFIED_MESSAGE);
    });

    it('(13) refuses a state that is not a US state, DC or territory, and a bad ZIP', async () => {
      const candidateId = await addCandidate(db, { name: 'Stately Stu', geographicCode: 'OR' });
      const charges = payments.charges.length;
      for (const patch of [{ state: 'ZZ' }, { state: 'California' }, { postalCode: '9721' }]) {
        const response = await postDonation(
          app,
          donationForm(candidateId, { ...ITEMISED, ...patch }),
        );
        assert.equal(response.statusCode, 400, response.body);
        const field = Object.keys(patch)[0];
        assert.ok(response.json().errors?.[field], response.body);
      }
      assert.equal(payments.charges.length, charges);
      for (const [state, stored] of [
        ['dc', 'DC'],
        ['PR', 'PR'],
      ]) {
        const response = await postDonation(
          app,
          donationForm(candidateId, {
            ...ITEMISED,
            donorEmail: `${unique('resident')}@example.com`,
            state,
            postalCode: '00901-1234',
          }),
        );
        assert.equal(response.statusCode, 201, response.body);
        const { rows } = await db.query<{ state: string }>(
          'select donor_state as state from donations where id = $1',
          [response.json().id],
        );
        assert.equal(rows[0].state, stored);
      }
    });
  });

  describe(`migration 0007 on existing donations (${kind})`, () => {
    it('fills the donor keys of the rows already there', async () => {
      const database = await createTestDatabase(kind, { migrated: false });
      const before0007 = makeTempDir('paid-migrations');
      try {
        for (const file of fs.readdirSync(MIGRATIONS_DIR)) {
          if (file < '0007') {
            fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before0007, file));
          }
        }
        await migrate(database.db, before0007);
        await database.db.query(
          `insert into candidates (id, name, position, geographic_code, level, state_code)
           values (1, 'Old Olga', 'governor', 'CA', 'state', 'CA')`,
        );
        await database.db.query(
          `insert into donations (candidate_id, amount_cents, donor_name, donor_email,
                                  donor_address_line1, donor_postal_code, idempotency_key)
           values (1, 100, 'Pat Doe', ' P.A.T+old@GMail.com', '12 Elm St.', '95814-1234', 'old')`,
        );
        await migrate(database.db);
        const { rows } = await database.db.query(
          `select donor_email_key as "emailKey", donor_identity_key as "identityKey"
             from donations`,
        );
        assert.deepEqual(rows, [
          { emailKey: 'pat@gmail.com', identityKey: 'patdoe|12elmst|95814' },
        ]);
      } finally {
        fs.rmSync(before0007, { recursive: true, force: true });
        await database.dispose();
      }
    });
  });

  describe(`a gift's states: the card charged with nothing held (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
    });
    after(async () => {
      await database.dispose();
    });

    it('(14) holds no lock, transaction or connection while the card is charged', async () => {
      const gated = gatedProvider();
      const slowApp = donationApp(db, gated.provider);
      const fastApp = donationApp(db, countingProvider());
      try {
        const candidateId = await addCandidate(db, { name: 'Slow Sal', geographicCode: 'WA' });
        const email = `${unique('patient')}@example.com`;
        const gift = (amount: number) =>
          donationForm(candidateId, { ...ITEMISED, donorEmail: email, amount });
        const slow = postDonation(slowApp, gift(3_000));
        await within(gated.firstCharge, 10_000, 'the first charge');

        // Pending, counted toward nothing but the donor's limit.
        const { rows: pending } = await db.query<{ status: string }>(
          'select status from donations where candidate_id = $1',
          [candidateId],
        );
        assert.deepEqual(pending, [{ status: 'pending' }]);
        assert.equal(await totalOf(db, candidateId), 0);
        assert.equal(processGiftLocksHeld(), 0, 'no gift lock of this process is held');
        if (kind === 'postgres') {
          const { rows: locks } = await db.query(
            `select l.objid from pg_locks l
               join pg_database d on d.oid = l.database
              where l.locktype = 'advisory' and d.datname = current_database()`,
          );
          assert.deepEqual(locks, [], 'no advisory lock is held');
          const { rows: open } = await db.query(
            `select pid, state from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and (state like 'idle in transaction%' or xact_start is not null)`,
          );
          assert.deepEqual(open, [], 'no transaction is open');
        }

        // The same donor meanwhile: the pending $3,000 counts, and nothing waits for it.
        const tooMuch = await within(postDonation(fastApp, gift(1_000)), 5_000, 'a second gift');
        assert.equal(tooMuch.statusCode, 400, tooMuch.body);
        assert.match(tooMuch.json().message, /at most \$500 more/);
        const fits = await within(postDonation(fastApp, gift(500)), 5_000, 'a third gift');
        assert.equal(fits.statusCode, 201, fits.body);

        gated.open();
        const answered = await slow;
        assert.equal(answered.statusCode, 201, answered.body);
        assert.equal(await totalOf(db, candidateId), 3_500_00);
        await assertMoneyConsistent(db);
      } finally {
        gated.open();
        await slowApp.close();
        await fastApp.close();
      }
    });

    it('settles a gift whose answer was lost after the charge, once, by reconciliation', async () => {
      // The provider keeps its charges in the database, like a processor's dashboard: a new
      // instance (a restarted server) still finds them.
      const app = donationApp(db, createTestPaymentProvider({ db }));
      try {
        const candidateId = await addCandidate(db, { name: 'Lost Lou', geographicCode: 'WA' });
        const form = donationForm(candidateId, {
          donorEmail: `${unique('lost')}@example.com`,
          amount: 42,
          card: { number: TEST_CARDS.failsAfterCharge, expiry: '12/39', cvc: '123' },
        });
        const failed = await postDonation(app, form);
        assert.equal(failed.statusCode, 502, failed.body);
        assert.equal(await totalOf(db, candidateId), 0);
        const { rows } = await db.query<{ id: number; status: string }>(
          'select id, status from donations where idempotency_key = $1',
          [form.idempotencyKey],
        );
        assert.equal(rows[0].status, 'pending');

        // Two servers reconcile at once: the gift is settled exactly once.
        const restarted = createTestPaymentProvider({ db });
        const reports = await Promise.all([
          reconcilePendingGifts(db, restarted),
          reconcilePendingGifts(db, restarted),
        ]);
        assert.deepEqual(
          reports.flatMap((report) => report.settled),
          [rows[0].id],
        );
        assert.equal(await totalOf(db, candidateId), 42_00);

        // The donor's retry answers the gift; nothing is charged or counted twice.
        const retry = await postDonation(app, form);
        assert.equal(retry.statusCode, 200, retry.body);
        assert.equal(retry.json().id, rows[0].id);
        assert.equal(await totalOf(db, candidateId), 42_00);
        await assertMoneyConsistent(db);
      } finally {
        await app.close();
      }
    });

    it('a retry after a lost answer settles the gift itself (201), charged once', async () => {
      const provider = createTestPaymentProvider({ db });
      const app = donationApp(db, provider);
      try {
        const candidateId = await addCandidate(db, { name: 'Retry Rita', geographicCode: 'WA' });
        const form = donationForm(candidateId, {
          donorEmail: `${unique('retry')}@example.com`,
          amount: 17,
          card: { number: TEST_CARDS.failsAfterCharge, expiry: '12/39', cvc: '123' },
        });
        assert.equal((await postDonation(app, form)).statusCode, 502);
        const retry = await postDonation(app, form);
        assert.equal(retry.statusCode, 201, retry.body);
        assert.equal(await totalOf(db, candidateId), 17_00);
        const { rows } = await db.query(
          'select count(*)::int as n from test_payment_charges where idempotency_key = $1',
          [form.idempotencyKey],
        );
        assert.deepEqual(rows, [{ n: 1 }]);
        await assertMoneyConsistent(db);
      } finally {
        await app.close();
      }
    });

    it('gives up a pending gift the provider never charged, freeing its key', async () => {
      const down: PaymentProvider = {
        testMode: true,
        charge: async () => {
          throw new Error('connect ECONNREFUSED');
        },
        lookup: async () => ({ status: 'none' }),
        refund: async () => ({ status: 'failed', reason: 'down' }),
        saveCard: async () => ({ status: 'declined', reason: 'down' }),
        forgetCard: async () => {},
      };
      const app = donationApp(db, down);
      try {
        const candidateId = await addCandidate(db, { name: 'Down Dee', geographicCode: 'WA' });
        const form = donationForm(candidateId, { donorEmail: `${unique('down')}@example.com` });
        assert.equal((await postDonation(app, form)).statusCode, 502);
        const early = await reconcilePendingGifts(db, down);
        assert.equal(early.declined.length, 0, 'not given up before its time');
        const late = await reconcilePendingGifts(db, down, { abandonAfterSeconds: 0 });
        assert.equal(late.declined.length, 1);
        const { rows } = await db.query<{ status: string; reason: string }>(
          `select status, decline_reason as reason from donations
            where candidate_id = $1`,
          [candidateId],
        );
        assert.deepEqual(rows, [{ status: 'declined', reason: 'The payment was not completed.' }]);
        // The same form goes through once the provider is back.
        const back = donationApp(db, countingProvider());
        try {
          assert.equal((await postDonation(back, form)).statusCode, 201);
        } finally {
          await back.close();
        }
        await assertMoneyConsistent(db);
      } finally {
        await app.close();
      }
    });
  });
}
