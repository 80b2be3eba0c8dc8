import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sign } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { RefcodeReport } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { recordSucceededDonation } from '../src/donations/record-donation';
import { refundDonation } from '../src/donations/refund-donation';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import { REFCODE_COOKIE, signRefcodeCookie } from '../src/refcodes/refcode-cookie';
import {
  donationApp,
  donationForm,
  ITEMISED,
  postDonation,
  uniqueKey,
} from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Refcodes (docs/refcodes.md): a page opened with ?refcode= leaves the codes in a signed
// cookie and counts a visit; a gift stores the codes of a valid cookie; a forged, edited,
// expired or another candidate's cookie attributes nothing and never stops the gift. The
// owner's report per refcode equals the ledger and sums to the candidate's total.

const DAY_MS = 86_400_000;
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

for (const kind of databaseKinds({
  differsByDatabase: 'two page loads of one visitor racing for the one visit row',
})) {
  describe(`refcodes (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    const payments = createTestPaymentProvider();
    let candidateId: number;
    let otherCandidateId: number;
    let ownerCookies: Record<string, string>;
    let otherCookies: Record<string, string>;

    async function ownedCandidate(name: string, geographicCode: string) {
      const userId = await insertUser(db);
      const id = await addCandidate(db, { name, geographicCode });
      await db.query('update candidates set user_id = $1 where id = $2', [userId, id]);
      return { id, userId };
    }

    /** A browser navigation to `url`: the cookies it is answered with. */
    async function openPage(url: string, cookies: Record<string, string> = {}) {
      const response = await app.inject({
        method: 'GET',
        url,
        cookies,
        headers: { accept: 'text/html' },
      });
      // As a browser sends them back: the value the server encoded, decoded by its parser.
      return Object.fromEntries(
        response.cookies.map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]),
      );
    }

    async function refcodesOfGift(cookies: Record<string, string>, target = candidateId) {
      const response = await postDonation(app, donationForm(target, ITEMISED), cookies);
      assert.equal(response.statusCode, 201, response.body);
      const { rows } = await db.query<{ refcode: string | null; refcode2: string | null }>(
        'select refcode, refcode2 from donations where id = $1',
        [response.json().id],
      );
      return rows[0];
    }

    const visitsOf = async (refcode: string) =>
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from refcode_visits where candidate_id = $1 and refcode = $2',
          [candidateId, refcode],
        )
      ).rows[0].n;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = donationApp(db, payments);
      const owner = await ownedCandidate('Casey Morales', 'CA');
      candidateId = owner.id;
      ownerCookies = await loginCookies(db, owner.userId);
      const other = await ownedCandidate('Riley Park', 'NV');
      otherCandidateId = other.id;
      otherCookies = await loginCookies(db, other.userId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('a page link with a refcode sets the signed cookie and counts one visit a day', async () => {
      const first = await openPage(`/donate/${candidateId}?refcode=email1&refcode2=top`);
      assert.ok(first[REFCODE_COOKIE], 'the refcode cookie is set');
      assert.ok(first.paid_visitor, 'a new visitor gets a visitor id');
      const again = await openPage(`/candidate/${candidateId}?refcode=email1`, first);
      assert.ok(again[REFCODE_COOKIE]);
      // Two loads at once by the same visitor are one visit too.
      await Promise.all([
        openPage(`/donate/${candidateId}?refcode=email1`, first),
        openPage(`/donate/${candidateId}?refcode=email1`, first),
      ]);
      assert.equal(await visitsOf('email1'), 1);
      await openPage(`/donate/${candidateId}?refcode=email1`);
      assert.equal(await visitsOf('email1'), 2, 'another visitor is another visit');
      assert.deepEqual(await refcodesOfGift(first), { refcode: 'email1', refcode2: 'top' });
    });

    it('ignores codes that are not 1-64 letters, digits, _ - or .', async () => {
      for (const bad of ['', 'a%20b', 'x'.repeat(65), '%3Cscript%3E', 'a|b']) {
        const cookies = await openPage(`/donate/${candidateId}?refcode=${bad}`);
        assert.equal(cookies[REFCODE_COOKIE], undefined, bad);
      }
      const cookies = await openPage(`/donate/${candidateId}?refcode=ok.1_-&refcode2=bad%20code`);
      assert.deepEqual(await refcodesOfGift(cookies), { refcode: 'ok.1_-', refcode2: null });
      // API calls are never landings.
      const api = await app.inject({ method: 'GET', url: '/api/health?refcode=email1' });
      assert.equal(api.cookies.length, 0);
    });

    it('a forged, edited, expired, future or foreign cookie attributes nothing', async () => {
      const now = Date.now();
      const valid = await signRefcodeCookie(db, {
        candidateId,
        setAtMs: now,
        refcode: 'email2',
        refcode2: null,
      });
      assert.deepEqual(await refcodesOfGift({ [REFCODE_COOKIE]: valid }), {
        refcode: 'email2',
        refcode2: null,
      });
      const [value, signature] = [valid.slice(0, valid.lastIndexOf('.')), valid.split('.').pop()];
      const forged = [
        value, // set by hand, unsigned
        `${value.replace('email2', 'email3')}.${signature}`, // edited after signing
        sign(value, 'not-the-server-secret'),
        await signRefcodeCookie(db, {
          candidateId,
          setAtMs: now - 31 * DAY_MS,
          refcode: 'old',
          refcode2: null,
        }),
        await signRefcodeCookie(db, {
          candidateId,
          setAtMs: now + DAY_MS,
          refcode: 'future',
          refcode2: null,
        }),
        await signRefcodeCookie(db, {
          candidateId: otherCandidateId,
          setAtMs: now,
          refcode: 'theirs',
          refcode2: null,
        }),
      ];
      for (const cookie of forged) {
        assert.deepEqual(await refcodesOfGift({ [REFCODE_COOKIE]: cookie }), {
          refcode: null,
          refcode2: null,
        });
      }
    });

    it('the report is owner-only', async () => {
      const url = `/api/candidate/${candidateId}/refcodes?from=${day(-1)}&to=${day(0)}`;
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401);
      const other = await app.inject({ method: 'GET', url, cookies: otherCookies });
      assert.equal(other.statusCode, 403);
      const admin = await insertUser(db);
      await db.query('update users set is_admin = true where id = $1', [admin]);
      const support = await app.inject({
        method: 'GET',
        url,
        cookies: await loginCookies(db, admin),
      });
      assert.equal(support.statusCode, 403);
      assert.equal(
        (await app.inject({ method: 'GET', url, cookies: ownerCookies })).statusCode,
        200,
      );
      const dashboard = `/api/candidate/${candidateId}/dashboard`;
      assert.equal((await app.inject({ method: 'GET', url: dashboard })).statusCode, 401);
      const foreign = await app.inject({ method: 'GET', url: dashboard, cookies: otherCookies });
      assert.equal(foreign.statusCode, 403);
    });

    it('equals the ledger per refcode and sums to the candidate total', async () => {
      // A donor who gave before the range returns in it; refunded gifts leave the total and the report.
      await db.transaction((tx) =>
        recordSucceededDonation(tx, {
          candidateId,
          amountCents: 1_000,
          donorName: 'Grace Hopper',
          donorEmail: 'grace@example.com',
          idempotencyKey: uniqueKey(),
          at: new Date(Date.now() - 10 * DAY_MS),
        }),
      );
      const email1 = await openPage(`/donate/${candidateId}?refcode=email1`);
      const grace = { donorEmail: 'Grace@Example.com', amount: 12.34 };
      const giftA = await postDonation(app, donationForm(candidateId, grace), email1);
      assert.equal(giftA.statusCode, 201, giftA.body);
      const refunded = await postDonation(
        app,
        donationForm(candidateId, { donorEmail: 'alan@example.com', amount: 50 }),
        email1,
      );
      await refundDonation(db, payments, {
        donationId: refunded.json().id,
        actor: { kind: 'admin-command' },
      });

      const report = (
        await app.inject({
          method: 'GET',
          url: `/api/candidate/${candidateId}/refcodes?from=${day(-5)}&to=${day(0)}`,
          cookies: ownerCookies,
        })
      ).json() as RefcodeReport;

      const ledger = await db.query<{ refcode: string; gifts: number; cents: number }>(
        `select coalesce(refcode, '(none)') as refcode, count(*)::int as gifts,
                sum(amount_cents)::bigint as cents
           from donations
          where candidate_id = $1 and status = 'succeeded' and created_at >= $2::date
          group by 1`,
        [candidateId, day(-5)],
      );
      assert.deepEqual(
        report.rows
          .filter((row) => row.gifts > 0)
          .map((row) => ({ refcode: row.refcode, gifts: row.gifts, cents: row.moneyCents }))
          .sort((a, b) => a.refcode.localeCompare(b.refcode)),
        ledger.rows.sort((a, b) => a.refcode.localeCompare(b.refcode)),
      );
      const sum = report.rows.reduce((total, row) => total + row.moneyCents, 0);
      assert.equal(sum, report.totalCents);
      const { rows } = await db.query<{ total: number }>(
        'select total_donations_cents as total from candidates where id = $1',
        [candidateId],
      );
      assert.equal(sum + 1_000, rows[0].total, 'with the gift before the range: the total');

      const email1Row = report.rows.find((row) => row.refcode === 'email1');
      assert.ok(email1Row);
      assert.equal(email1Row.visits, await visitsOf('email1'));
      assert.equal(email1Row.conversionRate, email1Row.gifts / email1Row.visits);
      assert.equal(email1Row.averageGiftCents, Math.round(email1Row.moneyCents / email1Row.gifts));
      // Grace gave before the range under another spelling of her address: returning.
      assert.equal(email1Row.returningDonors, 1);
      assert.equal(email1Row.newDonors, 1, 'Ada (the first test) is new');
    });

    it("the dashboard's today and week equal the ledger", async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/candidate/${candidateId}/dashboard`,
        cookies: ownerCookies,
      });
      assert.equal(response.statusCode, 200, response.body);
      const dashboard = response.json();
      const { rows } = await db.query<{ cents: number; gifts: number }>(
        `select coalesce(sum(amount_cents), 0)::bigint as cents, count(*)::int as gifts
           from donations
          where candidate_id = $1 and status = 'succeeded' and created_at >= $2::date`,
        [candidateId, dashboard.today],
      );
      assert.equal(dashboard.todayFigures.moneyCents, rows[0].cents);
      assert.equal(dashboard.todayFigures.gifts, rows[0].gifts);
      assert.equal(dashboard.topRefcodes[0].refcode, 'email1');
    });

    it("projects the active monthly plans' charges to each plan's election", async () => {
      const donor = await insertUser(db);
      const { rows: ahead } = await db.query<{ id: number }>(
        `select id from paid_candidate_elections($1, current_date)
          where election_date >= current_date order by election_date, id limit 1`,
        [candidateId],
      );
      // Anchored 40 days ago, periods 0 and 1 charged: $12.34 a month, next on anchor + 2 months.
      await db.query(
        `insert into recurring_plans (user_id, candidate_id, amount_cents, anchor_on,
                                      periods_charged, next_charge_on, election_id)
         values ($1, $2, 1234, current_date - 40, 2,
                 (current_date - 40 + make_interval(months => 2))::date, $3)`,
        [donor, candidateId, ahead[0].id],
      );
      // The monthly clock's rule (recurring-gifts.ts): charge n falls on anchor + n months,
      // while on or before the plan's last election.
      const { rows } = await db.query<{ charges: number }>(
        `select count(*)::int as charges
           from generate_series(2, 1000) n
          where (current_date - 40 + make_interval(months => n))::date
                <= (select max(pe.election_date) from paid_plan_elections($1, $2) pe)`,
        [candidateId, ahead[0].id],
      );
      const dashboard = (
        await app.inject({
          method: 'GET',
          url: `/api/candidate/${candidateId}/dashboard`,
          cookies: ownerCookies,
        })
      ).json();
      assert.ok(rows[0].charges > 0, 'the election is more than two months ahead');
      assert.equal(dashboard.activePlans, 1);
      assert.equal(dashboard.recurringMonthlyCents, 1234);
      assert.equal(dashboard.projectedTotalCents, 1234 * rows[0].charges);
      assert.equal(
        dashboard.projection.reduce((sum: number, row: { cents: number }) => sum + row.cents, 0),
        dashboard.projectedTotalCents,
      );
    });
  });
}
