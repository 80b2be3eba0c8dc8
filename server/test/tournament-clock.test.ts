import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTournamentClock } from '../src/tournaments/tournament-clock';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import {
  addCandidates,
  createTournament,
  DAY_MS,
  tournamentState,
} from './helpers/tournament-fixtures';

// The job as a server runs it: once at start, then every period, on the clock it is given;
// stop() waits for a run in progress so the database can be closed after it.

const START = new Date('2026-08-03T00:00:00.000Z');

for (const kind of DATABASE_KINDS) {
  describe(`tournament clock (${kind})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(kind);
    });
    after(() => database.dispose());

    it('advances at start and on each tick as its clock moves', async () => {
      await addCandidates(database.db, 2, '0820000');
      const id = await createTournament(database.db, {
        level: 'city',
        geographicCode: '0820000',
        startDate: START,
      });
      let now = START;
      const errors: unknown[] = [];
      const clock = startTournamentClock({
        db: database.db,
        log: { info: () => {}, error: (...args: unknown[]) => errors.push(args) },
        periodMs: 10,
        now: () => now,
      });
      const until = async (status: string) => {
        const deadline = Date.now() + 10_000;
        while ((await tournamentState(database.db, id)).status !== status) {
          assert.ok(Date.now() < deadline, `status ${status} in time`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      await until('active');
      now = new Date(START.getTime() + 7 * DAY_MS);
      await until('completed');
      await clock.stop();
      assert.deepEqual(errors, []);
      const { rows } = await database.db.query<{ n: number }>(
        'select count(*)::int as n from tournament_transitions where tournament_id = $1',
        [id],
      );
      assert.equal(rows[0].n, 2);
    });
  });
}
