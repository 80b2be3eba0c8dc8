import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { registerRoute } from '../http/validate';

export function registerHealthRoutes(app: FastifyInstance, db: Db) {
  const statusRoute = registerRoute(app, contract.health.status, async () => {
    // A real round trip, so a health check fails when the database does.
    await db.query('select 1');
    return { status: 'ok' as const, database: db.kind };
  });

  return [statusRoute];
}
