import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { advanceTournaments, type AdvanceReport } from '../src/tournaments/advance-tournaments';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import {
  addCandidates,
  createTournament,
  DAY_MS,
  donate,
  matchesOf,
  starsOf,
  tournamentState,
} from './helpers/tournament-fixtures';

// A whole 8-candidate state tournament driven by the clock (docs/tournament-rules.md): seeding by
// money raised (ties: earlier registration), round 1 pairings 1v8 4v5 3v6 2v7, winners by
// money raised DURING each round (ties: better seed), a star per match won, the final's
// winner as the PAID candidate. Every step is also run twice to show the job is idempotent.

const START = new Date('2026-03-02T17:00:00.000Z');
const at = (days: number, ms = 0) => new Date(START.getTime() + days * DAY_MS + ms);

async function advance(db: Db, now: Date): Promise<AdvanceReport> {
  const report = await advanceTournaments(db, now, { performedBy: 'test' });
  assert.deepEqual(report.failed, [], 'no transition failed');
  return report;
}

/** Everything the job writes, to compare before and after a repeated run. */
async function snapshot(db: Db, tournamentId: number, candidateIds: number[]) {
  return {
    tournament: await tournamentState(db, tournamentId),
    matches: await matchesOf(db, tournamentId),
    stars: await starsOf(db, candidateIds),
  };
}

/** Advances to `now`, then again at the same `now`: the second run must change nothing. */
async function advanceTwice(db: Db, now: Date, tournamentId: number, ids: number[]) {
  const first = await advance(db, now);
  const state = await snapshot(db, tournamentId, ids);
  const second = await advance(db, now);
  assert.deepEqual(second.performed, [], 'a second run at the same clock performs nothing');
  assert.deepEqual(await snapshot(db, tournamentId, ids), state, 'and changes nothing');
  return first;
}

