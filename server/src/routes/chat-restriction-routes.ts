import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { liftChatRestriction, listChatRestrictions } from '../chat/lift-restrictions';
import type { Db } from '../db/db';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import { requireSupport, type SupportActor } from '../support/require-support';

// Support lists and lifts chat time-outs and bans (docs/roles.md
// "Support"): an admin's session, or the admin secret header as the rest of the admin API.
// Debaters restrict (chat-moderation-routes.ts) but cannot undo: support is who answers a
// viewer who says they were banned unfairly.

export const CHAT_RESTRICTION_NOT_FOUND = 'Chat restriction not found';

const adminIdOf = (actor: SupportActor) => (actor.kind === 'admin' ? actor.userId : null);

export function registerChatRestrictionRoutes(
  app: FastifyInstance,
  {
    db,
    adminSecret,
    now = Date.now,
  }: { db: Db; adminSecret: string | undefined; now?: () => number },
) {
  const listRoute = registerRoute(
    app,
    contract.chatModeration.restrictions,
    async ({ query, request, reply }) => {
      await requireSupport(request, db, adminSecret);
      reply.header('cache-control', 'private, no-store');
      return listChatRestrictions(db, query.channelId, now());
    },
  );

  const liftRoute = registerRoute(
    app,
    contract.chatModeration.lift,
    async ({ params, request }) => {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await liftChatRestriction(db, params.restrictionId, adminIdOf(actor), now());
      if (!result) throw notFound(CHAT_RESTRICTION_NOT_FOUND);
      request.log.info({ actor, ...result }, 'chat restriction lifted');
      return result;
    },
  );

  return [listRoute, liftRoute];
}
