import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { defineRoute, LOG_IN_THROTTLED_MESSAGE } from 'shared-api/contracts';
import { z } from 'zod';
import { rateLimitsFromEnv } from '../src/http/rate-limits';
import { byUser, DEFAULT_RATE_LIMITS, rateLimit } from '../src/http/security';
import { registerRoute } from '../src/http/validate';
import { SESSION_COOKIE } from '../src/auth/session';
import { GOOD_PASSWORD, logIn, sessionTokenOf, signUp } from './helpers/auth-requests';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Abuse limits: 429 in the API's JSON error format, per IP + email for log-in, per IP for
// sign-up, and the rateLimit() helper other routes use (per user here).

const TOO_MANY = /^Too many requests\. Try again in (\d+ seconds?|about \d+ (minutes?|hours?))\.$/;

describe('rate-limit settings', () => {
  it('default to the production values', () => {
    assert.deepEqual(DEFAULT_RATE_LIMITS.logIn, { max: 10, windowMs: 15 * 60_000 });
    assert.deepEqual(DEFAULT_RATE_LIMITS.signUp, { max: 5, windowMs: 60 * 60_000 });
  });

  it('take PAID_RATE_LIMITS overrides for a real server, refusing bad ones clearly', () => {
    assert.deepEqual(rateLimitsFromEnv({}), {});
    assert.deepEqual(
      rateLimitsFromEnv({ PAID_RATE_LIMITS: '{"signUp":{"max":1000,"windowMs":3600000}}' }),
      { signUp: { max: 1000, windowMs: 3_600_000 } },
    );
    for (const bad of [
      'nope',
      '{"signIn":{"max":1,"windowMs":1}}',
      '{"logIn":{"max":0,"windowMs":1}}',
    ]) {
      assert.throws(
        () => rateLimitsFromEnv({ PAID_RATE_LIMITS: bad }),
        /PAID_RATE_LIMITS must be JSON/,
      );
    }
  });
});

const probeRoute = defineRoute({
  method: 'POST',
  path: '/api/test/probe',
  body: z.object({}),
  response: z.object({ ok: z.boolean() }),
  summary: 'A rate-limited route (test only)',
});

