import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DonationFormValues, DonationReceipt } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { openDatabase } from '../src/db/open-db';
import { createRandom } from '../src/seed/prng';
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
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Donations under load, all at once through the real route: 1,000 submits (duplicated keys,
// declined cards, several candidates and states, a fundraising stream going live midway)
// must leave every total equal to the sum of the distinct succeeded gifts, each charged once;
// and one donor's simultaneous gifts must never pass the limit together.

const UNIQUE_GIFTS = 800;
const DUPLICATES = 200;

interface Gift {
  form: DonationFormValues;
  stateCode: string;
  declines: boolean;
}

for (const kind of databaseKinds({
  differsByDatabase: 'simultaneous gifts contend for row locks and unique keys',
})) {
  describe(`donations under concurrency (${kind})`, () => {
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

    it('keeps every total exact through 1,000 simultaneous submits', async () => {
      const candidates: { id: number; stateCode: string }[] = [];
      for (const [name, geographicCode, stateCode] of [
        ['Casey Morales', 'CA', 'CA'],
        ['County Cora', '06037', 'CA'],
        ['Riley Park', 'NV', 'NV'],
        ['Jordan Lee', 'OR', 'OR'],
      ]) {
        candidates.push({ id: await addCandidate(db, { name, geographicCode }), stateCode });
      }
      // The first candidate is activated and owned, so it can go live through the API.
      const streamerId = await insertUser(db);
      await db.query('update candidates set user_id = $1, is_activated = true where id = $2', [
        streamerId,
        candidates[0].id,
      ]);
      const streamer = await loginCookies(db, streamerId);

      const random = createRandom(2_026);
      const gifts: Gift[] = [];
      for (let n = 0; n < UNIQUE_GIFTS; n += 1) {
        const candidate = random.pick(candidates);
        const declines = random.chance(0.05);
        gifts.push({
          stateCode: candidate.stateCode,
          declines,
          form: donationForm(candidate.id, {
            ...ITEMISED,
            amount: random.int(100, 15_000) / 100,
            donorEmail: `donor${random.int(1, 300)}@example.com`,
            donorName: `Donor ${n}`,
            card: {
              number: declines ? TEST_CARDS.declined : TEST_CARDS.succeeds,
              expiry: '12/39',
              cvc: '123',
            },
          }),
        });
      }
      const submits = [...gifts];
      for (let n = 0; n < DUPLICATES; n += 1) submits.push(random.pick(gifts));
      // Fisher-Yates with the seeded generator: duplicates land anywhere, some side by side.
      for (let i = submits.length - 1; i > 0; i -= 1) {
        const j = random.int(0, i);
        [submits[i], submits[j]] = [submits[j], submits[i]];
      }

      const answers = new Map<string, LightMyRequestResponse[]>();
      const send = async (gift: Gift) => {
        const response = await postDonation(app, gift.form);
        const list = answers.get(gift.form.idempotencyKey) ?? [];
        list.push(response);
        answers.set(gift.form.idempotencyKey, list);
      };
      const half = submits.length / 2;
      const firstHalf = submits.slice(0, half).map(send);
      // GO LIVE while the first half is still in flight; the second half comes after it.
      const live = await app.inject({
        method: 'POST',
        url: '/api/stream/start',
        cookies: streamer,
      });
      assert.equal(live.statusCode, 201, live.body);
      const secondHalf = submits.slice(half).map(send);
      await Promise.all([...firstHalf, ...secondHalf]);

      // Every submit of a key got the same answer: one 201 and 200s with the same receipt,
      // or 402 each time for a declined card.
      const succeeded: { gift: Gift; receipt: DonationReceipt }[] = [];
      for (const gift of gifts) {
        const responses = answers.get(gift.form.idempotencyKey)!;
        const statuses = responses.map((response) => response.statusCode).sort();
        if (gift.declines) {
          assert.deepEqual(
            statuses,
            responses.map(() => 402),
            responses[0].body,
          );
          continue;
        }
        assert.deepEqual(statuses, [...responses.slice(1).map(() => 200), 201], responses[0].body);
        const receipts = responses.map((response) => response.json() as DonationReceipt);
        for (const receipt of receipts) assert.deepEqual(receipt, receipts[0]);
        assert.equal(payments.chargesOf(gift.form.idempotencyKey), 1, 'charged once');
        succeeded.push({ gift, receipt: receipts[0] });
      }
      assert.ok(succeeded.length > 700, `most gifts succeed (${succeeded.length})`);
      assert.equal(new Set(succeeded.map((s) => s.receipt.id)).size, succeeded.length);

      // Totals against the sum of the distinct succeeded gifts, computed here, not in SQL.
      const cents = (gift: Gift) => Math.round((gift.form.amount as number) * 100);
      const sumOf = (filter: (gift: Gift) => boolean) =>
        succeeded
          .filter(({ gift }) => filter(gift))
          .reduce((sum, { gift }) => sum + cents(gift), 0);
      for (const candidate of candidates) {
        const { rows } = await db.query<{ cents: number }>(
          'select total_donations_cents as cents from candidates where id = $1',
          [candidate.id],
        );
        assert.equal(
          rows[0].cents,
          sumOf((gift) => gift.form.candidateId === candidate.id),
        );
      }
      for (const stateCode of ['CA', 'NV', 'OR']) {
        const { rows } = await db.query<{ cents: number }>(
          'select total_raised_cents as cents from state_totals where state_code = $1',
          [stateCode],
        );
        assert.equal(
          rows[0].cents,
          sumOf((gift) => gift.stateCode === stateCode),
          stateCode,
        );
      }
      const { rows: platform } = await db.query<{ cents: number; donors: number }>(
        'select total_raised_cents as cents, total_donors as donors from platform_totals',
      );
      assert.equal(
        platform[0].cents,
        sumOf(() => true),
      );
      assert.equal(
        platform[0].donors,
        new Set(succeeded.map(({ gift }) => gift.form.donorEmail)).size,
      );
      const { rows: counted } = await db.query<{ n: number }>(
        `select count(*) as n from donations where status = 'succeeded'`,
      );
      assert.equal(counted[0].n, succeeded.length);

      // The stream: its total is the sum of the gifts it holds, the same as the stats show,
      // and every one of them is a distinct succeeded gift to the streamer.
      const { rows: linked } = await db.query<{ id: number; amountCents: number }>(
        `select d.id, d.amount_cents as "amountCents" from donations d
           join fundraising_streams s on s.id = d.stream_id
          where s.candidate_id = $1 and d.status = 'succeeded'`,
        [candidates[0].id],
      );
      assert.ok(linked.length > 0, 'gifts made while live count for the stream');
      const linkedCents = linked.reduce((sum, row) => sum + row.amountCents, 0);
      const receiptsById = new Map(succeeded.map((s) => [s.receipt.id, s]));
      for (const row of linked) {
        assert.equal(receiptsById.get(row.id)?.gift.form.candidateId, candidates[0].id);
      }
      const stats = await app.inject({
        method: 'GET',
        url: '/api/stream/stats',
        cookies: streamer,
      });
      assert.equal(Math.round(stats.json().donations * 100), linkedCents);

      // The live donations list: the streamer's latest distinct succeeded gifts.
      const recent = await app.inject({
        method: 'GET',
        url: `/api/donations/recent?candidateId=${candidates[0].id}`,
      });
      const listed = recent.json() as { id: number; amount: number; donorName: string }[];
      assert.equal(listed.length, 20);
      assert.equal(new Set(listed.map((entry) => entry.id)).size, listed.length);
      for (const entry of listed) {
        const gift = receiptsById.get(entry.id)?.gift;
        assert.equal(gift?.form.candidateId, candidates[0].id);
        assert.equal(entry.amount, gift?.form.amount);
        assert.equal(entry.donorName, gift?.form.donorName);
      }

      const ended = await app.inject({ method: 'POST', url: '/api/stream/end', cookies: streamer });
      assert.equal(Math.round(ended.json().totalRaised * 100), linkedCents);
      await assertMoneyConsistent(db);
    });

    it("never lets one donor's simultaneous gifts pass the limit together", async () => {
      const candidateId = await addCandidate(db, { name: 'Limit Lou', geographicCode: 'WA' });
      const userId = await insertUser(db);
      const cookies = await loginCookies(db, userId);
      // Ten $500 gifts at once by email, then ten by account under ten different emails.
      for (const attempt of ['email', 'account'] as const) {
        const target =
          attempt === 'email'
            ? candidateId
            : await addCandidate(db, { name: 'Limit Lia', geographicCode: 'WA' });
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, n) =>
            postDonation(
              app,
              donationForm(target, {
                ...ITEMISED,
                amount: 500,
                donorEmail:
                  attempt === 'email' ? 'Same.Donor@example.com' : `alias${n}@example.com`,
              }),
              attempt === 'account' ? cookies : {},
            ),
          ),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        assert.deepEqual(statuses, [201, 201, 201, 201, 201, 201, 201, 400, 400, 400], attempt);
        for (const refused of responses.filter((response) => response.statusCode === 400)) {
          assert.equal(
            refused.json().message,
            'This gift would pass the $3,500 limit per election: you have already given this candidate the most allowed.',
          );
        }
        const { rows } = await db.query<{ cents: number }>(
          'select total_donations_cents as cents from candidates where id = $1',
          [target],
        );
        assert.equal(rows[0].cents, 3_500_00, attempt);
      }
      await assertMoneyConsistent(db);
    });

    it("never lets one donor's gifts through two servers pass the limit together", async () => {
      // Two servers, each batching its own gifts (donations/pending-gifts.ts): only the
      // database's locks (paid_lock_gifts on PostgreSQL) keep their batches apart. On PGlite
      // one server holds the database: the second app shares its connection.
      const otherDb =
        kind === 'postgres' ? await openDatabase({ databaseUrl: database.url, dataDir: '' }) : db;
      const other = donationApp(otherDb, payments);
      try {
        const candidateId = await addCandidate(db, { name: 'Limit Lee', geographicCode: 'WA' });
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            postDonation(
              n % 2 === 0 ? app : other,
              donationForm(candidateId, {
                ...ITEMISED,
                amount: 500,
                donorEmail: 'Two.Servers@example.com',
              }),
            ),
          ),
        );
        const statuses = responses.map((response) => response.statusCode);
        assert.equal(statuses.filter((status) => status === 201).length, 7, statuses.join(','));
        assert.equal(statuses.filter((status) => status === 400).length, 13, statuses.join(','));
        const { rows } = await db.query<{ cents: number }>(
          'select total_donations_cents as cents from candidates where id = $1',
          [candidateId],
        );
        assert.equal(rows[0].cents, 3_500_00);
      } finally {
        await other.close();
        if (otherDb !== db) await otherDb.close();
      }
      await assertMoneyConsistent(db);
    });
  });
}
