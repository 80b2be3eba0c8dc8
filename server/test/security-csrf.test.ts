import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testApp, unusedDb } from './helpers/test-app';

// Cross-site request refusal for state-changing API calls. The log-out route is the probe:
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

  it('leaves reads and non-API paths alone', async () => {
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
    assert.equal(form.statusCode, 200);
  });
});
