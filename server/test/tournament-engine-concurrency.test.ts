import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { advanceTournaments } from '../src/tournaments/advance-tournaments';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import {
  addRacingCandidatesAndDonations,
  insertRacingTournaments,
} from './helpers/racing-tournaments';
import { DAY_MS } from './helpers/tournament-fixtures';
import { assertCompletedTournamentsConsistent } from './helpers/tournament-invariants';

// Several callers advancing the same tournaments at the same moment in one process: on
// PostgreSQL they run on separate pool connections and really contend for the row locks;
// on PGlite (one connection) their transactions interleave one after another. Either way
// every transition happens once.

const START = new Date('2026-02-02T09:00:00.000Z');

for (const kind of databaseKinds({
  differsByDatabase: "four advancers contend for the tournaments' row locks",
})) {
  describe(`tournament engine: concurrent callers (${kind})`, () => {
    let database: TestDatabase;

    before(async () => {
      database = await createTestDatabase(kind);
      await addRacingCandidatesAndDonations(database.db, START);
    });
    after(() => database.dispose());

    it('performs every transition exactly once across four concurrent runs', async () => {
      const ids = await insertRacingTournaments(database.db, START);
      const now = new Date(START.getTime() + 60 * DAY_MS);
      const reports = await Promise.all(
        ['a', 'b', 'c', 'd'].map((performedBy) =>
          advanceTournaments(database.db, now, { performedBy }),
        ),
      );
      for (const report of reports) assert.deepEqual(report.failed, []);

      // Between them the callers performed each transition once: 4 for a state tournament,
      // 3 for a county, 2 for a city.
      const performed = reports
        .flatMap((report) => report.performed)
        .map(({ tournamentId, round }) => `${tournamentId}/${round}`)
        .sort();
      const expected = ids
        .flatMap((id, index) => {
          const rounds = index < 4 ? 3 : index < 6 ? 2 : 1;
          return Array.from({ length: rounds + 1 }, (_, round) => `${id}/${round}`);
        })
        .sort();
      assert.deepEqual(performed, expected);
      await assertCompletedTournamentsConsistent(database.db);

      const again = await advanceTournaments(database.db, now);
      assert.deepEqual(again.performed, []);
    });
  });
}
