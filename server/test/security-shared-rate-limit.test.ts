import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LOG_IN_THROTTLED_MESSAGE } from 'shared-api/contracts';
import { GOOD_PASSWORD } from './helpers/auth-requests';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { storableKey } from '../src/limits/counter-rows';

// Rate limits are the site's, not each server's. On PostgreSQL two servers on one
// database share every counter (http/rate-limit-store.ts); on PGlite the counters stay in the
// process. And TRUST_PROXY decides whose X-Forwarded-For names the client a limit counts.

const KINDS = databaseKinds({
  differsByDatabase: 'counters shared in the database, not in the process',
});

const TOO_MANY = /^Too many requests\. Try again in (\d+ seconds?|about \d+ (minutes?|hours?))\.$/;
const TOO_FAST = 'You are sending messages too fast. Wait a few seconds.';

const LIMITS = {
  signUp: { max: 3, windowMs: 60_000 },
  logIn: { max: 100, windowMs: 60_000 },
  logInPerAccount: { max: 3, windowMs: 60_000 },
  logInPerAddress: { max: 100, windowMs: 60_000 },
  chat: { max: 3, windowMs: 60_000 },
};

let accounts = 0;
function signUp(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  accounts += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      firstName: 'S',
      lastName: 'L',
      email: `shared${accounts}@example.com`,
      password: GOOD_PASSWORD,
    },
    remoteAddress,
    headers,
  });
}

function sendChat(app: FastifyInstance, remoteAddress: string, text: string) {
  return app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { channelId: 'state-CA', username: 'voter', message: text, isModerated: false },
    remoteAddress,
  });
}

function wrongLogIn(app: FastifyInstance, email: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong password' },
    remoteAddress,
  });
}

for (const kind of KINDS.filter((k) => k === 'postgres')) {
  describe(`rate limits shared by two servers on one database (${kind})`, () => {
    let database: TestDatabase;
    let first: FastifyInstance;
    let second: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      first = testApp(database.db, {}, { limits: LIMITS });
      second = testApp(database.db, {}, { limits: LIMITS });
      await Promise.all([first.ready(), second.ready()]);
      await database.db.query(
        `insert into stream_channels (id, state_code) values ('state-CA', 'CA')`,
      );
    });
    after(async () => {
      await first.close();
      await second.close();
      await database.dispose();
    });

    it('counts keys PostgreSQL text cannot hold as sent (NUL, very long) without a 500', async () => {
      for (const email of ['\u0000', `${'x'.repeat(5_000)}@example.com`]) {
        const response = await first.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'not the password' },
        });
        assert.ok(response.statusCode < 500, `${response.statusCode} ${response.body}`);
      }
      assert.equal(storableKey('a\\b\u0000c'), 'a\\\\b\\0c');
      assert.notEqual(storableKey('a\u0000'), storableKey('a\\0'));
      assert.match(storableKey('k'.repeat(300)), /^sha256:[0-9a-f]{64}$/);
    });

    it('refuses sign-up max+1 across both servers with the usual 429', async () => {
      const ip = '198.51.100.1';
      assert.equal((await signUp(first, ip)).statusCode, 201);
      assert.equal((await signUp(second, ip)).statusCode, 201);
      assert.equal((await signUp(first, ip)).statusCode, 201);
      // Each server alone has seen fewer than max: only a shared count refuses this one.
      const refused = await signUp(second, ip);
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().message, TOO_MANY);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((await signUp(first, ip)).statusCode, 429);
      // The count is in the database, one row for this limit and address.
      const { rows } = await database.db.query<{ hits: number }>(
        "select hits from rate_limit_hits where key like '%signUp|ip:198.51.100.1'",
      );
      assert.deepEqual(
        rows.map((row) => Number(row.hits)),
        [5],
      );
      // Another address is not slowed.
      assert.equal((await signUp(second, '198.51.100.2')).statusCode, 201);
    });

    it('counts concurrent hits on both servers exactly once each', async () => {
      const ip = '198.51.100.3';
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) => signUp(n % 2 === 0 ? first : second, ip)),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      assert.deepEqual(codes, [201, 201, 201, 429, 429, 429, 429, 429]);
    });

    it('shares the failed log-ins of one account (a hand-checked limit)', async () => {
      const email = 'shared1@example.com';
      assert.equal((await wrongLogIn(first, email, '198.51.100.10')).statusCode, 401);
      assert.equal((await wrongLogIn(second, email, '198.51.100.11')).statusCode, 401);
      assert.equal((await wrongLogIn(first, email, '198.51.100.12')).statusCode, 401);
      const refused = await wrongLogIn(second, email, '198.51.100.13');
      assert.equal(refused.statusCode, 429);
      // The per-account limit offers the owner a mailed sign-in link.
      assert.equal(refused.json().message, LOG_IN_THROTTLED_MESSAGE);
    });

    it("shares a chat sender's token bucket", async () => {
      const ip = '198.51.100.20';
      assert.equal((await sendChat(first, ip, 'one')).statusCode, 201);
      assert.equal((await sendChat(second, ip, 'two')).statusCode, 201);
      assert.equal((await sendChat(first, ip, 'three')).statusCode, 201);
      const refused = await sendChat(second, ip, 'four');
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(refused.json(), { message: TOO_FAST });
      assert.equal((await sendChat(second, '198.51.100.21', 'someone else')).statusCode, 201);
    });

    it('deletes expired counters now and then', async () => {
      await database.db.query(
        `insert into rate_limit_hits (key, hits, window_ends_at)
         values ('old|ip:203.0.113.9', 7, now() - interval '1 hour')`,
      );
      // A server that has not cleaned up for a minute does so on its next hit.
      const fresh = testApp(database.db, {}, { limits: LIMITS });
      try {
        await fresh.ready();
        await signUp(fresh, '198.51.100.30');
      } finally {
        await fresh.close();
      }
      const { rows } = await database.db.query(
        "select 1 from rate_limit_hits where key = 'old|ip:203.0.113.9'",
      );
      assert.equal(rows.length, 0);
    });
  });
}

