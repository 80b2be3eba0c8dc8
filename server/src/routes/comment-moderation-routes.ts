import type { FastifyInstance } from 'fastify';
import { contract, OWN_COMMENT_REPORT_MESSAGE } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import {
  commentAccess,
  listReportedComments,
  reportComment,
  setCommentHidden,
} from '../posts/comment-moderation';
import { canSeePost } from '../posts/post-queries';
import { requireSupport, type SupportActor } from '../support/require-support';

// Shorts comments, moderated like posts (docs/roles.md, post-moderation-routes.ts): any
// member reports a comment they can see and did not write; support reads the queue and hides
// or restores comments. The author is never told who reported.

const COMMENT_NOT_FOUND = 'Comment not found';

const adminIdOf = (actor: SupportActor) => (actor.kind === 'admin' ? actor.userId : null);

export function registerCommentModerationRoutes(
  app: FastifyInstance,
  { db, adminSecret }: { db: Db; adminSecret: string | undefined },
) {
  const reportRoute = registerRoute(
    app,
    contract.postModeration.reportComment,
    async ({ params, body, request, reply }) => {
      const user = await requireUser(request, db);
      const comment = await commentAccess(db, params.commentId);
      const post = comment && { userId: comment.postUserId, hidden: comment.postHidden };
      if (!comment || !post || !canSeePost(user, post)) throw notFound(COMMENT_NOT_FOUND);
      if (comment.userId === user.id) throw forbidden(OWN_COMMENT_REPORT_MESSAGE);
      const report = await reportComment(db, {
        commentId: params.commentId,
        userId: user.id,
        reason: body.reason,
        details: body.details,
      });
      if (!report) throw notFound(COMMENT_NOT_FOUND);
      request.log.info({ commentId: params.commentId, reason: body.reason }, 'comment reported');
      reply.code(201);
      return report;
    },
    // Shares the reports' limit with posts: one budget of reports per member.
    { config: rateLimit({ limit: 'postReports', key: byUser(db) }) },
  );

  const queueRoute = registerRoute(
    app,
    contract.postModeration.commentQueue,
    async ({ request }) => {
      await requireSupport(request, db, adminSecret);
      return listReportedComments(db);
    },
  );

  const visibility = (hidden: boolean) =>
    async function handler({
      params,
      request,
    }: {
      params: { commentId: number };
      request: Parameters<typeof requireSupport>[0];
    }) {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await setCommentHidden(db, params.commentId, hidden, adminIdOf(actor));
      if (!result) throw notFound(COMMENT_NOT_FOUND);
      request.log.info(
        { actor, commentId: result.id, hidden, changed: result.changed },
        'comment visibility set',
      );
      return result;
    };

  const hideRoute = registerRoute(app, contract.postModeration.hideComment, visibility(true));
  const restoreRoute = registerRoute(
    app,
    contract.postModeration.restoreComment,
    visibility(false),
  );

  return [reportRoute, queueRoute, hideRoute, restoreRoute];
}
