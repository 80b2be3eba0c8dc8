import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { removeCandidate } from '../src/candidates/candidate-writes';
import type { Db } from '../src/db/db';
import { advanceTournaments } from '../src/tournaments/advance-tournaments';
import { bracketShape, getBrackets } from './helpers/bracket-requests';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import {
  addCandidate,
  addCandidates,
  createTournament,
  DAY_MS,
  donate,
} from './helpers/tournament-fixtures';

// GET /api/tournament/:level/:code/brackets (docs/tournament-rules.md):
// the provisional round 1 from today's standings until a tournament starts, then the
// tournament's matches (TBD slots included), then the latest completed one.

const START = new Date('2026-06-01T00:00:00.000Z');

for (const kind of DATABASE_KINDS) {
  describe(`GET /api/tournament/:level/:code/brackets (${kind})`, () => {
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

    const brackets = (level: string, code: string) => getBrackets(app, level, code);

    it('answers empty round-1 slots where nobody registered yet', async () => {
      assert.deepEqual(bracketShape(await brackets('state', 'WY')), [
        [1, 1, null, null, null],
        [1, 2, null, null, null],
        [1, 3, null, null, null],
        [1, 4, null, null, null],
      ]);
      assert.equal((await brackets('county', '56021')).length, 2);
      assert.equal((await brackets('city', '5613900')).length, 1);
    });

    it('fills the provisional round 1 from today’s standings as candidates register and raise', async () => {
      const ids = await addCandidates(db, 5, 'OR');
      // Registration order: seeds 1..5 while nobody has raised anything.
      assert.deepEqual(bracketShape(await brackets('state', 'OR')), [
        [1, 1, ids[0], null, null],
        [1, 2, ids[3], ids[4], null],
        [1, 3, ids[2], null, null],
        [1, 4, ids[1], null, null],
      ]);
      // The last to register raises the most: seed 1 now.
      await donate(db, ids[4], 10_00);
      const matches = await brackets('state', 'OR');
      assert.deepEqual(bracketShape(matches), [
        [1, 1, ids[4], null, null],
        [1, 2, ids[2], ids[3], null],
        [1, 3, ids[1], null, null],
        [1, 4, ids[0], null, null],
      ]);
      assert.deepEqual(matches[0].candidate1, {
        id: ids[4],
        name: 'Candidate OR-5',
        position: 'governor',
        stars: 0,
        totalDonations: 10,
        bio: null,
        avatar: null,
        party: null,
        isActivated: true,
      });
    });

    it('never seeds a candidate pending verification, provisionally or at the start', async () => {
      // Registered first, so it would be seed 1 if it counted (docs/roles.md).
      const pending = await addCandidate(db, {
        name: 'Pending NV',
        geographicCode: 'NV',
        registeredAt: new Date('2025-12-01T00:00:00Z'),
        activated: false,
      });
      const ids = await addCandidates(db, 3, 'NV');
      const provisional = bracketShape(await brackets('state', 'NV'));
      assert.deepEqual(provisional, [
        [1, 1, ids[0], null, null],
        [1, 2, null, null, null],
        [1, 3, ids[2], null, null],
        [1, 4, ids[1], null, null],
      ]);
      // The tournament engine seeds the same three.
      await createTournament(db, { level: 'state', geographicCode: 'NV', startDate: START });
      await advanceTournaments(db, START);
      const started = await brackets('state', 'NV');
      // (a lone candidate advances at once, so round 1's winners are filled in)
      const slots = (shape: ReturnType<typeof bracketShape>) =>
        shape.filter(([round]) => round === 1).map((match) => match.slice(0, 4));
      assert.deepEqual(slots(bracketShape(started)), slots(provisional));
      const { rows } = await db.query(
        `select 1 from bracket_matches m join tournaments t on t.id = m.tournament_id
          where t.geographic_code = 'NV' and $1 in (m.candidate1_id, m.candidate2_id, m.winner_id)`,
        [pending],
      );
      assert.deepEqual(rows, []);
      // The candidate list still shows it, marked as not activated.
      const list = await app.inject({ method: 'GET', url: '/api/candidates/NV' });
      assert.deepEqual(
        list.json().map((c: { id: number; isActivated: boolean }) => [c.id, c.isActivated]),
        [
          [pending, false],
          [ids[0], true],
          [ids[1], true],
          [ids[2], true],
        ],
      );
    });

    it('stays provisional while the tournament is upcoming, then shows its matches', async () => {
      const ids = await addCandidates(db, 4, '41051');
      const id = await createTournament(db, {
        level: 'county',
        geographicCode: '41051',
        startDate: START,
      });
      const provisional = bracketShape(await brackets('county', '41051'));
      assert.deepEqual(provisional, [
        [1, 1, ids[0], ids[3], null],
        [1, 2, ids[1], ids[2], null],
      ]);

      await advanceTournaments(db, START);
      assert.deepEqual(bracketShape(await brackets('county', '41051')), [
        ...provisional,
        [2, 1, null, null, null],
      ]);

      await donate(db, ids[3], 5_00, { at: new Date(START.getTime() + DAY_MS) });
      await advanceTournaments(db, new Date(START.getTime() + 14 * DAY_MS));
      const completed = await brackets('county', '41051');
      assert.deepEqual(bracketShape(completed), [
        [1, 1, ids[0], ids[3], ids[3]],
        [1, 2, ids[1], ids[2], ids[1]],
        [2, 1, ids[3], ids[1], ids[1]],
      ]);
      assert.equal(completed[2].winner!.stars, 2, 'the PAID candidate won two matches');

      // A completed tournament stays on show until the next one starts.
      const next = await createTournament(db, {
        level: 'county',
        geographicCode: '41051',
        startDate: new Date(START.getTime() + 30 * DAY_MS),
      });
      assert.ok(next > id);
      assert.equal((await brackets('county', '41051')).length, 2, 'provisional again');
    });

    it('shows a removed candidate as an empty slot', async () => {
      const ids = await addCandidates(db, 2, '4159000');
      await removeCandidate(db, ids[0]);
      assert.deepEqual(bracketShape(await brackets('city', '4159000')), [
        [1, 1, ids[1], null, null],
      ]);
    });

    it('answers 404 with a clear message for a place that does not exist', async () => {
      const cases: [string, string][] = [
        ['state/ZZ', 'Unknown state: ZZ'],
        ['county/06999', 'Unknown county: 06999'],
        ['county/99037', 'Unknown state: 99037'],
        ['city/0699999', 'Unknown city: 0699999'],
      ];
      for (const [path, message] of cases) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/tournament/${path}/brackets`,
        });
        assert.equal(response.statusCode, 404, path);
        assert.deepEqual(response.json(), { message }, path);
      }
    });

    it('answers 400 when the code is not of the level', async () => {
      for (const path of [
        'state/06037',
        'county/CA',
        'city/06037',
        'county/0644000',
        'country/US',
      ]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/tournament/${path}/brackets`,
        });
        assert.equal(response.statusCode, 400, path);
      }
    });
  });
}
