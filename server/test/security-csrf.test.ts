import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createSession, SESSION_COOKIE } from '../src/auth/session';
import { insertAccount, insertStateCandidate, isActivated } from './helpers/support-fixtures';
import { testApp, unusedDb } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Cross-site request refusal for state-changing requests, and JSON-only API writes. The log-out route is the probe:
// it needs no body, so a request that passes the check answers 204.

describe('cross-site request refusal', () => {
  let app: FastifyInstance;
  before(async () => {
    app = testApp(unusedDb(), { publicOrigin: 'https://paid.example' });
    app.put('/api/test/thing', async () => ({ ok: true }));
    app.delete('/api/test/thing', async () => ({ ok: true }));
    app.patch('/api/test/thing', async () => ({ ok: true }));
    app.post('/not-api/form', async () => ({ ok: true }));
    await app.ready();
  });
  after(() => app.close());

  const post = (headers: Record<string, string>, url = '/api/auth/logout', method = 'POST') =>
    app.inject({ method: method as 'POST', url, headers });

  it('refuses a cross-site Origin with 403 JSON', async () => {
    for (const origin of [
      'https://evil.com',
      'null',
      'https://paid.example.evil.com',
      'https://evil.paid.example',
    ]) {
      const response = await post({ origin, host: 'paid.example' });
      assert.equal(response.statusCode, 403, origin);
      assert.deepEqual(response.json(), { message: 'Cross-site request refused' });
    }
  });

  it('refuses PUT, PATCH and DELETE the same way', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await post({ origin: 'https://evil.com' }, '/api/test/thing', method);
      assert.equal(response.statusCode, 403, method);
    }
  });

  it("accepts the site's own origin: PUBLIC_ORIGIN or the request's Host", async () => {
    assert.equal((await post({ origin: 'https://paid.example' })).statusCode, 204);
    const ownHost = await post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    assert.equal(ownHost.statusCode, 204);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin', async () => {
    const response = await post({ 'sec-fetch-site': 'cross-site' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Cross-site request refused' });
    assert.equal((await post({ 'sec-fetch-site': 'same-origin' })).statusCode, 204);
  });

  it('lets requests with neither header through (curl, the admin command)', async () => {
    assert.equal((await post({})).statusCode, 204);
  });

  it('leaves reads alone and checks writes on every path', async () => {
    const read = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.com' },
    });
    assert.notEqual(read.statusCode, 403);
    const form = await app.inject({
      method: 'POST',
      url: '/not-api/form',
      headers: { origin: 'https://evil.com' },
    });
    assert.equal(form.statusCode, 403);
  });

  it('refuses a cross-site write however the API path is spelled', async () => {
    // The router decodes %61 to "a": each of these is the route /api/test/thing.
    for (const url of ['/%61pi/test/thing', '/ap%69/test/thing', '/%61%70%69/test/thing']) {
      const response = await app.inject({
        method: 'PUT',
        url,
        headers: { origin: 'https://evil.com', 'content-type': 'text/plain' },
        payload: 'x',
      });
      assert.equal(response.statusCode, 403, url);
      const own = await app.inject({
        method: 'PUT',
        url,
        headers: { origin: 'https://paid.example' },
      });
      assert.equal(own.statusCode, 200, `${url} is the same route`);
    }
  });

  it('takes API writes as JSON only, however the path is spelled', async () => {
    for (const url of ['/api/test/thing', '/%61pi/test/thing']) {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await app.inject({
          method: 'PUT',
          url,
          headers: { origin: 'https://paid.example', 'content-type': type },
          payload: '{"a":1}',
        });
        assert.equal(response.statusCode, 415, `${url} ${type}`);
        assert.deepEqual(response.json(), {
          message: 'Send the request body as JSON (Content-Type: application/json)',
        });
      }
      const json = await app.inject({
        method: 'PUT',
        url,
        headers: {
          origin: 'https://paid.example',
          'content-type': 'application/json; charset=utf-8',
        },
        payload: '{"a":1}',
      });
      assert.equal(json.statusCode, 200, url);
    }
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`cross-site refusal on a real admin route (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let candidateId: number;
    let adminCookies: Record<string, string>;
    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db, { publicOrigin: 'https://paid.example' });
      candidateId = await insertStateCandidate(database.db, 'Casey Morales');
      const adminId = await insertAccount(database.db, 'support@example.com', true);
      adminCookies = { [SESSION_COOKIE]: await createSession(database.db, adminId) };
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it("a sibling origin cannot activate a candidate through an admin's browser", async () => {
      for (const prefix of ['/%61pi', '/ap%69', '/%61%70%69', '/api']) {
        const response = await app.inject({
          method: 'POST',
          url: `${prefix}/admin/candidates/${candidateId}/activate`,
          cookies: adminCookies,
          headers: { origin: 'https://sibling.paid.example', 'content-type': 'text/plain' },
          payload: 'x',
        });
        assert.equal(response.statusCode, 403, prefix);
        assert.equal(await isActivated(database.db, candidateId), false, prefix);
      }
      const text = await app.inject({
        method: 'POST',
        url: `/%61pi/admin/candidates/${candidateId}/activate`,
        cookies: adminCookies,
        headers: { origin: 'https://paid.example', 'content-type': 'text/plain' },
        payload: 'x',
      });
      assert.equal(text.statusCode, 415);
      assert.equal(await isActivated(database.db, candidateId), false);
    });
  });
}
