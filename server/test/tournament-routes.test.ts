import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { insertAccount } from './helpers/support-fixtures';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// POST /api/tournament: logged in with a verified address; one non-completed tournament per
// geography; one upcoming start per account (docs/roles.md).

const RUNNING = 'A tournament is already running for this area';
const DAY_MS = 86_400_000;
/** A week from now, to the second (the answer's ISO form has milliseconds). */
const START = new Date(Math.floor((Date.now() + 7 * DAY_MS) / 1000) * 1000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

for (const kind of databaseKinds({
  differsByDatabase: 'two simultaneous creations of one tournament',
})) {
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
      startDate: START,
      ...patch,
    });
    /** By a new member each time unless told: an account holds one upcoming start. */
    const create = async (payload: object, withCookies?: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/tournament',
        cookies: withCookies ?? (await loginCookies(database.db, await insertUser(database.db))),
        payload,
      });

    it('answers 401 to a visitor and creates nothing', async () => {
      assert.equal((await create(body(), {})).statusCode, 401);
      const { rows } = await database.db.query('select 1 from tournaments');
      assert.equal(rows.length, 0);
    });

    it('creates the upcoming tournament of a state (201)', async () => {
      const response = await create(body({ name: '  CA Debate  ' }), cookies);
      assert.equal(response.statusCode, 201);
      const tournament = contract.tournament.create.response.parse(response.json());
      assert.deepEqual(tournament, {
        id: tournament.id,
        name: 'CA Debate',
        type: 'state',
        geographicCode: 'CA',
        status: 'upcoming',
        startDate: START,
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
      // A start far away blocks the place for good; one in the past runs every round at once.
      ['a start date 91 days ahead', { startDate: inDays(91) }, 'startDate'],
      ['a start date of 9999-12-31', { startDate: '9999-12-31T00:00:00.000Z' }, 'startDate'],
      ['a start date in the past', { startDate: '2000-01-01T00:00:00.000Z' }, 'startDate'],
      ['a start date a day ago', { startDate: inDays(-1) }, 'startDate'],
      ['an unknown type', { type: 'country' }, 'type'],
    ];
    for (const [what, patch, field] of bad) {
      it(`refuses ${what} (400)`, async () => {
        const response = await create(body({ geographicCode: 'NY', ...patch }));
        assert.equal(response.statusCode, 400);
        assert.ok(response.json().errors[field], response.body);
        const { rows } = await database.db.query(
          "select 1 from tournaments where geographic_code = 'NY'",
        );
        assert.equal(rows.length, 0);
      });
    }

    it('takes a start at the ends of the window: now and 90 days ahead', async () => {
      assert.equal(
        (await create(body({ geographicCode: 'NV', startDate: inDays(0) }))).statusCode,
        201,
      );
      assert.equal(
        (await create(body({ geographicCode: 'OR', startDate: inDays(89.9) }))).statusCode,
        201,
      );
    });
  });

  describe(`tournament creation limit and cancellation by support (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let cookies: Record<string, string>;
    let adminCookies: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(
        database.db,
        undefined,
        {},
        { tournaments: { max: 2, windowMs: 60_000 } },
      ));
      cookies = await loginCookies(database.db, await insertUser(database.db));
      adminCookies = await loginCookies(
        database.db,
        await insertAccount(database.db, 'support@example.com', true),
      );
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const create = (geographicCode: string, withCookies = cookies) =>
      app.inject({
        method: 'POST',
        url: '/api/tournament',
        cookies: withCookies,
        payload: {
          name: 'T',
          type: 'state',
          geographicCode,
          status: 'upcoming',
          startDate: inDays(7),
        },
      });
    const cancel = (id: number, withCookies: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${id}/cancel`,
        cookies: withCookies,
      });

    it('limits tournaments per member', async () => {
      assert.equal((await create('WA')).statusCode, 201);
      // Refused (one upcoming start per account), and still counted.
      assert.equal((await create('ID')).statusCode, 409);
      const third = await create('MT');
      assert.equal(third.statusCode, 429);
      const { rows } = await database.db.query(
        "select 1 from tournaments where geographic_code = 'MT'",
      );
      assert.equal(rows.length, 0);
      // Another member is not limited by it.
      const other = await loginCookies(database.db, await insertUser(database.db));
      assert.equal((await create('MT', other)).statusCode, 201);
      const another = await loginCookies(database.db, await insertUser(database.db));
      assert.equal((await create('ID', another)).statusCode, 201);
    });

    it('support cancels an upcoming tournament, freeing its place; members cannot', async () => {
      const { rows } = await database.db.query<{ id: number }>(
        "select id from tournaments where geographic_code = 'WA'",
      );
      const id = rows[0].id;
      assert.equal((await cancel(id, {})).statusCode, 401);
      assert.equal((await cancel(id, cookies)).statusCode, 403);
      const response = await cancel(id, adminCookies);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(contract.admin.cancelTournament.response.parse(response.json()), {
        id,
        name: 'T',
        geographicCode: 'WA',
        status: 'upcoming',
      });
      const left = await database.db.query('select 1 from tournaments where id = $1', [id]);
      assert.equal(left.rows.length, 0);
      assert.equal((await cancel(id, adminCookies)).statusCode, 404);
      const other = await loginCookies(database.db, await insertUser(database.db));
      assert.equal((await create('WA', other)).statusCode, 201, 'the place is free again');
    });

    it('refuses to cancel a completed tournament (409)', async () => {
      const { rows } = await database.db.query<{ id: number }>(
        "update tournaments set status = 'completed' where geographic_code = 'ID' returning id",
      );
      const response = await cancel(rows[0].id, adminCookies);
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), { message: 'A completed tournament cannot be cancelled' });
    });
  });
}
