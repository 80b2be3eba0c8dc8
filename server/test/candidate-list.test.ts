import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { insertCandidate, insertUser } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// GET /api/candidates/:code (public): the active candidates of a state, county or city, each
// saying whether support has activated it (the pages mark the others "Pending verification").

for (const kind of DATABASE_KINDS) {
  describe(`GET /api/candidates/:code (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const ids: Record<string, number> = {};

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
      const { db } = database;
      ids.low = await insertCandidate(db, { name: 'Low Raiser', stateCode: 'NV' });
      ids.high = await insertCandidate(db, {
        name: 'High Raiser',
        stateCode: 'NV',
        isActivated: true,
      });
      ids.tieLater = await insertCandidate(db, { name: 'Tie Later', stateCode: 'NV' });
      ids.removed = await insertCandidate(db, { name: 'Removed', stateCode: 'NV' });
      await db.query(
        `update candidates set total_donations_cents = case id
           when $1 then 1250 when $2 then 987654 when $3 then 1250 else 0 end,
           created_at = case id when $3 then now() + interval '1 minute' else created_at end,
           party = case id when $2 then 'Independent' else party end,
           profile_photo_url = case id when $2 then '/files/uploads/abc.png' else null end,
           bio = case id when $2 then 'Runs on water.' else null end
         where id in ($1, $2, $3, $4)`,
        [ids.low, ids.high, ids.tieLater, ids.removed],
      );
      await db.query('update candidates set is_active = false where id = $1', [ids.removed]);
      const owner = await insertUser(db);
      const { rows } = await db.query<{ id: number }>(
        `insert into candidates (user_id, name, position, geographic_code, level, state_code)
         values ($1, 'County Person', 'county-commissioner', '32003', 'county', 'NV'),
                (null, 'City Person', 'mayor', '3240000', 'city', 'NV')
         returning id`,
        [owner],
      );
      [ids.county, ids.city] = rows.map((row) => row.id);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const list = (code: string) => app.inject({ method: 'GET', url: `/api/candidates/${code}` });

    it('lists the active state-level candidates, most raised first, ties by registration', async () => {
      const response = await list('NV');
      assert.equal(response.statusCode, 200);
      const body = contract.candidates.byGeography.response.parse(response.json());
      assert.deepEqual(
        body.map((candidate) => candidate.id),
        [ids.high, ids.low, ids.tieLater],
      );
      assert.deepEqual(body[0], {
        id: ids.high,
        name: 'High Raiser',
        position: 'governor',
        stars: 0,
        totalDonations: 9876.54,
        bio: 'Runs on water.',
        avatar: '/files/uploads/abc.png',
        party: 'Independent',
        isActivated: true,
      });
      assert.equal(body[1].totalDonations, 12.5);
      // Not activated yet: still listed, marked so (docs/roles.md).
      assert.equal(body[1].isActivated, false);
    });

    it('lists county and city candidates by their full code', async () => {
      const county = await list('32003');
      assert.equal(county.statusCode, 200);
      assert.deepEqual(
        county.json().map((c: { id: number }) => c.id),
        [ids.county],
      );
      const city = await list('3240000');
      assert.deepEqual(
        city.json().map((c: { id: number }) => c.id),
        [ids.city],
      );
    });

    it('accepts a lower-case state code', async () => {
      const response = await list('nv');
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().length, 3);
    });

    it('answers an empty list for a real place without candidates', async () => {
      for (const code of ['WY', '06037', '0644000']) {
        const response = await list(code);
        assert.equal(response.statusCode, 200, code);
        assert.deepEqual(response.json(), []);
      }
    });

    it('answers 400 for a code of no known shape', async () => {
      for (const code of ['CAL', '0603', '06037000', 'C1', '06-37']) {
        const response = await list(code);
        assert.equal(response.statusCode, 400, code);
        assert.match(response.json().errors.code, /Use a state code/);
      }
    });

    it('answers 404 for well-formed codes of places that do not exist', async () => {
      const cases = [
        ['ZZ', 'Unknown state'],
        ['DC', 'Unknown state'],
        ['99001', 'Unknown state'],
        ['06999', 'Unknown county'],
        ['0699999', 'Unknown city'],
      ];
      for (const [code, message] of cases) {
        const response = await list(code);
        assert.equal(response.statusCode, 404, code);
        assert.deepEqual(response.json(), { message });
      }
    });
  });
}
