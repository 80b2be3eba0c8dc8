import type { FastifyInstance } from 'fastify';
import { contract, OWN_POST_REPORT_MESSAGE } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { listReportedPosts, reportPost, setPostHidden } from '../posts/post-moderation';
import { canSeePost, postAccess } from '../posts/post-queries';
import { requireSupport, type SupportActor } from '../support/require-support';

// Shorts moderation (docs/roles.md): any member reports a post they can see and did not
// write; support (an admin's session, or the admin command's secret) reads the queue and
// hides or restores posts. Nobody is emailed, and the author is never told who reported.

const POST_NOT_FOUND = 'Post not found';

const adminIdOf = (actor: SupportActor) => (actor.kind === 'admin' ? actor.userId : null);

export function registerPostModerationRoutes(
  app: FastifyInstance,
  { db, adminSecret }: { db: Db; adminSecret: string | undefined },
) {
  const reportRoute = registerRoute(
    app,
    contract.postModeration.report,
    async ({ params, body, request, reply }) => {
      const user = await requireUser(request, db);
      const post = await postAccess(db, params.postId);
      if (!post || !canSeePost(user, post)) throw notFound(POST_NOT_FOUND);
      if (post.userId === user.id) throw forbidden(OWN_POST_REPORT_MESSAGE);
      const report = await reportPost(db, {
        postId: params.postId,
        userId: user.id,
        reason: body.reason,
        details: body.details,
      });
      if (!report) throw notFound(POST_NOT_FOUND);
      request.log.info({ postId: params.postId, reason: body.reason }, 'post reported');
      reply.code(201);
      return report;
    },
    { config: rateLimit({ limit: 'postReports', key: byUser(db) }) },
  );

  const queueRoute = registerRoute(app, contract.postModeration.queue, async ({ request }) => {
    const actor = await requireSupport(request, db, adminSecret);
    return listReportedPosts(db, adminIdOf(actor));
  });

  const visibility = (hidden: boolean) =>
    async function handler({
      params,
      request,
    }: {
      params: { postId: number };
      request: Parameters<typeof requireSupport>[0];
    }) {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await setPostHidden(db, params.postId, hidden, adminIdOf(actor));
      if (!result) throw notFound(POST_NOT_FOUND);
      request.log.info(
        { actor, postId: result.id, hidden, changed: result.changed },
        'post visibility set',
      );
      return result;
    };

  const hideRoute = registerRoute(app, contract.postModeration.hide, visibility(true));
  const restoreRoute = registerRoute(app, contract.postModeration.restore, visibility(false));

  return [reportRoute, queueRoute, hideRoute, restoreRoute];
}