for (const kind of KINDS) {
  describe(`the address a limit counts (${kind})`, () => {
    let database: TestDatabase;

    before(async () => {
      database = await createTestDatabase(kind);
    });
    after(async () => {
      await database.dispose();
    });

    async function withApp(
      trustProxy: false | number | string[],
      fn: (app: FastifyInstance) => Promise<void>,
    ) {
      const app = testApp(database.db, { trustProxy }, { limits: LIMITS });
      try {
        await app.ready();
        await fn(app);
      } finally {
        await app.close();
      }
    }

    it('ignores a forged X-Forwarded-For without TRUST_PROXY', async () => {
      await withApp(false, async (app) => {
        const socket = '192.0.2.1';
        for (let n = 1; n <= LIMITS.signUp.max; n += 1) {
          const forged = { 'x-forwarded-for': `203.0.113.${n}` };
          assert.equal((await signUp(app, socket, forged)).statusCode, 201);
        }
        const refused = await signUp(app, socket, { 'x-forwarded-for': '203.0.113.99' });
        assert.equal(refused.statusCode, 429);
        assert.match(refused.json().message, TOO_MANY);
      });
      // PGlite keeps counting in the process (one server per data folder); PostgreSQL shares.
      const { rows } = await database.db.query('select key from rate_limit_hits');
      assert.equal(rows.length > 0, kind === 'postgres');
    });

    it('counts each client behind the proxy on its own with TRUST_PROXY=1', async () => {
      await withApp(1, async (app) => {
        const proxy = '192.0.2.2';
        const client = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
        for (let n = 1; n <= LIMITS.signUp.max; n += 1) {
          assert.equal((await signUp(app, proxy, client(10))).statusCode, 201);
        }
        const refused = await signUp(app, proxy, client(10));
        assert.equal(refused.statusCode, 429);
        // Another client behind the same proxy has its own allowance.
        assert.equal((await signUp(app, proxy, client(11))).statusCode, 201);
        // One hop: a client that prepends a forged address is still counted by its own.
        const forgedChain = { 'x-forwarded-for': '198.18.0.1, 203.0.113.10' };
        assert.equal((await signUp(app, proxy, forgedChain)).statusCode, 429);
      });
    });

    it('believes only the listed proxies with TRUST_PROXY=<addresses>', async () => {
      await withApp(['192.0.2.3', '10.0.0.0/8'], async (app) => {
        const behind = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
        for (let n = 1; n <= LIMITS.signUp.max; n += 1) {
          assert.equal((await signUp(app, '10.1.2.3', behind(20))).statusCode, 201);
        }
        assert.equal((await signUp(app, '192.0.2.3', behind(20))).statusCode, 429);
        assert.equal((await signUp(app, '192.0.2.3', behind(21))).statusCode, 201);
        // A socket that is not a listed proxy is the client, whatever it forwards.
        for (let n = 1; n <= LIMITS.signUp.max; n += 1) {
          assert.equal((await signUp(app, '192.0.2.4', behind(30 + n))).statusCode, 201);
        }
        assert.equal((await signUp(app, '192.0.2.4', behind(40))).statusCode, 429);
      });
    });
  });
}
