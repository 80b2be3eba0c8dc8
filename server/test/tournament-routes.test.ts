import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// POST /api/tournament: logged in; one non-completed tournament per geography (decisions 3).

const RUNNING = 'A tournament is already running for this area';

for (const kind of DATABASE_KINDS) {
  describe(`POST /api/tournament (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let cookies: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      cookies = await loginCookies(database.db, await insertUser(database.db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const body = (patch: object = {}) => ({
      name: 'California Governor Tournament',
      type: 'state',
      geographicCode: 'CA',
      status: 'upcoming',
      startDate: '2026-07-01T17:00:00.000Z',
      ...patch,
    });
    const create = (payload: object, withCookies: Record<string, string> = cookies) =>
      app.inject({ method: 'POST', url: '/api/tournament', cookies: withCookies, payload });

    it('answers 401 to a visitor and creates nothing', async () => {
      assert.equal((await create(body(), {})).statusCode, 401);
      const { rows } = await database.db.query('select 1 from tournaments');
      assert.equal(rows.length, 0);
    });

    it('creates the upcoming tournament of a state (201)', async () => {
      const response = await create(body({ name: '  CA Debate  ' }));
      assert.equal(response.statusCode, 201);
      const tournament = contract.tournament.create.response.parse(response.json());
      assert.deepEqual(tournament, {
        id: tournament.id,
        name: 'CA Debate',
        type: 'state',
        geographicCode: 'CA',
        status: 'upcoming',
        startDate: '2026-07-01T17:00:00.000Z',
      });
    });

    it('answers 409 while that geography has a tournament that is not completed', async () => {
      const response = await create(body());
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), { message: RUNNING });
      await database.db.query(
        "update tournaments set status = 'active' where geographic_code = 'CA'",
      );
      assert.equal((await create(body())).statusCode, 409);
      await database.db.query(
        "update tournaments set status = 'completed' where geographic_code = 'CA'",
      );
      assert.equal((await create(body())).statusCode, 201);
    });

    it('creates county and city tournaments, one of two simultaneous requests winning', async () => {
      const county = body({ type: 'county', geographicCode: '06037' });
      const answers = await Promise.all([create(county), create(county)]);
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
      const city = await create(body({ type: 'city', geographicCode: '0644000' }));
      assert.equal(city.statusCode, 201);
    });

    const bad: [string, object, string][] = [
      ['a code of another level', { type: 'state', geographicCode: '06037' }, 'geographicCode'],
      ['an unknown state', { geographicCode: 'ZZ' }, 'geographicCode'],
      [
        'a county that does not exist',
        { type: 'county', geographicCode: '06999' },
        'geographicCode',
      ],
      ['a city that does not exist', { type: 'city', geographicCode: '0699999' }, 'geographicCode'],
      ['a status other than upcoming', { status: 'active' }, 'status'],
      ['a blank name', { name: '  ' }, 'name'],
      ['a name of 121 characters', { name: 'n'.repeat(121) }, 'name'],
      ['a start date that is no date', { startDate: 'next week' }, 'startDate'],
      ['an unknown type', { type: 'country' }, 'type'],
    ];
    for (const [what, patch, field] of bad) {
      it(`refuses ${what} (400)`, async () => {
        const response = await create(body({ geographicCode: 'NY', ...patch }));
        assert.equal(response.statusCode, 400);
        assert.ok(response.json().errors[field], response.body);
      });
    }
  });
}
