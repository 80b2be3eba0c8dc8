import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { advanceTournaments } from '../src/tournaments/advance-tournaments';
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

// Brackets that are not full (missing candidates are byes: the one present advances without
// playing, and without a star), smaller brackets (county 4, city 2), a round length other
// than 7 days, a candidate removed mid-tournament, and a server that was down for several
// rounds catching up in one run.

const START = new Date('2026-05-04T12:00:00.000Z');
const at = (days: number) => new Date(START.getTime() + days * DAY_MS);

async function advance(db: Db, now: Date) {
  const report = await advanceTournaments(db, now, { performedBy: 'test' });
  assert.deepEqual(report.failed, []);
  return report.performed;
}

for (const kind of DATABASE_KINDS) {
  describe(`tournament engine: byes, small brackets, catching up (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
    });
    after(() => database.dispose());

    it('gives byes to seeds 1, 2 and 3 of a 5-candidate state bracket', async () => {
      // Registration order = seed order (nobody raised anything before the start).
      const seeds = await addCandidates(db, 5, 'NY');
      const id = await createTournament(db, { geographicCode: 'NY', startDate: START });
      assert.deepEqual(await advance(db, START), [{ tournamentId: id, round: 0 }]);

      let matches = await matchesOf(db, id);
      assert.deepEqual(
        matches.map((m) => [m.round, m.position, m.candidate1Id, m.candidate2Id, m.winnerId]),
        [
          [1, 1, seeds[0], null, seeds[0]],
          [1, 2, seeds[3], seeds[4], null],
          [1, 3, seeds[2], null, seeds[2]],
          [1, 4, seeds[1], null, seeds[1]],
          // The bye winners already wait in round 2.
          [2, 1, seeds[0], null, null],
          [2, 2, seeds[2], seeds[1], null],
          [3, 1, null, null, null],
        ],
      );
      assert.deepEqual(await starsOf(db, seeds), [0, 0, 0, 0, 0], 'a bye earns no star');

      // Round 1: the 5th seed beats the 4th. Round 2: seed 5 beats seed 1, seed 2 beats 3.
      await donate(db, seeds[4], 10_00, { at: at(1) });
      await donate(db, seeds[4], 10_00, { at: at(8) });
      await donate(db, seeds[1], 10_00, { at: at(9) });
      // Final: a tie between seeds 5 and 2 goes to seed 2.
      await donate(db, seeds[4], 40_00, { at: at(15) });
      await donate(db, seeds[1], 40_00, { at: at(16) });

      assert.deepEqual(await advance(db, at(7)), [{ tournamentId: id, round: 1 }]);
      matches = await matchesOf(db, id);
      assert.deepEqual(
        matches.filter((m) => m.round === 2).map((m) => [m.candidate1Id, m.candidate2Id]),
        [
          [seeds[0], seeds[4]],
          [seeds[2], seeds[1]],
        ],
      );
      assert.deepEqual(await advance(db, at(21)), [
        { tournamentId: id, round: 2 },
        { tournamentId: id, round: 3 },
      ]);
      matches = await matchesOf(db, id);
      assert.deepEqual(
        matches.map((m) => m.winnerId),
        [seeds[0], seeds[4], seeds[2], seeds[1], seeds[4], seeds[1], seeds[1]],
      );
      assert.deepEqual(await tournamentState(db, id), {
        status: 'completed',
        currentRound: 3,
        winnerId: seeds[1],
      });
      // seeds[4] won in rounds 1 and 2; seeds[1] won round 2 and the final.
      assert.deepEqual(await starsOf(db, seeds), [0, 2, 0, 0, 2]);
    });

    it('catches up every round due in one run after the server was down', async () => {
      const seeds = await addCandidates(db, 4, '06037');
      const id = await createTournament(db, {
        level: 'county',
        geographicCode: '06037',
        startDate: START,
        roundLengthDays: 3,
      });
      // Round 1 (1v4, 2v3): seed 4 and seed 3 win with money. Final: seed 3 beats seed 4.
      await donate(db, seeds[3], 5_00, { at: at(1) });
      await donate(db, seeds[2], 5_00, { at: at(2) });
      await donate(db, seeds[2], 7_00, { at: at(4) });
      await donate(db, seeds[3], 6_00, { at: at(5) });
      // A gift after the final's end changes nothing.
      await donate(db, seeds[3], 100_00, { at: at(6) });

      const performed = await advance(db, at(30));
      assert.deepEqual(performed, [
        { tournamentId: id, round: 0 },
        { tournamentId: id, round: 1 },
        { tournamentId: id, round: 2 },
      ]);
      const matches = await matchesOf(db, id);
      assert.deepEqual(
        matches.map((m) => [m.round, m.position, m.candidate1Id, m.candidate2Id, m.winnerId]),
        [
          [1, 1, seeds[0], seeds[3], seeds[3]],
          [1, 2, seeds[1], seeds[2], seeds[2]],
          [2, 1, seeds[3], seeds[2], seeds[2]],
        ],
      );
      assert.deepEqual(await starsOf(db, seeds), [0, 0, 2, 1]);
      assert.equal((await tournamentState(db, id)).winnerId, seeds[2]);
      assert.deepEqual(await advance(db, at(30)), []);
    });

    it('plays a city bracket of 2 in one round, and cancels one nobody entered', async () => {
      const [first, second] = await addCandidates(db, 2, '0644000');
      const city = await createTournament(db, {
        level: 'city',
        geographicCode: '0644000',
        startDate: START,
      });
      const empty = await createTournament(db, {
        level: 'city',
        geographicCode: '0667000',
        startDate: START,
      });
      await donate(db, second, 1_00, { at: at(1) });
      const report = await advanceTournaments(db, at(7), { performedBy: 'test' });
      // Fewer than two verified candidates at the start: cancelled, its place free.
      assert.deepEqual(report.cancelled, [empty]);
      assert.deepEqual(
        (await matchesOf(db, city)).map((m) => [m.candidate1Id, m.candidate2Id, m.winnerId]),
        [[first, second, second]],
      );
      assert.deepEqual(await tournamentState(db, city), {
        status: 'completed',
        currentRound: 1,
        winnerId: second,
      });
      assert.deepEqual(await starsOf(db, [first, second]), [0, 1]);
      const { rows } = await db.query('select 1 from tournaments where id = $1', [empty]);
      assert.deepEqual(rows, []);
    });

    it('lets a candidate removed during the tournament lose without a star for the other', async () => {
      const seeds = await addCandidates(db, 2, '0603526');
      const id = await createTournament(db, {
        level: 'city',
        geographicCode: '0603526',
        startDate: START,
      });
      await advance(db, START);
      await donate(db, seeds[0], 50_00, { at: at(1) });
      await db.query('update candidates set is_active = false where id = $1', [seeds[0]]);
      await advance(db, at(7));
      assert.equal((await tournamentState(db, id)).winnerId, seeds[1]);
      assert.deepEqual(await starsOf(db, seeds), [0, 0]);
    });

    it('starts a tournament created late (start date in the past) on the next run', async () => {
      const seeds = await addCandidates(db, 3, '06075');
      const id = await createTournament(db, {
        level: 'county',
        geographicCode: '06075',
        startDate: START,
      });
      assert.deepEqual(await advance(db, at(2)), [{ tournamentId: id, round: 0 }]);
      // 3 of 4: seed 1 has a bye, seeds 2 and 3 play.
      assert.deepEqual(
        (await matchesOf(db, id)).map((m) => [m.round, m.candidate1Id, m.candidate2Id, m.winnerId]),
        [
          [1, seeds[0], null, seeds[0]],
          [1, seeds[1], seeds[2], null],
          [2, seeds[0], null, null],
        ],
      );
    });
  });
}
