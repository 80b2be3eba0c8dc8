import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { EMAIL_NOT_VERIFIED_MESSAGE } from 'shared-api/contracts';
import { TOURNAMENT_ONE_UPCOMING_MESSAGE } from '../src/tournaments/create-tournament';
import { advanceTournaments } from '../src/tournaments/advance-tournaments';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Found in a security review: one new account started the tournaments of five states an hour,
// 89 days out, blocking each state until support cancelled. Now Start Tournament needs a
// verified address, an account holds one upcoming start at a time, and a tournament that
// reaches its start date with fewer than two verified candidates is cancelled by the clock.

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

for (const kind of databaseKinds({ differsByDatabase: 'simultaneous starts by one account' })) {
  describe(`Start Tournament limits (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const member = async (verified = true) =>
      loginCookies(database.db, await insertUser(database.db, { verified }));
    const start = (cookies: Record<string, string>, geographicCode: string, days = 89) =>
      app.inject({
        method: 'POST',
        url: '/api/tournament',
        cookies,
        payload: {
          name: `${geographicCode} Debate Tournament`,
          type: 'state',
          geographicCode,
          status: 'upcoming',
          startDate: inDays(days),
        },
      });
    const tournamentsOf = async (...codes: string[]) =>
      (
        await database.db.query<{ code: string }>(
          `select geographic_code as code from tournaments
            where geographic_code = any(string_to_array($1, ','))
            order by geographic_code`,
          [codes.join(',')],
        )
      ).rows.map((row) => row.code);

    it('refuses a member whose address is not verified (403), creating nothing', async () => {
      const response = await start(await member(false), 'AK');
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), { message: EMAIL_NOT_VERIFIED_MESSAGE });
      assert.deepEqual(await tournamentsOf('AK'), []);
    });

    it('lets one account start one of five states, 89 days out (409 for the others)', async () => {
      const cookies = await member();
      const states = ['AZ', 'CO', 'NM', 'UT', 'WY'];
      const answers = [];
      for (const state of states) answers.push(await start(cookies, state));
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [201, 409, 409, 409, 409],
      );
      assert.deepEqual(answers[1].json(), { message: TOURNAMENT_ONE_UPCOMING_MESSAGE });
      assert.deepEqual(await tournamentsOf(...states), ['AZ']);
      // The other states stay free for anyone else.
      assert.equal((await start(await member(), 'CO')).statusCode, 201);
    });

    it('holds the rule for simultaneous starts by one account', async () => {
      const cookies = await member();
      const answers = await Promise.all(['KS', 'NE', 'IA'].map((state) => start(cookies, state)));
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409, 409]);
      assert.equal((await tournamentsOf('KS', 'NE', 'IA')).length, 1);
    });

    it('cancels at its start a tournament with fewer than two verified candidates, freeing the place', async () => {
      const cookies = await member();
      // One verified candidate and one pending verification: not enough to play.
      await insertCandidate(database.db, {
        name: 'Avery Stone',
        stateCode: 'OK',
        isActivated: true,
      });
      await insertCandidate(database.db, { name: 'Blair Fox', stateCode: 'OK' });
      const created = await start(cookies, 'OK', 1);
      assert.equal(created.statusCode, 201, created.body);
      const id: number = created.json().id;
      // While it waits, the starter cannot start another one.
      assert.equal((await start(cookies, 'AR', 1)).statusCode, 409);

      const report = await advanceTournaments(database.db, new Date(Date.now() + 2 * DAY_MS));
      assert.deepEqual(report.failed, []);
      assert.ok(report.cancelled.includes(id), JSON.stringify(report));
      assert.ok(!report.performed.some((done) => done.tournamentId === id));
      assert.deepEqual(await tournamentsOf('OK'), [], 'the cancelled tournament is gone');

      // The place is free again, and so is the starter's turn.
      assert.equal((await start(cookies, 'OK', 7)).statusCode, 201);
    });

    it('starts one with two verified candidates, after which its starter may start another', async () => {
      const cookies = await member();
      await insertCandidate(database.db, {
        name: 'Casey Hill',
        stateCode: 'SD',
        isActivated: true,
      });
      await insertCandidate(database.db, { name: 'Drew Park', stateCode: 'SD', isActivated: true });
      const created = await start(cookies, 'SD', 1);
      assert.equal(created.statusCode, 201, created.body);
      const report = await advanceTournaments(database.db, new Date(Date.now() + 2 * DAY_MS));
      assert.ok(
        report.performed.some(
          (done) => done.tournamentId === created.json().id && done.round === 0,
        ),
        JSON.stringify(report),
      );
      assert.equal((await start(cookies, 'ND', 7)).statusCode, 201);
    });
  });
}
