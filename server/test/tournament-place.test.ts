import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, type PlaceTournament } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { advanceTournaments } from '../src/tournaments/advance-tournaments';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { addCandidates, createTournament, DAY_MS, donate } from './helpers/tournament-fixtures';

// GET /api/tournament/:level/:code (docs/tournament-rules.md): the state of the tournament a
// place's bracket shows, through its whole life: none, upcoming, active round by round, completed.

const START = new Date('2026-06-01T00:00:00.000Z');
const iso = (days: number) => new Date(START.getTime() + days * DAY_MS).toISOString();

for (const kind of DATABASE_KINDS) {
  describe(`GET /api/tournament/:level/:code (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    async function place(level: string, code: string): Promise<PlaceTournament> {
      const response = await app.inject({ method: 'GET', url: `/api/tournament/${level}/${code}` });
      assert.equal(response.statusCode, 200, response.body);
      return contract.tournament.place.response.parse(response.json());
    }

    it('follows a county tournament from none to upcoming, each round and completed', async () => {
      const code = '41051';
      assert.deepEqual(await place('county', code), { status: 'none' });
      const ids = await addCandidates(db, 4, code);
      await Promise.all(ids.map((id, index) => donate(db, id, (index + 1) * 100)));
      await createTournament(db, { level: 'county', geographicCode: code, startDate: START });
      assert.deepEqual(await place('county', code), {
        status: 'upcoming',
        name: 'Test Tournament',
        startDate: START.toISOString(),
      });

      await advanceTournaments(db, START);
      assert.deepEqual(await place('county', code), {
        status: 'active',
        name: 'Test Tournament',
        startDate: START.toISOString(),
        round: 1,
        roundEndsAt: iso(7),
      });

      await advanceTournaments(db, new Date(iso(7)));
      assert.deepEqual(await place('county', code), {
        status: 'active',
        name: 'Test Tournament',
        startDate: START.toISOString(),
        round: 2,
        roundEndsAt: iso(14),
      });

      await advanceTournaments(db, new Date(iso(15)));
      const finished = await place('county', code);
      assert.equal(finished.status, 'completed');
      assert.ok(finished.status === 'completed');
      assert.equal(finished.startDate, START.toISOString());
      // The clock ran a day late: the final still ended when its round did.
      assert.equal(finished.endedAt, iso(14));
    });

    it('says 404 for a place that does not exist and 400 for a code of another level', async () => {
      const unknown = await app.inject({ method: 'GET', url: '/api/tournament/state/ZZ' });
      assert.equal(unknown.statusCode, 404);
      const mismatch = await app.inject({ method: 'GET', url: '/api/tournament/county/CA' });
      assert.equal(mismatch.statusCode, 400);
    });
  });
}
