import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { DATABASE_CHECK_MS } from '../src/db/database-health';
import type { Db } from '../src/db/db';
import { DATABASE_DOWN } from '../src/routes/health-routes';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

for (const kind of DATABASE_KINDS) {
  describe(`GET /api/health (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('answers ok and names the database', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(contract.health.status.response.parse(response.json()), {
        status: 'ok',
        database: kind,
        // Nothing has needed live push yet; no Janus in a test app.
        livePush: 'idle',
        media: 'off',
        mailQueue: { count: 0, oldestAgeSeconds: null },
      });
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    });

    it('answers 503 when the database does not answer, so the balancer skips this server', async () => {
      const down: Db = {
        ...database.db,
        query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      };
      const cut = testApp(down);
      try {
        const response = await cut.inject({ method: 'GET', url: '/api/health' });
        assert.equal(response.statusCode, 503);
        assert.deepEqual(response.json(), { message: DATABASE_DOWN });
      } finally {
        await cut.close();
      }
    });

    it('answers 503 when the database hangs (a cut network) instead of waiting', async () => {
      const hung: Db = { ...database.db, query: () => new Promise<never>(() => {}) };
      const cut = testApp(hung);
      // The check's deadline timer is unref'd (it must not keep a stopping server alive); an
      // injected request holds no socket, so without this the test's event loop could end
      // while it waits, which node:test reports as a failure.
      const keepAlive = setInterval(() => {}, 1_000);
      try {
        const startedAt = Date.now();
        const response = await cut.inject({ method: 'GET', url: '/api/health' });
        assert.equal(response.statusCode, 503);
        assert.ok(Date.now() - startedAt < DATABASE_CHECK_MS + 1_000);
      } finally {
        clearInterval(keepAlive);
        await cut.close();
      }
    });
  });
}
