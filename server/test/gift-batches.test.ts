import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { insertPendingGifts, type PendingGift } from '../src/donations/gift-settlement';
import { assertTotalsConsistent } from './helpers/candidate-totals';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Gifts settled together (paid_settle_donations, the group commit of a gift's path:
// docs/money-sql.md "Several gifts per call"): each moves its totals and queues its receipt as
// alone, a gift no longer pending is skipped, and the competition's "money" event is told once
// for the call.

for (const kind of databaseKinds({
  differsByDatabase: 'the batch takes row locks first on PostgreSQL only',
})) {
  describe(`gifts settled in one call (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
    });
    after(async () => {
      await database.dispose();
    });

    it('settles each gift once, moves every total, queues each receipt, tells "money" once', async () => {
      const ana = await addCandidate(db, { name: 'Ana Batch', geographicCode: 'CA' });
      const ben = await addCandidate(db, { name: 'Ben Batch', geographicCode: 'NV' });
      const { rows: elections } = await db.query<{ id: number }>(
        'select id from elections order by id limit 1',
      );
      const gift = (candidateId: number, n: number): PendingGift => ({
        candidateId,
        amountCents: 1_000 * n,
        donorName: `Batch Donor ${n}`,
        donorEmail: `batch${n}@example.com`,
        idempotencyKey: `batch-${n}`,
        testMode: true,
        electionId: elections[0].id,
      });
      const pending = await insertPendingGifts(db, [gift(ana, 1), gift(ben, 2), gift(ana, 3)]);
      const { rows: before } = await db.query<{ id: number }>(
        'select coalesce(max(id), 0) as id from live_events',
      );
      const settle = (ids: number[]) =>
        db.query<{ i: number }>('select i from paid_settle_donations($1::jsonb, $2)', [
          JSON.stringify(
            ids.map((id, i) => ({
              i,
              id,
              charge_id: `ch_${id}`,
              mail_to: `batch${i}@example.com`,
              subject: 'Receipt',
              body: 'Thank you.',
            })),
          ),
          kind === 'postgres',
        ]);
      // The second gift settled first, alone: in the batch it is no longer pending.
      assert.deepEqual((await settle([pending[1].id])).rows, [{ i: 0 }]);
      const { rows: settledHere } = await settle(pending.map((row) => row.id));
      assert.deepEqual(
        settledHere.map((row) => row.i),
        [0, 2],
      );

      const { rows: money } = await db.query<{ cents: number }>(
        'select total_donations_cents as cents from candidates where id = any($1) order by id',
        [[ana, ben]],
      );
      assert.deepEqual(
        money.map((row) => row.cents),
        [4_000, 2_000],
      );
      await assertTotalsConsistent(db);
      const { rows: receipts } = await db.query<{ n: number }>(
        `select count(*) as n from mail_outbox where subject = 'Receipt'`,
      );
      assert.equal(receipts[0].n, 3);
      const { rows: events } = await db.query<{ topic: string; kind: string }>(
        'select topic, kind from live_events where id > $1 order by id',
        [before[0].id],
      );
      assert.deepEqual(events, [
        { topic: `candidate:${ben}`, kind: 'donation' },
        { topic: 'competition', kind: 'money' },
        { topic: `candidate:${ana}`, kind: 'donation' },
        { topic: 'competition', kind: 'money' },
        { topic: `candidate:${ana}`, kind: 'donation' },
      ]);
    });
  });
}
