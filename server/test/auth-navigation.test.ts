import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { safeReturnTo } from '../src/auth/return-to';
import { SESSION_COOKIE } from '../src/auth/session';
import {
  getUser,
  GENEROUS_LIMITS,
  GOOD_PASSWORD,
  sessionCookieOf,
  sessionTokenOf,
  signUp,
  loggedInUserId,
} from './helpers/auth-requests';
import { testApp, unusedDb } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// The browser navigations /api/login and /api/logout, and POST /api/auth/logout.

const OPEN_REDIRECTS = [
  '//evil.com',
  '//evil.com/home',
  'https://evil.com',
  'http://evil.com/x',
  '/\\evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  'javascript:alert(1)',
  'evil.com',
  '',
  '/api/logout',
  '/%61pi/logout',
  '/api',
  '/login?returnTo=/home',
  '/%2F/evil.com',
  '/%5Cevil.com',
];

describe('returnTo sanitising', () => {
  it('keeps same-site paths with their query and hash', () => {
    assert.equal(safeReturnTo('/PaidState/CA'), '/PaidState/CA');
    assert.equal(safeReturnTo('/tournament/TX?round=1#chat'), '/tournament/TX?round=1#chat');
    assert.equal(safeReturnTo('/candidate/7'), '/candidate/7');
    assert.equal(safeReturnTo('/'), '/');
  });

  it('refuses anything a browser could read as another site, the API or the sign-in page', () => {
    for (const value of OPEN_REDIRECTS) assert.equal(safeReturnTo(value), undefined, value);
    assert.equal(safeReturnTo(['/home']), undefined);
    assert.equal(safeReturnTo(`/${'a'.repeat(3000)}`), undefined);
  });
});

describe('GET /api/login without OpenID Connect', () => {
  let app: FastifyInstance;
  before(() => {
    app = testApp(unusedDb());
  });
  after(() => app.close());

  const login = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('redirects to the sign-in page with the asked returnTo', async () => {
    const response = await login('/api/login?returnTo=%2FPaidState%2FCA%3Fx%3D1');
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/login?returnTo=%2FPaidState%2FCA%3Fx%3D1');
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('defaults to /home, and uses a same-origin Referer when no returnTo is given', async () => {
    assert.equal((await login('/api/login')).headers.location, '/login?returnTo=%2Fhome');
    const fromPage = await login('/api/login', { referer: 'http://localhost:3000/Shorts?x=1' });
    assert.equal(fromPage.headers.location, '/login?returnTo=%2FShorts%3Fx%3D1');
    const ownHost = await login('/api/login', {
      host: '127.0.0.1:4000',
      referer: 'http://127.0.0.1:4000/candidate/3',
    });
    assert.equal(ownHost.headers.location, '/login?returnTo=%2Fcandidate%2F3');
    const foreign = await login('/api/login', { referer: 'https://evil.com/phish' });
    assert.equal(foreign.headers.location, '/login?returnTo=%2Fhome');
  });

  it('sends every open-redirect attempt to /home', async () => {
    for (const attempt of OPEN_REDIRECTS) {
      const response = await login(`/api/login?returnTo=${encodeURIComponent(attempt)}`, {
        referer: 'http://localhost:3000/PaidState/CA',
      });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, '/login?returnTo=%2Fhome', attempt);
    }
  });

  it('answers 404 on the OIDC callback', async () => {
    const response = await login('/api/login/callback?code=x&state=y');
    assert.equal(response.statusCode, 404);
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`log-out (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let counter = 0;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db, {}, { limits: GENEROUS_LIMITS });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    async function loggedIn(): Promise<string> {
      counter += 1;
      const response = await signUp(app, {
        firstName: 'Lo',
        lastName: 'Gout',
        email: `logout${counter}@example.com`,
        password: GOOD_PASSWORD,
      });
      return sessionTokenOf(response);
    }

    function assertCleared(response: Awaited<ReturnType<typeof getUser>>) {
      const cookie = sessionCookieOf(response);
      assert.ok(cookie, 'a Set-Cookie clearing the session');
      assert.equal(cookie.value, '');
      assert.equal(cookie.path, '/');
      assert.ok(cookie.expires && cookie.expires.getTime() <= Date.now());
    }

    it('GET /api/logout revokes the session, clears the cookie and goes home', async () => {
      const token = await loggedIn();
      const response = await app.inject({
        method: 'GET',
        url: '/api/logout',
        cookies: { [SESSION_COOKIE]: token },
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, '/home');
      assertCleared(response);
      assert.equal(await loggedInUserId(app, token), null);
      const { rows } = await database.db.query<{ revoked: boolean }>(
        'select revoked_at is not null as revoked from sessions order by created_at desc limit 1',
      );
      assert.equal(rows[0].revoked, true);
    });

    it('GET /api/logout from another site goes home without logging out', async () => {
      const token = await loggedIn();
      const response = await app.inject({
        method: 'GET',
        url: '/api/logout',
        cookies: { [SESSION_COOKIE]: token },
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, '/home');
      assert.equal(sessionCookieOf(response), undefined);
      assert.notEqual(await loggedInUserId(app, token), null);
    });

    it('POST /api/auth/logout answers 204 and ends the session', async () => {
      const token = await loggedIn();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [SESSION_COOKIE]: token },
        headers: { origin: 'http://localhost:3000' },
      });
      assert.equal(response.statusCode, 204);
      assert.equal(response.body, '');
      assertCleared(response);
      assert.equal(await loggedInUserId(app, token), null);
    });

    it('logging out without a session is harmless', async () => {
      const get = await app.inject({ method: 'GET', url: '/api/logout' });
      assert.equal(get.statusCode, 302);
      const post = await app.inject({ method: 'POST', url: '/api/auth/logout' });
      assert.equal(post.statusCode, 204);
    });

    it('POST /api/auth/logout from another site is refused and keeps the session', async () => {
      const token = await loggedIn();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [SESSION_COOKIE]: token },
        headers: { origin: 'https://evil.com' },
      });
      assert.equal(response.statusCode, 403);
      assert.notEqual(await loggedInUserId(app, token), null);
    });
  });
}
