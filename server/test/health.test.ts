import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
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
      });
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    });
  });
}
