import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  DONATION_ATTESTATIONS,
  donationAllowanceSchema,
  donationReceiptSchema,
  ITEMISATION_FIELDS,
} from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { removeCandidate } from '../src/candidates/candidate-writes';
import { recomputeTotals } from '../src/totals/recompute-totals';
import { insertUser, loginCookies } from './helpers/make-accounts';
import {
  assertMoneyConsistent,
  countingProvider,
  donationApp,
  donationForm,
  ITEMISED,
  postDonation,
  type CountingProvider,
} from './helpers/donation-requests';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { addCandidate, donate } from './helpers/tournament-fixtures';

// The donation rules of docs/donation-rules.md, enforced by POST /api/donations: amounts in whole
// cents from $1, the five attestations, the $3,500 limit per candidate per election summed
// over the donor's earlier gifts (by email in any case, or by account), and the itemisation
// fields once the aggregate passes $200. Every refusal is a 400 that charges and changes
// nothing.

let emailCounter = 0;
const newEmail = () => `donor${++emailCounter}.${process.pid}@example.com`;

for (const kind of DATABASE_KINDS) {
  describe(`donation rules (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let payments: CountingProvider;
    let candidateId: number;
    let otherCandidateId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      payments = countingProvider();
      app = donationApp(db, payments);
      candidateId = await addCandidate(db, { name: 'Casey Morales', geographicCode: 'CA' });
      otherCandidateId = await addCandidate(db, { name: 'Riley Park', geographicCode: 'NV' });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    async function expectRefused(body: unknown, status: number, cookies = {}) {
      const chargesBefore = payments.charges.length;
      const { rows: before } = await db.query('select count(*) as n from donations');
      const response = await postDonation(app, body, cookies);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(payments.charges.length, chargesBefore, 'nothing charged');
      const { rows: afterRows } = await db.query('select count(*) as n from donations');
      assert.deepEqual(afterRows, before, 'nothing recorded');
      return response.json() as { message: string; errors?: Record<string, string> };
    }

    it('accepts a valid gift with a receipt (201) and records it', async () => {
      const form = donationForm(candidateId, { amount: 19.99, donorEmail: newEmail() });
      const response = await postDonation(app, form);
      assert.equal(response.statusCode, 201, response.body);
      const receipt = donationReceiptSchema.parse(response.json());
      assert.equal(receipt.amount, 19.99);
      assert.equal(receipt.candidateId, candidateId);
      assert.equal(receipt.candidateName, 'Casey Morales');
      assert.equal(receipt.testMode, true);
      assert.equal(receipt.reference, `PAID-${String(receipt.id).padStart(6, '0')}`);
      const { rows } = await db.query(
        `select amount_cents as "amountCents", status, charge_id as "chargeId",
                test_mode as "testMode", user_id as "userId"
           from donations where id = $1`,
        [receipt.id],
      );
      assert.equal(rows[0].amountCents, 1999);
      assert.equal(rows[0].status, 'succeeded');
      assert.match(String(rows[0].chargeId), /^test_ch_[0-9a-f]{24}$/);
      assert.equal(rows[0].testMode, true);
      assert.equal(rows[0].userId, null);
      await assertMoneyConsistent(db);
    });

    it('refuses amounts that are not whole cents, under $1, or not numbers (400 JSON)', async () => {
      const cases: [unknown, RegExp][] = [
        [10.005, /whole cents/],
        [0.99, /minimum donation is \$1/],
        [0, /minimum donation is \$1/],
        [-5, /minimum donation is \$1/],
        ['25', /./],
        [null, /./],
        [Number.NaN, /./],
      ];
      for (const [amount, message] of cases) {
        const body = { ...donationForm(candidateId), amount };
        const error = await expectRefused(body, 400);
        assert.match(error.errors?.amount ?? '', message, `amount ${String(amount)}`);
        assert.match(error.message, /^Invalid body: amount: /);
      }
      // Above the limit: the election's limit is data, so the gift's check (its election's
      // room), not the body's schema, refuses it, naming the figure from the row.
      const over = await expectRefused({ ...donationForm(candidateId), amount: 3_500.01 }, 400);
      assert.match(over.errors?.amount ?? '', /\$3,500 limit per election/);
    });

    it('refuses bad field types and a body that is not an object', async () => {
      const base = donationForm(candidateId);
      const invalid: [unknown, string][] = [
        [{ ...base, candidateId: 'seven' }, 'candidateId'],
        [{ ...base, donorEmail: 'not-an-email' }, 'donorEmail'],
        [{ ...base, donorName: '   ' }, 'donorName'],
        [{ ...base, card: { ...base.card, number: '4242' } }, 'card.number'],
        [{ ...base, card: { ...base.card, expiry: '13/30' } }, 'card.expiry'],
        [{ ...base, idempotencyKey: 'short' }, 'idempotencyKey'],
        [{ ...base, postalCode: 'ABCDE' }, 'postalCode'],
        [[base], 'body'],
      ];
      for (const [body, field] of invalid) {
        const error = await expectRefused(body, 400);
        assert.ok(error.errors?.[field], `${field}: ${JSON.stringify(error)}`);
      }
    });

    it('refuses a gift without all five attestations, naming each missing one', async () => {
      const names = Object.keys(DONATION_ATTESTATIONS);
      const { attestations: _all, ...withoutAny } = donationForm(candidateId);
      for (const body of [withoutAny, { ...withoutAny, attestations: {} }]) {
        const error = await expectRefused(body, 400);
        assert.deepEqual(
          Object.keys(error.errors ?? {}).sort(),
          names.map((name) => `attestations.${name}`).sort(),
        );
        assert.match(error.message, /^Invalid body: attestations\.\w+: Please confirm: /);
      }
      for (const name of names) {
        const form = donationForm(candidateId);
        const body = { ...form, attestations: { ...form.attestations, [name]: false } };
        const error = await expectRefused(body, 400);
        assert.deepEqual(Object.keys(error.errors ?? {}), [`attestations.${name}`]);
        const label = DONATION_ATTESTATIONS[name as keyof typeof DONATION_ATTESTATIONS];
        assert.equal(
          error.errors?.[`attestations.${name}`],
          `Please confirm: ${label.replace(/\.$/, '')}`,
        );
      }
    });

    it('answers 404 for an unknown or removed candidate', async () => {
      const error = await expectRefused(donationForm(999_999), 404);
      assert.equal(error.message, 'Candidate not found');
      const gone = await addCandidate(db, { name: 'Gone Gil', geographicCode: 'TX' });
      await removeCandidate(db, gone);
      assert.equal((await expectRefused(donationForm(gone), 404)).message, 'Candidate not found');
    });

    it('sums earlier gifts by email in any letter case and refuses the part above the limit', async () => {
      const email = newEmail();
      const itemised = { ...ITEMISED, donorEmail: email };
      assert.equal(
        (await postDonation(app, donationForm(candidateId, { ...itemised, amount: 2_000 })))
          .statusCode,
        201,
      );
      const shouted = email.toUpperCase();
      assert.equal(
        (
          await postDonation(
            app,
            donationForm(candidateId, { ...itemised, donorEmail: shouted, amount: 300 }),
          )
        ).statusCode,
        201,
      );
      // $2,300 given: $1,200 of room left.
      const error = await expectRefused(
        donationForm(candidateId, { ...itemised, donorEmail: ` ${shouted} `, amount: 1_200.01 }),
        400,
      );
      const message =
        'This gift would pass the $3,500 limit per election: you can give at most $1,200 more to this candidate.';
      assert.equal(error.message, message);
      assert.deepEqual(error.errors, { amount: message });

      // Another candidate has a limit of its own.
      const elsewhere = await postDonation(
        app,
        donationForm(otherCandidateId, { ...itemised, amount: 3_500 }),
      );
      assert.equal(elsewhere.statusCode, 201, elsewhere.body);

      // Exactly the room left is accepted; then nothing more.
      const last = await postDonation(
        app,
        donationForm(candidateId, { ...itemised, amount: 1_200 }),
      );
      assert.equal(last.statusCode, 201, last.body);
      const full = await expectRefused(donationForm(candidateId, { ...itemised, amount: 1 }), 400);
      assert.equal(
        full.message,
        'This gift would pass the $3,500 limit per election: you have already given this candidate the most allowed.',
      );
      await assertMoneyConsistent(db);
    });

    it('matches a logged-in donor by account whatever email each gift used', async () => {
      const userId = await insertUser(db, { email: newEmail() });
      const cookies = await loginCookies(db, userId);
      const first = await postDonation(
        app,
        donationForm(candidateId, { ...ITEMISED, donorEmail: newEmail(), amount: 3_000 }),
        cookies,
      );
      assert.equal(first.statusCode, 201, first.body);
      const { rows } = await db.query('select user_id as "userId" from donations where id = $1', [
        first.json().id,
      ]);
      assert.equal(rows[0].userId, userId);
      const error = await expectRefused(
        donationForm(candidateId, { ...ITEMISED, donorEmail: newEmail(), amount: 600 }),
        400,
        cookies,
      );
      assert.equal(
        error.message,
        'This gift would pass the $3,500 limit per election: you can give at most $500 more to this candidate.',
      );
      // The same new email without the session is another donor as far as anyone can tell.
      const anonymous = await postDonation(
        app,
        donationForm(candidateId, { ...ITEMISED, donorEmail: newEmail(), amount: 600 }),
      );
      assert.equal(anonymous.statusCode, 201, anonymous.body);
    });

    it('counts only succeeded gifts of this cycle toward the limit', async () => {
      const email = newEmail();
      // Before the cycle began, and a refunded one: neither counts.
      await donate(db, candidateId, 3_000_00, { at: new Date('2024-11-05T23:59:59Z'), email });
      const refunded = await donate(db, candidateId, 3_000_00, { email });
      await db.transaction(async (tx) => {
        await tx.query(`update donations set status = 'refunded' where id = $1`, [
          refunded.donation.id,
        ]);
        await recomputeTotals(tx);
      });
      const response = await postDonation(
        app,
        donationForm(candidateId, { ...ITEMISED, donorEmail: email, amount: 3_500 }),
      );
      assert.equal(response.statusCode, 201, response.body);
    });

    it('requires the itemisation fields once the aggregate passes $200, naming each missing one', async () => {
      const email = newEmail();
      // $200 exactly is not above the threshold: the fields stay optional.
      const at200 = await postDonation(
        app,
        donationForm(candidateId, { donorEmail: email, amount: 200 }),
      );
      assert.equal(at200.statusCode, 201, at200.body);

      const error = await expectRefused(
        donationForm(candidateId, { donorEmail: email, amount: 1, city: 'Fresno' }),
        400,
      );
      assert.equal(
        error.message,
        'Your gifts to this candidate this election would pass $200, so federal law requires your full name, mailing address, occupation and employer.',
      );
      const missing = ITEMISATION_FIELDS.filter(
        (field) => field !== 'donorName' && field !== 'city',
      );
      assert.deepEqual(Object.keys(error.errors ?? {}).sort(), [...missing].sort());
      assert.equal(
        error.errors?.occupation,
        'Occupation is required for gifts over $200 this election',
      );

      // Blank answers are missing answers.
      const blank = await expectRefused(
        donationForm(candidateId, { ...ITEMISED, donorEmail: email, amount: 5, employer: '  ' }),
        400,
      );
      assert.deepEqual(Object.keys(blank.errors ?? {}), ['employer']);

      const complete = await postDonation(
        app,
        donationForm(candidateId, { ...ITEMISED, donorEmail: email, amount: 5 }),
      );
      assert.equal(complete.statusCode, 201, complete.body);
      const { rows } = await db.query(
        `select donor_address_line1 as "addressLine1", donor_city as city, donor_state as state,
                donor_postal_code as "postalCode", occupation, employer
           from donations where id = $1`,
        [complete.json().id],
      );
      assert.deepEqual(rows[0], { ...ITEMISED });
    });

    it('requires itemisation for a single gift above $200', async () => {
      const error = await expectRefused(
        donationForm(candidateId, { donorEmail: newEmail(), amount: 200.01 }),
        400,
      );
      assert.match(error.message, /would pass \$200/);
      assert.ok(error.errors?.addressLine1);
    });

    it("answers a logged-in donor's room left (allowance), 401 for a visitor", async () => {
      const accountEmail = newEmail();
      const userId = await insertUser(db, { email: accountEmail });
      const cookies = await loginCookies(db, userId);
      const url = `/api/donations/allowance?candidateId=${candidateId}`;

      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401);
      const fresh = await app.inject({ method: 'GET', url, cookies });
      assert.equal(fresh.statusCode, 200, fresh.body);
      // Per election still ahead (docs/donation-rules.md "Elections"): the next one first.
      const allowance = donationAllowanceSchema.parse(fresh.json());
      assert.ok(allowance.elections.length >= 2, fresh.body);
      assert.equal(allowance.nextElectionId, allowance.elections[0].id);
      for (const election of allowance.elections) {
        assert.deepEqual(
          { given: election.given, remaining: election.remaining, limit: election.limit },
          { given: 0, remaining: 3_500, limit: 3_500 },
        );
      }
      assert.equal(allowance.itemisationRequired, false);

      // A gift made logged out with the account's address (other case) counts, as does one
      // made logged in with another address.
      await postDonation(
        app,
        donationForm(candidateId, { donorEmail: accountEmail.toUpperCase(), amount: 150.5 }),
      );
      await postDonation(
        app,
        donationForm(candidateId, { ...ITEMISED, donorEmail: newEmail(), amount: 100 }),
        cookies,
      );
      // Both undesignated: they count toward the next election only.
      const after = donationAllowanceSchema.parse(
        (await app.inject({ method: 'GET', url, cookies })).json(),
      );
      const [next, later] = after.elections;
      assert.deepEqual(
        { given: next.given, remaining: next.remaining, limit: next.limit },
        { given: 250.5, remaining: 3_249.5, limit: 3_500 },
      );
      assert.deepEqual(
        { given: later.given, remaining: later.remaining },
        { given: 0, remaining: 3_500 },
      );
      assert.equal(after.itemisationRequired, true);

      const unknown = await app.inject({
        method: 'GET',
        url: '/api/donations/allowance?candidateId=999999',
        cookies,
      });
      assert.equal(unknown.statusCode, 404);
      const bad = await app.inject({
        method: 'GET',
        url: '/api/donations/allowance?candidateId=abc',
        cookies,
      });
      assert.equal(bad.statusCode, 400);
    });

    it('says whether payments are in test mode', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/donations/payment-mode' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { testMode: true });
    });

    it('leaves every total equal to a fresh sum of the succeeded donations', async () => {
      await assertMoneyConsistent(db);
    });
  });
}
