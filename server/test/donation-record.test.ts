import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { removeCandidate } from '../src/candidates/candidate-writes';
import type { Db } from '../src/db/db';
import {
  DonationCandidateNotFoundError,
  IdempotencyKeyReusedError,
  recordSucceededDonation,
  type SucceededDonationInput,
} from '../src/donations/record-donation';
import { startStream } from '../src/streams/fundraising-streams';
import { assertTotalsConsistent } from './helpers/candidate-totals';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// The donation core (docs/donation-rules.md): one succeeded donation moves, in the caller's
// transaction, the candidate's total, its state's total, the platform totals, the donor
// count and the live stream's total; a repeated idempotency key changes nothing.

interface Totals {
  candidate: number;
  state: number;
  platform: number;
  donors: number;
  donorRows: number;
}

async function totals(db: Db, candidateId: number, stateCode: string): Promise<Totals> {
  const { rows } = await db.query<Totals>(
    `select (select total_donations_cents from candidates where id = $1) as candidate,
            (select total_raised_cents from state_totals where state_code = $2) as state,
            (select total_raised_cents from platform_totals) as platform,
            (select total_donors from platform_totals) as donors,
            (select count(*) from donors) as "donorRows"`,
    [candidateId, stateCode],
  );
  return rows[0];
}

/** What the running totals must equal: sums over the donations themselves. */
async function freshTotals(db: Db, candidateId: number, stateCode: string): Promise<Totals> {
  const { rows } = await db.query<Totals>(
    `select (select coalesce(sum(amount_cents), 0) from donations
              where candidate_id = $1 and status = 'succeeded') as candidate,
            (select coalesce(sum(d.amount_cents), 0) from donations d
               join candidates c on c.id = d.candidate_id
              where c.state_code = $2 and d.status = 'succeeded') as state,
            (select coalesce(sum(amount_cents), 0) from donations where status = 'succeeded') as platform,
            (select count(distinct donor_email_key) from donations where status = 'succeeded') as donors,
            (select count(distinct donor_email_key) from donations where status = 'succeeded') as "donorRows"`,
    [candidateId, stateCode],
  );
  return rows[0];
}

let key = 0;
function gift(candidateId: number, patch: Partial<SucceededDonationInput> = {}) {
  key += 1;
  return {
    candidateId,
    amountCents: 25_00,
    donorName: 'Ada Lovelace',
    donorEmail: 'ada@example.com',
    idempotencyKey: `record-test-${key}`,
    ...patch,
  };
}

