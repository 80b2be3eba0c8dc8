import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it, mock } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { verifyLogin } from '../src/auth/accounts';
import { SCRYPT_PARAMS, verifyPassword } from '../src/auth/password';
import { createSession, SESSION_COOKIE } from '../src/auth/session';
import {
  getUser,
  GENEROUS_LIMITS,
  GOOD_PASSWORD,
  logIn,
  sessionCookieOf,
  sessionTokenOf,
  signUp,
  loggedInUserId,
} from './helpers/auth-requests';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Email + password accounts: sign-up, log-in, session rotation, expired sessions.

for (const kind of DATABASE_KINDS) {
  describe(`sign-up and log-in (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db, {}, { limits: GENEROUS_LIMITS });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('signs up: 201, the user, a session cookie, a scrypt hash stored', async () => {
      const response = await signUp(app, {
        firstName: '  Ada ',
        lastName: 'Lovelace',
        email: ' Ada@Example.COM ',
        password: GOOD_PASSWORD,
      });
      assert.equal(response.statusCode, 201);
      const user = contract.auth.signUp.response.parse(response.json());
      assert.equal(user.email, 'ada@example.com');
      assert.equal(user.firstName, 'Ada');
      assert.equal(user.lastName, 'Lovelace');
      assert.equal(user.isAdmin, false);

      const cookie = sessionCookieOf(response);
      assert.ok(cookie);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.secure, undefined); // PUBLIC_ORIGIN is http here

      const me = await getUser(app, cookie.value);
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().id, user.id);

      const { rows } = await database.db.query<{ hash: string }>(
        'select password_hash as hash from users where id = $1',
        [user.id],
      );
      assert.match(rows[0].hash, /^scrypt\$/);
      assert.ok(!rows[0].hash.includes(GOOD_PASSWORD));
      assert.equal(await verifyPassword(GOOD_PASSWORD, rows[0].hash), true);
    });

    it('refuses a second account for the same email, whatever its case: 409', async () => {
      const body = {
        firstName: 'A',
        lastName: 'B',
        email: 'dup@example.com',
        password: GOOD_PASSWORD,
      };
      assert.equal((await signUp(app, body)).statusCode, 201);
      const again = await signUp(app, {
        ...body,
        email: 'DUP@example.com',
        password: 'another one!',
      });
      assert.equal(again.statusCode, 409);
      assert.deepEqual(again.json(), {
        message: 'An account with this email already exists',
        errors: { email: 'An account with this email already exists' },
      });
      assert.equal(sessionCookieOf(again), undefined);
      const { rows } = await database.db.query(
        "select id from users where lower(email) = 'dup@example.com'",
      );
      assert.equal(rows.length, 1);
    });

    it('refuses malformed sign-ups with the field and its message, creating nothing', async () => {
      const valid = {
        firstName: 'Al',
        lastName: 'Bo',
        email: 'bad@example.com',
        password: GOOD_PASSWORD,
      };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...valid, password: 'short' }, 'password', 'Password must be at least 8 characters'],
        [
          { ...valid, password: 'x'.repeat(201) },
          'password',
          'Password must be at most 200 characters',
        ],
        [{ ...valid, email: 'not-an-email' }, 'email', 'Enter a valid email address'],
        [{ ...valid, email: undefined }, 'email', 'Email is required'],
        [{ ...valid, firstName: '   ' }, 'firstName', 'First name is required'],
        [
          { ...valid, lastName: 'x'.repeat(101) },
          'lastName',
          'Last name must be at most 100 characters',
        ],
        [{ ...valid, firstName: 42 }, 'firstName', 'First name is required'],
      ];
      for (const [body, field, message] of cases) {
        const response = await signUp(app, body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        const json = response.json();
        assert.equal(json.errors[field], message);
        assert.equal(json.message, `Invalid body: ${field}: ${message}`);
      }
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      assert.equal(notJson.statusCode, 400);
      assert.equal(typeof notJson.json().message, 'string');
      const { rows } = await database.db.query(
        "select id from users where email = 'bad@example.com'",
      );
      assert.equal(rows.length, 0);
    });

    it('answers 413 to an oversized sign-up or log-in body', async () => {
      const huge = {
        firstName: 'A',
        lastName: 'B',
        email: 'big@example.com',
        password: 'p'.repeat(20_000),
      };
      for (const url of ['/api/auth/signup', '/api/auth/login']) {
        const response = await app.inject({ method: 'POST', url, payload: huge });
        assert.equal(response.statusCode, 413, url);
        assert.match(response.json().message, /too large/);
      }
    });

    it('logs in with the right password, email in any case', async () => {
      await signUp(app, {
        firstName: 'Lin',
        lastName: 'Ok',
        email: 'lin@example.com',
        password: GOOD_PASSWORD,
      });
      const response = await logIn(app, { email: 'LIN@example.com', password: GOOD_PASSWORD });
      assert.equal(response.statusCode, 200);
      const user = contract.auth.logIn.response.parse(response.json());
      assert.equal(user.email, 'lin@example.com');
      const me = await getUser(app, sessionTokenOf(response));
      assert.equal(me.json().id, user.id);
    });

    it('answers the same 401 for an unknown email and for a wrong password', async () => {
      await signUp(app, {
        firstName: 'Wu',
        lastName: 'Ng',
        email: 'wu@example.com',
        password: GOOD_PASSWORD,
      });
      const wrongPassword = await logIn(app, {
        email: 'wu@example.com',
        password: 'wrong password',
      });
      const unknownEmail = await logIn(app, {
        email: 'nobody@example.com',
        password: GOOD_PASSWORD,
      });
      for (const response of [wrongPassword, unknownEmail]) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { message: 'Invalid email or password' });
        assert.equal(sessionCookieOf(response), undefined);
      }
    });

    it('refuses a password log-in to an account that has none (OIDC-only)', async () => {
      await database.db.query("insert into users (email) values ('oidc-only@example.com')");
      const response = await logIn(app, {
        email: 'oidc-only@example.com',
        password: GOOD_PASSWORD,
      });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Invalid email or password' });
    });

    it('spends a scrypt verification on an unknown email too (no timing oracle)', async () => {
      await signUp(app, {
        firstName: 'Ti',
        lastName: 'Me',
        email: 'time@example.com',
        password: GOOD_PASSWORD,
      });
      // What a log-in costs is the scrypt it runs: count the calls and their parameters
      // instead of timing them (a clock measures the machine's load as much as the code).
      const scryptCalls = mock.method(crypto, 'scrypt');
      try {
        const costOf = async (email: string) => {
          scryptCalls.mock.resetCalls();
          assert.equal(await verifyLogin(database.db, email, 'not the password'), null);
          return scryptCalls.mock.calls.map((call) => {
            const options = call.arguments[3] as crypto.ScryptOptions;
            return { keylen: call.arguments[2], N: options.N, r: options.r, p: options.p };
          });
        };
        const known = await costOf('time@example.com');
        assert.deepEqual(known, [{ keylen: 32, ...SCRYPT_PARAMS }]);
        assert.deepEqual(await costOf('ghost@example.com'), known);
      } finally {
        scryptCalls.mock.restore();
      }
    });

    it('refuses malformed log-ins with a 400 naming the field', async () => {
      const missing = await logIn(app, { email: 'lin@example.com' });
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().errors.password, 'Password is required');
      const badEmail = await logIn(app, { email: 'nope', password: 'whatever1' });
      assert.equal(badEmail.statusCode, 400);
      assert.equal(badEmail.json().errors.email, 'Enter a valid email address');
    });

    it('rotates the session on log-in: the cookie sent with it stops working', async () => {
      await signUp(app, {
        firstName: 'Ro',
        lastName: 'Ta',
        email: 'rota@example.com',
        password: GOOD_PASSWORD,
      });
      const first = sessionTokenOf(
        await logIn(app, { email: 'rota@example.com', password: GOOD_PASSWORD }),
      );
      assert.notEqual(await loggedInUserId(app, first), null);

      const second = await logIn(
        app,
        { email: 'rota@example.com', password: GOOD_PASSWORD },
        { [SESSION_COOKIE]: first },
      );
      const secondToken = sessionTokenOf(second);
      assert.notEqual(secondToken, first);
      assert.equal(await loggedInUserId(app, first), null);
      assert.notEqual(await loggedInUserId(app, secondToken), null);
    });

    it('a session planted before log-in (fixation) is revoked, not adopted', async () => {
      const { rows } = await database.db.query<{ id: number }>(
        "insert into users (email) values ('attacker@example.com') returning id",
      );
      const planted = await createSession(database.db, rows[0].id);
      await signUp(app, {
        firstName: 'Vi',
        lastName: 'Ctim',
        email: 'victim@example.com',
        password: GOOD_PASSWORD,
      });
      const response = await logIn(
        app,
        { email: 'victim@example.com', password: GOOD_PASSWORD },
        { [SESSION_COOKIE]: planted },
      );
      assert.equal(response.json().email, 'victim@example.com');
      assert.equal(await loggedInUserId(app, planted), null);
    });

    it('answers 401 for an expired session, and a log-in then works', async () => {
      const { rows } = await database.db.query<{ id: number }>(
        "select id from users where email = 'lin@example.com'",
      );
      const expired = await createSession(database.db, rows[0].id, -1000);
      assert.equal(await loggedInUserId(app, expired), null);
      const response = await logIn(
        app,
        { email: 'lin@example.com', password: GOOD_PASSWORD },
        { [SESSION_COOKIE]: expired },
      );
      assert.equal(response.statusCode, 200);
      assert.notEqual(await loggedInUserId(app, sessionTokenOf(response)), null);
    });

    it('sets a Secure cookie when PUBLIC_ORIGIN is https', async () => {
      const secureApp = testApp(
        database.db,
        { publicOrigin: 'https://paid.example' },
        { limits: GENEROUS_LIMITS },
      );
      try {
        const response = await logIn(secureApp, {
          email: 'lin@example.com',
          password: GOOD_PASSWORD,
        });
        assert.equal(sessionCookieOf(response)?.secure, true);
      } finally {
        await secureApp.close();
      }
    });
  });
}
