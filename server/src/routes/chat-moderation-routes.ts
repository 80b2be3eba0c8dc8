import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { currentUser } from '../auth/session';
import { type ChannelMessageCache, toChatMessage } from '../chat/channel-message-cache';
import {
  CHAT_CHANNEL_NOT_FOUND,
  channelModeration,
  requireChannelModerator,
} from '../chat/channel-moderators';
import {
  approveMessage,
  deleteMessage,
  heldMessages,
  rejectMessage,
  restrictSenderOf,
  setSlowMode,
} from '../chat/message-moderation';
import type { Db } from '../db/db';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Chat moderation (docs/roles.md "Chat moderator"). Every route but the settings
// read is for the channel's moderators (401 visitor, 404 unknown channel, 403 anyone else,
// then 404 unknown message). What each does, and whom a moderator may act on, is
// chat/message-moderation.ts; support lists and lifts restrictions
// (chat-restriction-routes.ts).

export interface ChatModerationRouteOptions {
  /** The chat's clock (time-outs end by it); tests move it. */
  now?: () => number;
  /** The polls' cache of chat-routes.ts, marked stale by each change here. */
  cache?: ChannelMessageCache;
}

export function registerChatModerationRoutes(
  app: FastifyInstance,
  db: Db,
  { now = Date.now, cache }: ChatModerationRouteOptions = {},
) {
  const settingsRoute = registerRoute(
    app,
    contract.chatModeration.settings,
    async ({ params, request, reply }) => {
      const user = await currentUser(request, db);
      const moderation = await channelModeration(db, params.channelId, user);
      if (!moderation) throw notFound(CHAT_CHANNEL_NOT_FOUND);
      // Depends on the session: never shared between viewers by a cache.
      reply.header('cache-control', 'private, no-cache');
      return moderation;
    },
  );

  const heldRoute = registerRoute(
    app,
    contract.chatModeration.held,
    async ({ params, request, reply }) => {
      await requireChannelModerator(request, db, params.channelId);
      const rows = await heldMessages(db, params.channelId);
      reply.header('cache-control', 'private, no-store');
      return rows.map(toChatMessage);
    },
  );

  const chat = { db, cache };

  const approveRoute = registerRoute(
    app,
    contract.chatModeration.approve,
    async ({ params, request }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      return toChatMessage(await approveMessage(chat, params, user));
    },
  );

  const rejectRoute = registerRoute(
    app,
    contract.chatModeration.reject,
    async ({ params, request, reply }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      await rejectMessage(chat, params, user);
      reply.code(204);
      return null;
    },
  );

  const removeRoute = registerRoute(
    app,
    contract.chatModeration.remove,
    async ({ params, request, reply }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      await deleteMessage(chat, params, user);
      reply.code(204);
      return null;
    },
  );

  const restrictRoute = registerRoute(
    app,
    contract.chatModeration.restrict,
    async ({ params, body, request, reply }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      const { username, until } = await restrictSenderOf(db, params, user, {
        minutes: body.kind === 'timeout' ? body.minutes : null,
        nowMs: now(),
      });
      reply.code(201);
      return { kind: body.kind, username, until: until === null ? null : until.toISOString() };
    },
  );

  const slowModeRoute = registerRoute(
    app,
    contract.chatModeration.slowMode,
    async ({ params, body, request }) => {
      await requireChannelModerator(request, db, params.channelId);
      await setSlowMode(db, params.channelId, body.seconds);
      return { slowModeSeconds: body.seconds, isModerator: true };
    },
  );

  return [
    settingsRoute,
    heldRoute,
    approveRoute,
    rejectRoute,
    removeRoute,
    restrictRoute,
    slowModeRoute,
  ];
}
