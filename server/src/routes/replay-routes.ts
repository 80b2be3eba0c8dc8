import type { FastifyInstance } from 'fastify';
import { contract, isStateCode } from 'shared-api/contracts';
import { requireCandidateOwner } from '../auth/guards';
import { currentUser } from '../auth/session';
import { CANDIDATE_NOT_FOUND, isActiveCandidate } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import { replayDetail } from '../replays/replay-detail';
import { candidateReplays, stateReplays } from '../replays/replay-lists';
import { deleteOwnReplay, setReplayHidden } from '../replays/replay-removal';
import type { FileStorage } from '../storage/file-storage';
import { requireSupport } from '../support/require-support';

// Replays (docs/video.md "Replays", docs/roles.md): anyone lists and plays them; the
// candidate owner deletes their own stream's replay (401 visitor, 403 anyone else, support
// included: support hides instead); support hides and shows again any replay (an admin's
// session or the admin command's secret, like the rest of the admin API). A hidden or
// deleted replay is a 404 for everyone but support.

export const REPLAY_NOT_FOUND = 'Replay not found';

export function registerReplayRoutes(
  app: FastifyInstance,
  { db, storage, adminSecret }: { db: Db; storage: FileStorage; adminSecret: string | undefined },
) {
  const candidateListRoute = registerRoute(
    app,
    contract.replays.candidateList,
    async ({ params }) => {
      if (!(await isActiveCandidate(db, params.candidateId))) throw notFound(CANDIDATE_NOT_FOUND);
      return candidateReplays(db, params.candidateId);
    },
  );

  const stateListRoute = registerRoute(app, contract.replays.stateList, async ({ params }) => {
    const stateCode = params.stateCode.toUpperCase();
    if (!isStateCode(stateCode)) throw notFound(`Unknown state code: ${params.stateCode}`);
    return stateReplays(db, stateCode);
  });

  const detailRoute = registerRoute(app, contract.replays.detail, async ({ params, request }) => {
    const user = await currentUser(request, db);
    const replay = await replayDetail(db, storage, params.replayId, {
      isSupport: user?.isAdmin === true,
      userId: user?.id ?? null,
    });
    if (!replay) throw notFound(REPLAY_NOT_FOUND);
    return replay;
  });

  const deleteRoute = registerRoute(
    app,
    contract.replays.delete,
    async ({ params, request, reply }) => {
      // Taking one's own video down needs no right as a candidate: a candidate sent back to
      // pending may too (server/test/eligibility-one-rule.test.ts OWN_PROFILE_ROUTES).
      const { candidate } = await requireCandidateOwner(request, db, params.candidateId);
      const deleted = await deleteOwnReplay(db, storage, candidate.id, params.replayId);
      if (!deleted) throw notFound(REPLAY_NOT_FOUND);
      if (deleted.fileLeft) {
        request.log.error(
          { err: deleted.fileLeft, replayId: params.replayId },
          "a deleted replay's video could not be removed from the file store",
        );
      }
      request.log.info({ candidateId: candidate.id, replayId: params.replayId }, 'replay deleted');
      reply.code(204);
      return null;
    },
  );

  const visibility = (hidden: boolean) =>
    async function handler({
      params,
      request,
    }: {
      params: { replayId: number };
      request: Parameters<typeof requireSupport>[0];
    }) {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await setReplayHidden(db, params.replayId, hidden);
      if (!result) throw notFound(REPLAY_NOT_FOUND);
      request.log.info({ actor, ...result }, 'replay visibility set');
      return result;
    };

  const hideRoute = registerRoute(app, contract.replays.hide, visibility(true));
  const unhideRoute = registerRoute(app, contract.replays.unhide, visibility(false));

  return [candidateListRoute, stateListRoute, detailRoute, deleteRoute, hideRoute, unhideRoute];
}
