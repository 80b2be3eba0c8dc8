import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import {
  createSession,
  hashSessionToken,
  revokeSession,
  SESSION_COOKIE,
} from '../src/auth/session';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

for (const kind of DATABASE_KINDS) {
  describe(`GET /api/auth/user (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let userId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
      const { rows } = await database.db.query<{ id: number }>(
        `insert into users (email, first_name, last_name, profile_image_url)
         values ('Casey@Paid.test', 'Casey', 'Morales', '/files/casey.jpg') returning id`,
      );
      userId = rows[0].id;
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const getUser = (token?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/auth/user',
        cookies: token ? { [SESSION_COOKIE]: token } : {},
      });

    // "Nobody" is an answer, not an error: a visitor's every page asks, and a 401 logged an
    // error in the console of each.
    it('answers null (200) without a session cookie', async () => {
      const response = await getUser();
      assert.equal(response.statusCode, 200);
      assert.equal(response.json(), null);
      assert.equal(contract.auth.user.response.parse(response.json()), null);
    });

    it('answers null for an unknown or malformed token', async () => {
      for (const token of ['x'.repeat(43), 'not a token; drop table users']) {
        const response = await getUser(token);
        assert.equal(response.statusCode, 200);
        assert.equal(response.json(), null);
      }
    });

    it('answers the user of a valid session', async () => {
      const token = await createSession(database.db, userId);
      const response = await getUser(token);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(contract.auth.user.response.parse(response.json()), {
        id: userId,
        email: 'Casey@Paid.test',
        firstName: 'Casey',
        lastName: 'Morales',
        profileImageUrl: '/files/casey.jpg',
        isAdmin: false,
        // Written straight to the table: no link opened.
        emailVerified: false,
      });
    });

    it('stores only the hash of the token', async () => {
      const token = await createSession(database.db, userId);
      const { rows } = await database.db.query<{ id: string }>(
        'select id from sessions where id = $1',
        [token],
      );
      assert.equal(rows.length, 0);
      const hashed = await database.db.query('select id from sessions where id = $1', [
        hashSessionToken(token),
      ]);
      assert.equal(hashed.rows.length, 1);
    });

    const userOf = async (token: string) => (await getUser(token)).json() as { id: number } | null;

    it('answers null for an expired session', async () => {
      const token = await createSession(database.db, userId, -1000);
      assert.equal(await userOf(token), null);
    });

    it('answers null once the session is revoked', async () => {
      const token = await createSession(database.db, userId);
      assert.equal((await userOf(token))?.id, userId);
      await revokeSession(database.db, token);
      assert.equal(await userOf(token), null);
    });
  });
}
