import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { checkDatabase } from '../db/database-health';
import type { Db } from '../db/db';
import { registerRoute } from '../http/validate';

export function registerHealthRoutes(app: FastifyInstance, db: Db) {
  const statusRoute = registerRoute(app, contract.health.status, async () => {
    await checkDatabase(db);
    return { status: 'ok' as const, database: db.kind };
  });

  return [statusRoute];
}