for (const kind of DATABASE_KINDS) {
  describe(`rate limits (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(
        database.db,
        {},
        {
          limits: {
            logIn: { max: 3, windowMs: 60_000 },
            signUp: { max: 2, windowMs: 60_000 },
            posts: { max: 2, windowMs: 60_000 },
          },
        },
      );
      // Another engineer's route, opting in the documented way (registered before ready).
      await app.register(async (scope) => {
        registerRoute(scope, probeRoute, () => ({ ok: true }), {
          config: rateLimit({ limit: 'posts', key: byUser(database.db) }),
        });
      });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('limits sign-ups per address with a 429 JSON answer', async () => {
      const body = (n: number) => ({
        firstName: 'R',
        lastName: 'L',
        email: `rl${n}@example.com`,
        password: GOOD_PASSWORD,
      });
      assert.equal((await signUp(app, body(1))).statusCode, 201);
      assert.equal((await signUp(app, body(2))).statusCode, 201);
      const third = await signUp(app, body(3));
      assert.equal(third.statusCode, 429);
      assert.match(third.json().message, TOO_MANY);
      assert.deepEqual(Object.keys(third.json()), ['message']);
      assert.ok(Number(third.headers['retry-after']) > 0);
      const { rows } = await database.db.query(
        "select id from users where email = 'rl3@example.com'",
      );
      assert.equal(rows.length, 0);
    });

    it('limits log-ins per address and email, right or wrong password', async () => {
      const attempt = (email: string, password = 'wrong password', ip = '10.0.0.1') =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: ip,
        });
      for (let n = 0; n < 3; n += 1)
        assert.equal((await attempt('rl1@example.com')).statusCode, 401);
      const blocked = await attempt('rl1@example.com', GOOD_PASSWORD);
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.json().message, TOO_MANY);
      // The same email in another case is the same key.
      assert.equal((await attempt('RL1@example.com')).statusCode, 429);
      // Another email from that address, or that email from another address, is not blocked.
      assert.equal((await attempt('rl2@example.com', GOOD_PASSWORD)).statusCode, 200);
      assert.equal((await attempt('rl1@example.com', GOOD_PASSWORD, '10.0.0.2')).statusCode, 200);
    });

    it('counts per user with the rateLimit() helper and byUser', async () => {
      const session = sessionTokenOf(
        await logIn(app, { email: 'rl2@example.com', password: GOOD_PASSWORD }),
      );
      const probe = (cookies: Record<string, string> = {}, ip = '10.0.0.9') =>
        app.inject({
          method: 'POST',
          url: '/api/test/probe',
          payload: {},
          cookies,
          remoteAddress: ip,
        });
      const asUser = { [SESSION_COOKIE]: session };
      assert.equal((await probe(asUser)).statusCode, 200);
      assert.equal((await probe(asUser, '10.0.0.10')).statusCode, 200);
      const third = await probe(asUser, '10.0.0.11'); // a new address does not reset a user's count
      assert.equal(third.statusCode, 429);
      assert.match(third.json().message, TOO_MANY);
      assert.equal((await probe()).statusCode, 200); // a visitor is counted by address
    });
  });
}

for (const kind of DATABASE_KINDS) {
  describe(`log-in failures per account and per address (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const WINDOW_MS = 12_000;
    /**
     * The in-process counters (PGlite's) read `Date.now()`: each test holds the clock still, so
     * a busy machine's slow scrypt never ends a window early, and moves it past the window
     * instead of waiting it out.
     */
    const holdClock = (t: TestContext) => t.mock.timers.enable({ apis: ['Date'], now: Date.now() });

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(
        database.db,
        {},
        {
          limits: {
            logIn: { max: 3, windowMs: 60_000 },
            logInPerAccount: { max: 5, windowMs: WINDOW_MS },
            logInPerAddress: { max: 5, windowMs: WINDOW_MS },
            signUp: { max: 100, windowMs: 60_000 },
          },
        },
      );
      for (const name of ['owner', 'other']) {
        const response = await signUp(app, {
          firstName: 'R',
          lastName: 'L',
          email: `${name}@example.com`,
          password: GOOD_PASSWORD,
        });
        assert.equal(response.statusCode, 201);
      }
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const attempt = (email: string, ip: string, password = 'wrong password') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: ip,
      });

    it('slows one account guessed from many addresses, until the window ends', async (t) => {
      holdClock(t);
      // Five addresses, one guess each: under every per-address limit.
      for (let n = 1; n <= 5; n += 1) {
        assert.equal((await attempt('owner@example.com', `10.1.0.${n}`)).statusCode, 401);
      }
      const sixth = await attempt('OWNER@example.com', '10.1.0.6');
      assert.equal(sixth.statusCode, 429);
      // Others' failures may cause it, so it offers the owner a mailed link (sign-in-link.test.ts).
      assert.equal(sixth.json().message, LOG_IN_THROTTLED_MESSAGE);
      // The owner from a fresh address is slowed too while the window lasts...
      assert.equal((await attempt('owner@example.com', '10.1.0.7', GOOD_PASSWORD)).statusCode, 429);
      // ...another account is not...
      assert.equal((await attempt('other@example.com', '10.1.0.8', GOOD_PASSWORD)).statusCode, 200);
      // ...and never beyond the window.
      t.mock.timers.tick(WINDOW_MS + 100);
      assert.equal((await attempt('owner@example.com', '10.1.0.7', GOOD_PASSWORD)).statusCode, 200);
    });

    it('slows one address trying many accounts, counting only failures', async (t) => {
      holdClock(t);
      // Successful log-ins from the address count nothing (two: the pair's own limit is 3).
      for (let n = 0; n < 2; n += 1) {
        assert.equal(
          (await attempt('other@example.com', '10.2.0.1', GOOD_PASSWORD)).statusCode,
          200,
        );
      }
      for (let n = 1; n <= 5; n += 1) {
        assert.equal((await attempt(`nobody${n}@example.com`, '10.2.0.1')).statusCode, 401);
      }
      const sixth = await attempt('nobody6@example.com', '10.2.0.1');
      assert.equal(sixth.statusCode, 429);
      // Another address is not slowed.
      assert.equal((await attempt('nobody6@example.com', '10.2.0.2')).statusCode, 401);
      t.mock.timers.tick(WINDOW_MS + 100);
      assert.equal((await attempt('other@example.com', '10.2.0.1', GOOD_PASSWORD)).statusCode, 200);
    });
  });
}
