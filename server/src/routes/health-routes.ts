import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { checkDatabase } from '../db/database-health';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { registerRoute } from '../http/validate';
import type { LiveHub } from '../live/live-hub';
import { readMailQueue } from '../mail/mail-queue';
import type { MediaServer } from '../media/media-server';

// GET /api/health, for the balancer's checks (scripts/start-cluster.sh) and an operator: 503
// when the database does not answer (nothing can be served without it; the balancer sends
// the requests to the other servers), else how the other things this server needs are.

export const DATABASE_DOWN = 'The database does not answer';

export function registerHealthRoutes(
  app: FastifyInstance,
  { db, live, media }: { db: Db; live: LiveHub; media: MediaServer },
) {
  const statusRoute = registerRoute(app, contract.health.status, async ({ request }) => {
    const [database, mediaHealth] = await Promise.all([
      checkDatabase(db).then(
        () => undefined,
        (error: unknown) => error,
      ),
      media.health(),
    ]);
    if (database !== undefined) {
      request.log.warn({ err: database }, 'health check: the database does not answer');
      throw new HttpError(503, DATABASE_DOWN);
    }
    return {
      status: 'ok' as const,
      database: db.kind,
      livePush: live.state(),
      media: mediaHealth,
      mailQueue: await readMailQueue(db),
    };
  });

  return [statusRoute];
}
