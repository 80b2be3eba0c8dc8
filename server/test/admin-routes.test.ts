import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SECRET_HEADER, contract } from 'shared-api/contracts';
import { createSession, SESSION_COOKIE } from '../src/auth/session';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import {
  insertAccount,
  insertStateCandidate,
  isActivated,
  isAdmin,
} from './helpers/support-fixtures';

// Support's API: admins (users.is_admin) or the admin secret; 401 for visitors, 403 others.

const SECRET = 'f'.repeat(64);

for (const kind of DATABASE_KINDS) {
  describe(`admin API (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let candidateId: number;
    let adminCookies: Record<string, string>;
    let userCookies: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db, {}, { adminSecret: SECRET });
      candidateId = await insertStateCandidate(database.db, 'Casey Morales');
      const adminId = await insertAccount(database.db, 'support@example.com', true);
      const userId = await insertAccount(database.db, 'voter@example.com');
      adminCookies = { [SESSION_COOKIE]: await createSession(database.db, adminId) };
      userCookies = { [SESSION_COOKIE]: await createSession(database.db, userId) };
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const activate = (
      id: number | string,
      options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
      action: 'activate' | 'deactivate' = 'activate',
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/candidates/${id}/${action}`,
        cookies: options.cookies ?? {},
        headers: options.headers ?? {},
      });

    it('answers 401 to a visitor and 403 to a logged-in non-admin, changing nothing', async () => {
      const visitor = await activate(candidateId);
      assert.equal(visitor.statusCode, 401);
      assert.deepEqual(visitor.json(), { message: 'Not logged in' });
      const user = await activate(candidateId, { cookies: userCookies });
      assert.equal(user.statusCode, 403);
      assert.deepEqual(user.json(), { message: 'Only support staff can do this' });
      const makeAdmin = await app.inject({
        method: 'POST',
        url: '/api/admin/users/make-admin',
        cookies: userCookies,
        payload: { email: 'voter@example.com' },
      });
      assert.equal(makeAdmin.statusCode, 403);
      assert.equal(await isActivated(database.db, candidateId), false);
      assert.equal(await isAdmin(database.db, 'voter@example.com'), false);
    });

    it('lets an admin activate and deactivate, saying whether anything changed', async () => {
      const first = await activate(candidateId, { cookies: adminCookies });
      assert.equal(first.statusCode, 200);
      assert.deepEqual(contract.admin.activateCandidate.response.parse(first.json()), {
        id: candidateId,
        name: 'Casey Morales',
        isActivated: true,
        changed: true,
      });
      assert.equal(await isActivated(database.db, candidateId), true);
      const again = await activate(candidateId, { cookies: adminCookies });
      assert.equal(again.json().changed, false);

      const off = await activate(candidateId, { cookies: adminCookies }, 'deactivate');
      assert.equal(off.statusCode, 200);
      assert.equal(off.json().isActivated, false);
      assert.equal(await isActivated(database.db, candidateId), false);
    });

    it('accepts the admin secret header instead of a session', async () => {
      const response = await activate(candidateId, { headers: { [ADMIN_SECRET_HEADER]: SECRET } });
      assert.equal(response.statusCode, 200);
      assert.equal(await isActivated(database.db, candidateId), true);
    });

    it('refuses a wrong secret with 403, even with an admin session', async () => {
      for (const secret of ['nope', SECRET.slice(1), `${SECRET}x`]) {
        const response = await activate(
          candidateId,
          { headers: { [ADMIN_SECRET_HEADER]: secret }, cookies: adminCookies },
          'deactivate',
        );
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), { message: 'Invalid admin secret' });
      }
      assert.equal(await isActivated(database.db, candidateId), true);
    });

    it('answers 404 for an unknown candidate and 400 for a malformed id', async () => {
      const unknown = await activate(999_999, { cookies: adminCookies });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: 'No candidate with id 999999' });
      const malformed = await activate('abc', { cookies: adminCookies });
      assert.equal(malformed.statusCode, 400);
    });

    it('makes an account admin by email (any case), 404 when there is none', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/users/make-admin',
        headers: { [ADMIN_SECRET_HEADER]: SECRET },
        payload: { email: 'VOTER@example.com' },
      });
      assert.equal(response.statusCode, 200);
      const body = contract.admin.makeAdmin.response.parse(response.json());
      assert.equal(body.email, 'voter@example.com');
      assert.equal(body.isAdmin, true);
      assert.equal(body.changed, true);
      assert.equal(await isAdmin(database.db, 'voter@example.com'), true);

      const unknown = await app.inject({
        method: 'POST',
        url: '/api/admin/users/make-admin',
        cookies: adminCookies,
        payload: { email: 'ghost@example.com' },
      });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: 'No account with the email ghost@example.com' });
    });

    it('never accepts the header when the app has no secret', async () => {
      const noSecret = testApp(database.db);
      try {
        const response = await noSecret.inject({
          method: 'POST',
          url: `/api/admin/candidates/${candidateId}/deactivate`,
          headers: { [ADMIN_SECRET_HEADER]: '' },
        });
        assert.equal(response.statusCode, 403);
      } finally {
        await noSecret.close();
      }
    });
  });
}
