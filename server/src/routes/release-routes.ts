import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { invalid } from '../domain-error';
import { rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import {
  countClientError,
  dropCanary,
  findRemote,
  listReleases,
  liveStates,
  promoteCanary,
  publishRelease,
  requireRemote,
  rollbackRelease,
  setCanary,
} from '../releases/release-store';
import { writeSentRelease } from '../releases/release-upload';
import { requireSupport } from '../support/require-support';

/** The largest publish request: a build sent as base64 (release-upload.ts). */
const RELEASE_BODY_LIMIT = 64 * 1024 * 1024;

// Remote releases (docs/releases.md). What is live is public; changing it
// is support's (docs/roles.md): admins, or the admin and release commands holding the data
// folder's admin secret. Browsers report a remote's errors, counted per release.

export interface ReleaseRouteDeps {
  db: Db;
  adminSecret: string | undefined;
  /** Where this server reads releases: the publish route writes sent files there. */
  releasesDir: string;
}

export function registerReleaseRoutes(
  app: FastifyInstance,
  { db, adminSecret, releasesDir }: ReleaseRouteDeps,
) {
  const liveRoute = registerRoute(app, contract.releases.live, async () => ({
    remotes: await liveStates(db),
  }));

  const listRoute = registerRoute(app, contract.releases.list, async ({ query, request }) => {
    await requireSupport(request, db, adminSecret);
    const remote = query.remote === undefined ? undefined : requireRemote(query.remote);
    return { releases: await listReleases(db, remote) };
  });

  const publishRoute = registerRoute(
    app,
    contract.releases.publish,
    async ({ body, request, reply }) => {
      const actor = await requireSupport(request, db, adminSecret);
      const { files, ...release } = body;
      // Sent files are written here; on PostgreSQL publishRelease keeps them for every server.
      if (files) writeSentRelease(releasesDir, requireRemote(body.remote), body.id, files);
      const result = await publishRelease(db, releasesDir, release);
      request.log.info(
        {
          actor,
          remote: result.state.remote,
          release: body.id,
          files: files?.length,
          pruned: result.pruned,
        },
        'release published and live',
      );
      reply.code(201);
      return result;
    },
    {
      // A whole build (the largest remote's is about 8 MB, a third more as base64): support
      // only, checked before the body is read so nobody else can send that much.
      bodyLimit: RELEASE_BODY_LIMIT,
      scope: (instance) =>
        instance.addHook('onRequest', async (request) => {
          await requireSupport(request, db, adminSecret);
        }),
    },
  );

  const rollbackRoute = registerRoute(
    app,
    contract.releases.rollback,
    async ({ params, body, request }) => {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await rollbackRelease(db, params.remote, body.release);
      request.log.info({ actor, state: result.state }, 'release rolled back');
      return result;
    },
  );

  const canaryRoute = registerRoute(
    app,
    contract.releases.canary,
    async ({ params, body, request }) => {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await setCanary(db, params.remote, body.release, body.percent);
      request.log.info({ actor, state: result.state }, 'canary set');
      return result;
    },
  );

  const promoteRoute = registerRoute(
    app,
    contract.releases.promote,
    async ({ params, request }) => {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await promoteCanary(db, params.remote);
      request.log.info({ actor, state: result.state }, 'canary promoted');
      return result;
    },
  );

  const dropCanaryRoute = registerRoute(
    app,
    contract.releases.dropCanary,
    async ({ params, request }) => {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await dropCanary(db, params.remote);
      request.log.info({ actor, state: result.state }, 'canary dropped');
      return result;
    },
  );

  const clientErrorRoute = registerRoute(
    app,
    contract.releases.clientError,
    async ({ body, request, reply }) => {
      const remote = findRemote(body.remote);
      if (!remote || remote.name !== body.remote) {
        throw invalid(`Invalid body: remote: Unknown remote "${body.remote}"`, {
          remote: 'Unknown remote',
        });
      }
      const counted = await countClientError(db, remote, body.release);
      request.log.warn(
        {
          remote: remote.name,
          release: body.release,
          counted,
          clientError: { message: body.message, stack: body.stack, path: body.path },
        },
        'client error',
      );
      reply.code(202);
      return { counted };
    },
    { config: rateLimit({ limit: 'clientErrors' }), bodyLimit: 16 * 1024 },
  );

  return [
    liveRoute,
    listRoute,
    publishRoute,
    rollbackRoute,
    canaryRoute,
    promoteRoute,
    dropCanaryRoute,
    clientErrorRoute,
  ];
}