for (const kind of DATABASE_KINDS) {
  describe(`tournament engine: a whole state tournament (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let ids: number[];
    let tournamentId: number;
    // Seeds by money raised before the start: see `before`.
    const seed: Record<number, number> = {};

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      ids = await addCandidates(db, 8, 'CA');
      // Before the start: ids[7] $800, ids[6] $700, ids[5] $600, ids[4] $500, ids[2] and
      // ids[3] $100 each (ids[2] registered first), ids[0] and ids[1] nothing.
      const before = at(-1);
      const pre: [number, number][] = [
        [7, 800_00],
        [6, 700_00],
        [5, 600_00],
        [4, 500_00],
        [3, 100_00],
        [2, 100_00],
      ];
      for (const [index, cents] of pre) await donate(db, ids[index], cents, { at: before });
      [7, 6, 5, 4, 2, 3, 0, 1].forEach((index, n) => (seed[n + 1] = ids[index]));
      tournamentId = await createTournament(db, { startDate: START });
    });
    after(() => database.dispose());

    it('waits until its start date', async () => {
      const report = await advanceTwice(db, at(0, -1), tournamentId, ids);
      assert.deepEqual(report.performed, []);
      assert.equal((await tournamentState(db, tournamentId)).status, 'upcoming');
      assert.deepEqual(await matchesOf(db, tournamentId), []);
    });

    it('starts at its start date: seeds by money raised, pairs 1v8 4v5 3v6 2v7', async () => {
      const report = await advanceTwice(db, START, tournamentId, ids);
      assert.deepEqual(report.performed, [{ tournamentId, round: 0 }]);
      assert.deepEqual(await tournamentState(db, tournamentId), {
        status: 'active',
        currentRound: 1,
        winnerId: null,
      });
      const matches = await matchesOf(db, tournamentId);
      assert.deepEqual(
        matches.filter((m) => m.round === 1).map((m) => [m.candidate1Id, m.candidate2Id]),
        [
          [seed[1], seed[8]],
          [seed[4], seed[5]],
          [seed[3], seed[6]],
          [seed[2], seed[7]],
        ],
      );
      // Later rounds exist as empty slots (TBD), nothing is decided yet.
      assert.deepEqual(
        matches.map((m) => [m.round, m.position, m.decided]),
        [
          [1, 1, false],
          [1, 2, false],
          [1, 3, false],
          [1, 4, false],
          [2, 1, false],
          [2, 2, false],
          [3, 1, false],
        ],
      );
      const { rows } = await db.query<{ seed1: number; seed2: number }>(
        `select seed1, seed2 from bracket_matches where tournament_id = $1 and round = 1
          order by position`,
        [tournamentId],
      );
      assert.deepEqual(
        rows.map((r) => [r.seed1, r.seed2]),
        [
          [1, 8],
          [4, 5],
          [3, 6],
          [2, 7],
        ],
      );
    });

    it('decides round 1 by the money raised during it, ties to the better seed', async () => {
      // 1v8: the 8th seed raises more (an upset). 4v5: equal money, the 4th seed wins.
      // 3v6: nothing raised, the 3rd seed wins. 2v7: the 7th seed raises $1 more; a gift at
      // the very end of the round belongs to the next round, a declined one never counts.
      await donate(db, seed[8], 50_00, { at: at(1) });
      await donate(db, seed[1], 20_00, { at: at(2) });
      await donate(db, seed[4], 30_00, { at: at(3) });
      await donate(db, seed[5], 30_00, { at: at(6, DAY_MS - 1) });
      await donate(db, seed[7], 100_00, { at: START });
      await donate(db, seed[2], 99_00, { at: at(4) });
      await donate(db, seed[2], 5_00, { at: at(7) });
      await db.query(
        `insert into donations (candidate_id, amount_cents, donor_name, donor_email, status,
                                idempotency_key, created_at)
         values ($1, 1000000, 'Declined Donor', 'declined@example.com', 'declined', 'declined-1', $2)`,
        [seed[2], at(5)],
      );

      const early = await advanceTwice(db, at(7, -1), tournamentId, ids);
      assert.deepEqual(early.performed, [], 'the round lasts its full 7 days');

      const report = await advanceTwice(db, at(7), tournamentId, ids);
      assert.deepEqual(report.performed, [{ tournamentId, round: 1 }]);
      const matches = await matchesOf(db, tournamentId);
      assert.deepEqual(
        matches.filter((m) => m.round === 1).map((m) => m.winnerId),
        [seed[8], seed[4], seed[3], seed[7]],
      );
      // Winners of positions 1 and 2 meet in round 2 position 1, of 3 and 4 in position 2.
      assert.deepEqual(
        matches.filter((m) => m.round === 2).map((m) => [m.candidate1Id, m.candidate2Id]),
        [
          [seed[8], seed[4]],
          [seed[3], seed[7]],
        ],
      );
      const { rows } = await db.query<{ raised1: number; raised2: number }>(
        `select raised1_cents as raised1, raised2_cents as raised2 from bracket_matches
          where tournament_id = $1 and round = 1 order by position`,
        [tournamentId],
      );
      assert.deepEqual(
        rows.map((r) => [r.raised1, r.raised2]),
        [
          [20_00, 50_00],
          [30_00, 30_00],
          [0, 0],
          [99_00, 100_00],
        ],
      );
      assert.equal((await tournamentState(db, tournamentId)).currentRound, 2);
    });

    it('decides round 2 (the semi-finals) the same way', async () => {
      await donate(db, seed[8], 10_00, { at: at(8) });
      await donate(db, seed[4], 11_00, { at: at(13) });
      // 3v7: nobody raises anything; the 3rd seed wins on seed.
      const report = await advanceTwice(db, at(14), tournamentId, ids);
      assert.deepEqual(report.performed, [{ tournamentId, round: 2 }]);
      const matches = await matchesOf(db, tournamentId);
      assert.deepEqual(
        matches.filter((m) => m.round === 2).map((m) => m.winnerId),
        [seed[4], seed[3]],
      );
      assert.deepEqual(
        matches.filter((m) => m.round === 3).map((m) => [m.candidate1Id, m.candidate2Id]),
        [[seed[4], seed[3]]],
      );
    });

    it('decides the final: its winner is the PAID candidate and the tournament completes', async () => {
      await donate(db, seed[3], 500_00, { at: at(15) });
      await donate(db, seed[4], 499_00, { at: at(20) });
      const report = await advanceTwice(db, at(21), tournamentId, ids);
      assert.deepEqual(report.performed, [{ tournamentId, round: 3 }]);
      assert.deepEqual(await tournamentState(db, tournamentId), {
        status: 'completed',
        currentRound: 3,
        winnerId: seed[3],
      });
      const final = (await matchesOf(db, tournamentId)).find((m) => m.round === 3)!;
      assert.equal(final.winnerId, seed[3]);
      assert.ok((await matchesOf(db, tournamentId)).every((m) => m.decided));
    });

    it('gave one star per match won, and none to anyone else', async () => {
      const expected = new Map([
        [seed[3], 3],
        [seed[4], 2],
        [seed[8], 1],
        [seed[7], 1],
      ]);
      assert.deepEqual(
        await starsOf(db, ids),
        ids.map((id) => expected.get(id) ?? 0),
      );
    });

    it('does nothing more once completed, at any later time', async () => {
      const report = await advanceTwice(db, at(400), tournamentId, ids);
      assert.deepEqual(report.performed, []);
      const { rows } = await db.query<{ round: number; n: number }>(
        `select round, count(*)::int as n from tournament_transitions
          where tournament_id = $1 group by round order by round`,
        [tournamentId],
      );
      assert.deepEqual(
        rows.map((r) => [r.round, r.n]),
        [
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
      );
    });
  });
}
