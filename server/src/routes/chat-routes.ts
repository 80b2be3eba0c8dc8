import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_NAME_RESERVED_MESSAGE, contract } from 'shared-api/contracts';
import { currentUser, type SessionUser } from '../auth/session';
import {
  CHAT_COLUMNS,
  ChannelMessageCache,
  toChatMessage,
  type ChatRow,
} from '../chat/channel-message-cache';
import { TokenBucketLimiter } from '../chat/token-bucket';
import type { Db } from '../db/db';
import { matchesIfNoneMatch, notModified } from '../http/conditional-get';
import { forbidden, HttpError, notFound } from '../http/http-error';
import { SharedTokenBucket, type TokenBucket } from '../http/rate-limit-store';
import { registerRoute } from '../http/validate';

// Debate chat (the tournament page): anyone reads and writes, visitors too. Reads are polled
// every 3 s by every open chat: an unchanged channel answers 304 from memory and a changed
// one from the channel's cached latest messages, so the database sees about one read per new
// message, not one per poll (see ChannelMessageCache). Writes are rate limited per sender by
// a token bucket sized by the app's `chat` limit (http/rate-limits.ts, PAID_RATE_LIMITS):
// `max` messages in a burst, refilled evenly over `windowMs`. On PostgreSQL the buckets live
// in the database, so servers sharing it share each sender's bucket (http/rate-limit-store.ts).

export const CHAT_TOO_FAST_MESSAGE = 'You are sending messages too fast. Wait a few seconds.';
const CHANNEL_NOT_FOUND = 'Chat channel not found';

export interface ChatRouteOptions {
  /** Tests pass a clock to refill the rate limiter without waiting. */
  now?: () => number;
}

function chatEtag(lastId: number): string {
  return `"chat-${lastId}"`;
}

function senderKey(request: FastifyRequest, user: SessionUser | null): string {
  // Logged-in senders are limited per account (whatever their address), visitors per address.
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

/**
 * Whether `username` names an activated candidate, compared without case or spaces ('casey
 * MORALES', 'CaseyMorales'), and if so whether `user` is that candidate's account: such a
 * name is theirs alone (docs/roles.md), and their messages under it are verified.
 */
async function candidateName(
  db: Db,
  username: string,
  user: SessionUser | null,
): Promise<'free' | 'own' | 'reserved'> {
  // Both sides normalized by the same SQL, so the rule cannot drift between two languages.
  const { rows } = await db.query<{ userId: number | null }>(
    `select user_id as "userId" from candidates
      where is_active and is_activated
        and lower(regexp_replace(name, '[[:space:]]', '', 'g')) = lower(regexp_replace($1, '[[:space:]]', '', 'g'))`,
    [username],
  );
  if (rows.length === 0) return 'free';
  return user && rows.some((row) => Number(row.userId) === user.id) ? 'own' : 'reserved';
}

export function registerChatRoutes(
  app: FastifyInstance,
  { db }: { db: Db },
  options: ChatRouteOptions = {},
) {
  const cache = new ChannelMessageCache(db, 1_000, options.now);
  const { max, windowMs } = app.paidRateLimits.chat;
  const bucket = { capacity: max, perMs: windowMs, now: options.now };
  const limiter: TokenBucket =
    db.kind === 'postgres'
      ? new SharedTokenBucket(db, 'chat', bucket)
      : new TokenBucketLimiter(bucket);

  const messagesRoute = registerRoute(
    app,
    contract.chat.messages,
    async ({ params, query, request, reply }) => {
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
    },
  );

  const sendRoute = registerRoute(app, contract.chat.send, async ({ body, request, reply }) => {
    const user = await currentUser(request, db);
    if (!(await limiter.take(senderKey(request, user)))) {
      throw new HttpError(429, CHAT_TOO_FAST_MESSAGE);
    }
    const name = await candidateName(db, body.username, user);
    if (name === 'reserved') {
      throw forbidden(CHAT_NAME_RESERVED_MESSAGE);
    }
    // insert ... select: an unknown channel inserts nothing (no foreign-key error to catch).
    const { rows } = await db.query<ChatRow>(
      `insert into chat_messages (channel_id, username, message, is_moderated, verified)
       select c.id, $2, $3, false, $4 from stream_channels c where c.id = $1
       returning ${CHAT_COLUMNS}`,
      [body.channelId, body.username, body.message, name === 'own'],
    );
    if (!rows[0]) throw notFound(CHANNEL_NOT_FOUND);
    cache.noteInsert(body.channelId, rows[0].id);
    reply.code(201);
    return toChatMessage(rows[0]);
  });

  return [messagesRoute, sendRoute];
}