for (const kind of databaseKinds({
  differsByDatabase: 'one idempotency key arriving twice at once',
})) {
  describe(`recordSucceededDonation (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let countyCandidate: number;
    let stateCandidate: number;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      stateCandidate = await addCandidate(db, { name: 'State Sam', geographicCode: 'CA' });
      countyCandidate = await addCandidate(db, { name: 'County Cora', geographicCode: '06037' });
    });
    after(() => database.dispose());

    const record = (input: SucceededDonationInput) =>
      db.transaction((tx) => recordSucceededDonation(tx, input));

    it('adds a donation to the candidate, its state, the platform and the donors', async () => {
      const result = await record(gift(countyCandidate, { amountCents: 12_34 }));
      assert.equal(result.created, true);
      assert.equal(result.donation.amountCents, 12_34);
      assert.equal(result.donation.streamId, null);
      assert.deepEqual(await totals(db, countyCandidate, 'CA'), {
        candidate: 12_34,
        state: 12_34,
        platform: 12_34,
        donors: 1,
        donorRows: 1,
      });
      const { rows } = await db.query('select status from donations where id = $1', [
        result.donation.id,
      ]);
      assert.deepEqual(rows, [{ status: 'succeeded' }]);
    });

    it('counts a donor once per email address, whatever its letter case', async () => {
      await record(gift(stateCandidate, { donorEmail: 'ADA@Example.com' }));
      await record(gift(stateCandidate, { donorEmail: 'grace@example.com' }));
      const now = await totals(db, stateCandidate, 'CA');
      assert.equal(now.donors, 2);
      assert.deepEqual(now, await freshTotals(db, stateCandidate, 'CA'));
      await assertTotalsConsistent(db);
    });

    it('changes nothing when the idempotency key comes again', async () => {
      const input = gift(stateCandidate, { amountCents: 7_00, donorEmail: 'new@example.com' });
      const first = await record(input);
      const before = await totals(db, stateCandidate, 'CA');
      const again = await record(input);
      assert.equal(again.created, false);
      assert.deepEqual(again.donation, first.donation);
      assert.deepEqual(await totals(db, stateCandidate, 'CA'), before);
      const { rows } = await db.query<{ n: number }>(
        'select count(*) as n from donations where idempotency_key = $1',
        [input.idempotencyKey],
      );
      assert.equal(rows[0].n, 1);
    });

    it('records one donation when the same key arrives twice at once', async () => {
      const input = gift(stateCandidate, { amountCents: 3_00 });
      const before = await totals(db, stateCandidate, 'CA');
      const results = await Promise.all([record(input), record(input)]);
      assert.deepEqual(results.map((r) => r.created).sort(), [false, true]);
      const after = await totals(db, stateCandidate, 'CA');
      assert.equal(after.candidate - before.candidate, 3_00);
      assert.equal(after.platform - before.platform, 3_00);
    });

    it('refuses a reused key with another amount, and changes nothing', async () => {
      const input = gift(stateCandidate, { amountCents: 9_00 });
      await record(input);
      const before = await totals(db, stateCandidate, 'CA');
      await assert.rejects(record({ ...input, amountCents: 10_00 }), IdempotencyKeyReusedError);
      assert.deepEqual(await totals(db, stateCandidate, 'CA'), before);
    });

    it('adds to the live stream and names it in the donation', async () => {
      const { stream } = await startStream(db, stateCandidate);
      const live = await record(gift(stateCandidate, { amountCents: 40_00 }));
      assert.equal(live.donation.streamId, stream.id);
      // A gift dated before the stream started is not part of it.
      const earlier = await record(
        gift(stateCandidate, { amountCents: 1_00, at: new Date('2020-01-01T00:00:00Z') }),
      );
      assert.equal(earlier.donation.streamId, null);
      const { rows } = await db.query<{ total: number; linked: number }>(
        `select s.total_cents as total,
                (select sum(amount_cents) from donations where stream_id = s.id) as linked
           from fundraising_streams s where s.id = $1`,
        [stream.id],
      );
      assert.deepEqual(rows[0], { total: 40_00, linked: 40_00 });
    });

    it('dates a donation `at` the given time', async () => {
      const at = new Date('2026-04-01T12:34:56.000Z');
      const result = await record(gift(countyCandidate, { at }));
      assert.equal(result.donation.createdAt.toISOString(), at.toISOString());
    });

    it('rolls everything back for a removed or unknown candidate', async () => {
      const gone = await addCandidate(db, { name: 'Gone Gil', geographicCode: 'TX' });
      await removeCandidate(db, gone);
      const before = await totals(db, stateCandidate, 'CA');
      const input = gift(gone, { donorEmail: 'brand-new@example.com' });
      await assert.rejects(record(input), DonationCandidateNotFoundError);
      await assert.rejects(record(gift(999_999)));
      assert.deepEqual(await totals(db, stateCandidate, 'CA'), before);
      const { rows } = await db.query('select 1 from donations where idempotency_key = $1', [
        input.idempotencyKey,
      ]);
      assert.equal(rows.length, 0);
    });

    it('refuses amounts that are not whole positive cents', async () => {
      for (const amountCents of [0, -5, 1.5]) {
        await assert.rejects(record(gift(stateCandidate, { amountCents })), RangeError);
      }
    });

    it('leaves every running total equal to a fresh sum', async () => {
      assert.deepEqual(
        await totals(db, countyCandidate, 'CA'),
        await freshTotals(db, countyCandidate, 'CA'),
      );
      await assertTotalsConsistent(db);
    });
  });
}
