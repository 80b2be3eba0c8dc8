import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SECRET_HEADER } from 'shared-api/contracts';
import { buildApp, defaultLogger } from '../src/app';
import { SESSION_COOKIE } from '../src/auth/session';
import { GENEROUS_LIMITS, GOOD_PASSWORD, sessionTokenOf } from './helpers/auth-requests';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// The production logger at its most talkative never writes a password, a session token, the
// admin secret or an OIDC callback's code and state.

const SECRET = 'a'.repeat(64);

for (const kind of DATABASE_KINDS) {
  describe(`request logs (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let logs = '';

    before(async () => {
      database = await createTestDatabase(kind);
      const stream = new Writable({
        write(chunk, _encoding, done) {
          logs += chunk.toString();
          done();
        },
      });
      const options = defaultLogger('trace');
      app = buildApp({
        db: database.db,
        config: testConfig(),
        logger: { ...(options as object), stream },
        limits: GENEROUS_LIMITS,
        adminSecret: SECRET,
      });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('hold no passwords, tokens, secrets or authorization codes', async () => {
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          firstName: 'Lo',
          lastName: 'Gs',
          email: 'logs@example.com',
          password: GOOD_PASSWORD,
        },
      });
      const token = sessionTokenOf(signUp);
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'logs@example.com', password: 'a wrong password' },
        cookies: { [SESSION_COOKIE]: token },
      });
      await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        cookies: { [SESSION_COOKIE]: token },
      });
      await app.inject({
        method: 'POST',
        url: '/api/admin/users/make-admin',
        headers: { [ADMIN_SECRET_HEADER]: SECRET },
        payload: { email: 'logs@example.com' },
      });
      await app.inject({
        method: 'GET',
        url: '/api/login/callback?code=CODE-12345&state=STATE-6789',
      });

      assert.match(logs, /\/api\/auth\/login/, 'requests are logged at all');
      assert.match(logs, /code=%5Bredacted%5D/);
      for (const secret of [
        GOOD_PASSWORD,
        'a wrong password',
        token,
        SECRET,
        'CODE-12345',
        'STATE-6789',
      ]) {
        assert.ok(!logs.includes(secret), `the logs contain ${secret}`);
      }
    });
  });
}
