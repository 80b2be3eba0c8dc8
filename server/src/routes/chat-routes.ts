import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from 'shared-api/contracts';
import { currentUser } from '../auth/session';
import {
  CHAT_COLUMNS,
  ChannelMessageCache,
  toChatMessage,
  type ChatRow,
} from '../chat/channel-message-cache';
import { TokenBucketLimiter } from '../chat/token-bucket';
import type { Db } from '../db/db';
import { matchesIfNoneMatch, notModified } from '../http/conditional-get';
import { HttpError, notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Debate chat (spec "Chat panel"): anyone reads and writes, visitors too. Reads are polled
// every 3 s by every open chat: an unchanged channel answers 304 from memory and a changed
// one from the channel's cached latest messages, so the database sees about one read per new
// message, not one per poll (see ChannelMessageCache). Writes are rate limited per sender by
// a token bucket sized by the app's `chat` limit (http/rate-limits.ts, PAID_RATE_LIMITS):
// `max` messages in a burst, refilled evenly over `windowMs`.

export const CHAT_TOO_FAST_MESSAGE = 'You are sending messages too fast. Wait a few seconds.';
const CHANNEL_NOT_FOUND = 'Chat channel not found';

export interface ChatRouteOptions {
  /** Tests pass a clock to refill the rate limiter without waiting. */
  now?: () => number;
}

function chatEtag(lastId: number): string {
  return `"chat-${lastId}"`;
}

async function senderKey(request: FastifyRequest, db: Db): Promise<string> {
  // Logged-in senders are limited per account (whatever their address), visitors per address.
  const user = await currentUser(request, db);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

export function registerChatRoutes(
  app: FastifyInstance,
  { db }: { db: Db },
  options: ChatRouteOptions = {},
): void {
  const cache = new ChannelMessageCache(db, 1_000, options.now);
  const { max, windowMs } = app.paidRateLimits.chat;
  const limiter = new TokenBucketLimiter({ capacity: max, perMs: windowMs, now: options.now });

  registerRoute(app, contract.chat.messages, async ({ params, query, request, reply }) => {
    const lastId = await cache.lastId(params.channelId);
    if (lastId === null) throw notFound(CHANNEL_NOT_FOUND);
    const etag = chatEtag(lastId);
    // Browsers revalidate every poll and reuse their copy on a 304.
    reply.header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return notModified(reply, etag);
    }
    const messages = await cache.messages(params.channelId, lastId, query);
    reply.header('etag', etag);
    return messages;
  });

  registerRoute(app, contract.chat.send, async ({ body, request, reply }) => {
    if (!limiter.take(await senderKey(request, db))) {
      throw new HttpError(429, CHAT_TOO_FAST_MESSAGE);
    }
    // insert ... select: an unknown channel inserts nothing (no foreign-key error to catch).
    const { rows } = await db.query<ChatRow>(
      `insert into chat_messages (channel_id, username, message, is_moderated)
       select c.id, $2, $3, false from stream_channels c where c.id = $1
       returning ${CHAT_COLUMNS}`,
      [body.channelId, body.username, body.message],
    );
    if (!rows[0]) throw notFound(CHANNEL_NOT_FOUND);
    cache.noteInsert(body.channelId, rows[0].id);
    reply.code(201);
    return toChatMessage(rows[0]);
  });
}
