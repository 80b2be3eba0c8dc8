import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { networkOf } from '../src/auth/account-sessions';
import { hashSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { GENEROUS_LIMITS, GOOD_PASSWORD, sessionTokenOf } from './helpers/auth-requests';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// docs/mail.md "The account basics": each session keeps the address it was last used from
// (request.ip, so X-Forwarded-For counts only from a TRUST_PROXY proxy) and the member's own
// sessions list shows it with the kind of network it is in. No other answer carries it (see
// privacy-audit.test.ts).

interface ListedSession {
  id: number;
  current: boolean;
  address: string | null;
  network: string | null;
}

describe('networkOf', () => {
  it('names public, private and loopback addresses, IPv4 written as IPv6 included', () => {
    assert.equal(networkOf('203.0.113.7'), 'internet');
    assert.equal(networkOf('2001:4860:4860::8888'), 'internet');
    assert.equal(networkOf('10.0.0.4'), 'private');
    assert.equal(networkOf('192.168.1.20'), 'private');
    assert.equal(networkOf('fd12:3456::1'), 'private');
    assert.equal(networkOf('169.254.1.1'), 'private');
    assert.equal(networkOf('127.0.0.1'), 'loopback');
    assert.equal(networkOf('::1'), 'loopback');
    assert.equal(networkOf('::ffff:127.0.0.1'), 'loopback');
    assert.equal(networkOf('::ffff:203.0.113.7'), 'internet');
    assert.equal(networkOf(null), null);
    assert.equal(networkOf('not an address'), null);
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`where each session was last used from (${kind})`, () => {
    let database: TestDatabase;
    let serial = 0;

    before(async () => {
      database = await createTestDatabase(kind);
    });
    after(async () => {
      await database.dispose();
    });

    async function withApp(
      trustProxy: false | string[],
      fn: (app: FastifyInstance) => Promise<void>,
    ) {
      const app = testApp(database.db, { trustProxy }, { limits: GENEROUS_LIMITS });
      try {
        await app.ready();
        await fn(app);
      } finally {
        await app.close();
      }
    }

    async function signUpFrom(
      app: FastifyInstance,
      remoteAddress: string,
      headers: Record<string, string> = {},
    ) {
      serial += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          firstName: 'Ada',
          lastName: 'Address',
          email: `where-${kind}-${serial}@example.com`,
          password: GOOD_PASSWORD,
        },
        remoteAddress,
        headers,
      });
      assert.equal(response.statusCode, 201, response.body);
      return { email: `where-${kind}-${serial}@example.com`, token: sessionTokenOf(response) };
    }

    async function sessionsOf(app: FastifyInstance, token: string, remoteAddress = '127.0.0.1') {
      const response = await app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        cookies: { [SESSION_COOKIE]: token },
        remoteAddress,
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().sessions as ListedSession[];
    }

    it('keeps the peer address, and ignores a forged X-Forwarded-For without TRUST_PROXY', async () => {
      await withApp(false, async (app) => {
        const member = await signUpFrom(app, '203.0.113.7', { 'x-forwarded-for': '198.51.100.1' });
        const [session] = await sessionsOf(app, member.token, '203.0.113.7');
        assert.equal(session.address, '203.0.113.7');
        assert.equal(session.network, 'internet');
      });
    });

    it('keeps the client a trusted proxy names', async () => {
      await withApp(['127.0.0.1'], async (app) => {
        const member = await signUpFrom(app, '127.0.0.1', { 'x-forwarded-for': '198.51.100.9' });
        const [session] = await sessionsOf(app, member.token);
        assert.equal(session.address, '198.51.100.9');
        assert.equal(session.network, 'internet');
      });
    });

    it('moves to the address of the last use, with the last-seen time', async () => {
      await withApp(false, async (app) => {
        const member = await signUpFrom(app, '203.0.113.7');
        // Last used ten minutes ago (past the minutes between writes), now from a home network.
        await database.db.query(
          `update sessions set last_seen_at = now() - interval '10 minutes' where id = $1`,
          [hashSessionToken(member.token)],
        );
        await sessionsOf(app, member.token, '192.168.1.20');
        const [session] = await sessionsOf(app, member.token, '192.168.1.20');
        assert.equal(session.address, '192.168.1.20');
        assert.equal(session.network, 'private');
        // Within the minutes between writes, a use from elsewhere does not write.
        const [unchanged] = await sessionsOf(app, member.token, '198.51.100.50');
        assert.equal(unchanged.address, '192.168.1.20');
      });
    });

    it("shows a member their other sessions' addresses and never another member's", async () => {
      await withApp(false, async (app) => {
        const member = await signUpFrom(app, '203.0.113.21');
        const phone = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.email, password: GOOD_PASSWORD },
          remoteAddress: '198.51.100.77',
        });
        assert.equal(phone.statusCode, 200, phone.body);
        const stranger = await signUpFrom(app, '203.0.113.99');

        const mine = await sessionsOf(app, member.token);
        assert.deepEqual(
          mine.map((session) => [session.current, session.address]),
          [
            [true, '203.0.113.21'],
            [false, '198.51.100.77'],
          ],
        );
        const theirs = await app.inject({
          method: 'GET',
          url: '/api/account/sessions',
          cookies: { [SESSION_COOKIE]: stranger.token },
        });
        assert.doesNotMatch(theirs.body, /203\.0\.113\.21|198\.51\.100\.77/);
        const visitor = await app.inject({ method: 'GET', url: '/api/account/sessions' });
        assert.equal(visitor.statusCode, 401);
      });
    });
  });
}
