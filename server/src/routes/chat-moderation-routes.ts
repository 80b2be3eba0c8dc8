import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { currentUser } from '../auth/session';
import {
  CHAT_COLUMNS,
  type ChannelMessageCache,
  toChatMessage,
  type ChatRow,
} from '../chat/channel-message-cache';
import {
  CHAT_CHANNEL_NOT_FOUND,
  channelModeration,
  requireChannelModerator,
} from '../chat/channel-moderators';
import { restrictSender, type ChatSender } from '../chat/chat-restrictions';
import { requireActionableSender } from '../chat/protected-senders';
import type { Db } from '../db/db';
import { conflict, notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Chat moderation (issue 20, docs/roles.md "Chat moderator"). Every route but the settings
// read is for the channel's moderators (401 visitor, 404 unknown channel, 403 anyone else,
// then 404 unknown message). A change to what the list shows (approve, delete) bumps the
// channel's chat_version and is pushed live by the chat_messages trigger (migration 0019);
// the polls' cache here is told too, so this server's next poll reads it at once. Deleting
// and restricting also ask whom the moderator may act on (chat/protected-senders.ts: a debater
// not on support nor the other debater); support lists and lifts restrictions
// (chat-restriction-routes.ts).

export const MESSAGE_NOT_FOUND = 'Chat message not found';
export const NOT_HELD = 'That message is not awaiting review';

export interface ChatModerationRouteOptions {
  /** The chat's clock (time-outs end by it); tests move it. */
  now?: () => number;
  /** The polls' cache of chat-routes.ts, marked stale by each change here. */
  cache?: ChannelMessageCache;
}

/** The held queue shows at most this many (oldest first): a moderator works from the top. */
const HELD_LIST_MAX = 100;

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
      const { rows } = await db.query<ChatRow>(
        `select ${CHAT_COLUMNS} from chat_messages
          where channel_id = $1 and is_moderated and removed is null
          order by id limit $2`,
        [params.channelId, HELD_LIST_MAX],
      );
      reply.header('cache-control', 'private, no-store');
      return rows.map(toChatMessage);
    },
  );

  /**
   * Who sent a message of the channel (a deleted one too: delete, then ban); 404 when there
   * is no such message.
   */
  async function senderOf(channelId: string, messageId: number): Promise<ChatSender> {
    const { rows } = await db.query<{
      username: string;
      userId: number | string | null;
      address: string | null;
    }>(
      `select username, sender_user_id as "userId", sender_address as address
         from chat_messages where channel_id = $1 and id = $2`,
      [channelId, messageId],
    );
    const row = rows[0];
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    return { ...row, userId: row.userId === null ? null : Number(row.userId) };
  }

  /** Applies `set` to the message if `where` holds: the row, 404 absent, 409 `where` failed. */
  async function review(
    channelId: string,
    messageId: number,
    set: string,
    where: string,
    by: number,
  ): Promise<ChatRow> {
    const { rows } = await db.query<ChatRow>(
      `update chat_messages set ${set}, reviewed_by = $3, reviewed_at = now()
        where channel_id = $1 and id = $2 and removed is null and ${where}
        returning ${CHAT_COLUMNS}`,
      [channelId, messageId, by],
    );
    if (rows[0]) {
      cache?.noteChange(channelId);
      return rows[0];
    }
    const found = await db.query(
      'select 1 from chat_messages where channel_id = $1 and id = $2 and removed is null',
      [channelId, messageId],
    );
    throw found.rows.length === 0 ? notFound(MESSAGE_NOT_FOUND) : conflict(NOT_HELD);
  }

  const approveRoute = registerRoute(
    app,
    contract.chatModeration.approve,
    async ({ params, request }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      const row = await review(
        params.channelId,
        params.messageId,
        'is_moderated = false',
        'is_moderated',
        user.id,
      );
      return toChatMessage(row);
    },
  );

  const rejectRoute = registerRoute(
    app,
    contract.chatModeration.reject,
    async ({ params, request, reply }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      await review(
        params.channelId,
        params.messageId,
        "removed = 'rejected'",
        'is_moderated',
        user.id,
      );
      reply.code(204);
      return null;
    },
  );

  const removeRoute = registerRoute(
    app,
    contract.chatModeration.remove,
    async ({ params, request, reply }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      const sender = await senderOf(params.channelId, params.messageId);
      await requireActionableSender(db, params.channelId, user, sender.userId, 'delete');
      await review(params.channelId, params.messageId, "removed = 'deleted'", 'true', user.id);
      reply.code(204);
      return null;
    },
  );

  const restrictRoute = registerRoute(
    app,
    contract.chatModeration.restrict,
    async ({ params, body, request, reply }) => {
      const user = await requireChannelModerator(request, db, params.channelId);
      const sender = await senderOf(params.channelId, params.messageId);
      await requireActionableSender(db, params.channelId, user, sender.userId, 'restrict');
      const until = await restrictSender(db, {
        channelId: params.channelId,
        sender,
        minutes: body.kind === 'timeout' ? body.minutes : null,
        by: user.id,
        nowMs: now(),
      });
      reply.code(201);
      return {
        kind: body.kind,
        username: sender.username,
        until: until === null ? null : until.toISOString(),
      };
    },
  );

  const slowModeRoute = registerRoute(
    app,
    contract.chatModeration.slowMode,
    async ({ params, body, request }) => {
      await requireChannelModerator(request, db, params.channelId);
      // The trigger of migration 0019 pushes the change to every viewer.
      await db.query('update stream_channels set slow_mode_seconds = $2 where id = $1', [
        params.channelId,
        body.seconds,
      ]);
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
