import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_NAME_RESERVED_MESSAGE, containsLink, contract } from 'shared-api/contracts';
import { currentUser, type SessionUser } from '../auth/session';
import { chatNameStanding } from '../candidates/eligibility';
import {
  CHAT_COLUMNS,
  ChannelMessageCache,
  toChatMessage,
  type ChannelHead,
  type ChatRow,
} from '../chat/channel-message-cache';
import { CHAT_CHANNEL_NOT_FOUND, channelModeration } from '../chat/channel-moderators';
import { restrictionOf } from '../chat/chat-restrictions';
import { SlowMode, slowModeMessage } from '../chat/slow-mode';
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
// Moderation (issue 20, chat-moderation-routes.ts): a timed-out or banned sender is refused
// (403, saying until when), a slow channel takes one message per N seconds per sender (429,
// saying how long to wait), and a message with a link from anyone but a moderator is held
// for review (isModerated: true): stored, but listed and pushed to nobody until approved.

export const CHAT_TOO_FAST_MESSAGE = 'You are sending messages too fast. Wait a few seconds.';
const CHANNEL_NOT_FOUND = CHAT_CHANNEL_NOT_FOUND;

export interface ChatRouteOptions {
  /** Tests pass a clock to refill the rate limiter, end time-outs and slow mode at will. */
  now?: () => number;
  /** The polls' cache, shared with the moderation routes (their changes mark it stale). */
  cache?: ChannelMessageCache;
}

function chatEtag({ lastId, version }: ChannelHead): string {
  // A channel no moderator has touched keeps its first ETags (`"chat-12"`).
  return version === 0 ? `"chat-${lastId}"` : `"chat-${lastId}-${version}"`;
}

function senderKey(request: FastifyRequest, user: SessionUser | null): string {
  // Logged-in senders are limited per account (whatever their address), visitors per address.
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

export function registerChatRoutes(
  app: FastifyInstance,
  { db }: { db: Db },
  options: ChatRouteOptions = {},
) {
  const now = options.now ?? Date.now;
  const cache = options.cache ?? new ChannelMessageCache(db, 1_000, now);
  const slowMode = new SlowMode(db, now);
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
      const head = await cache.head(params.channelId);
      if (head === null) throw notFound(CHANNEL_NOT_FOUND);
      const etag = chatEtag(head);
      // Browsers revalidate every poll and reuse their copy on a 304.
      reply.header('cache-control', 'no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return notModified(reply, etag);
      }
      const messages = await cache.messages(params.channelId, head, query);
      reply.header('etag', etag);
      return messages;
    },
  );

  const sendRoute = registerRoute(app, contract.chat.send, async ({ body, request, reply }) => {
    const user = await currentUser(request, db);
    if (!(await limiter.take(senderKey(request, user)))) {
      throw new HttpError(429, CHAT_TOO_FAST_MESSAGE);
    }
    // A name that folds to a verified candidate's (case, spaces, lookalikes, invisible
    // characters) is theirs alone; their messages under it carry the Verified mark
    // (candidates/eligibility.ts, docs/roles.md "Names").
    const name = await chatNameStanding(db, body.username, user?.id ?? null);
    if (name === 'reserved') {
      throw forbidden(CHAT_NAME_RESERVED_MESSAGE);
    }
    const userId = user?.id ?? null;
    // Kept on the message: a ban of its sender then refuses guests from this address too.
    const address = normalizeIP(request.ip);
    const sender = { username: body.username, userId, address };
    const restricted = await restrictionOf(db, body.channelId, sender, now());
    if (restricted) {
      // The body's `until` lets the chat say until when in the reader's own clock.
      throw new HttpError(
        403,
        restricted.message,
        undefined,
        restricted.until ? { until: restricted.until.toISOString() } : undefined,
      );
    }
    const moderation = await channelModeration(db, body.channelId, user);
    if (!moderation) throw notFound(CHANNEL_NOT_FOUND);
    // Moderators are neither slowed down nor held: they are who would review them.
    if (moderation.slowModeSeconds > 0 && !moderation.isModerator) {
      const seconds = moderation.slowModeSeconds;
      const wait = await slowMode.take(body.channelId, body.username, userId, seconds);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, slowModeMessage(seconds, wait), undefined, {
          retryAfterSeconds: wait,
        });
      }
    }
    const held = !moderation.isModerator && containsLink(body.message);
    // insert ... select: a channel deleted meanwhile inserts nothing (no foreign-key error).
    const { rows } = await db.query<ChatRow>(
      `insert into chat_messages
         (channel_id, username, message, is_moderated, verified, sender_user_id, sender_address)
       select c.id, $2, $3, $5, $4, $6, $7 from stream_channels c where c.id = $1
       returning ${CHAT_COLUMNS}`,
      [body.channelId, body.username, body.message, name === 'own', held, userId, address],
    );
    if (!rows[0]) throw notFound(CHANNEL_NOT_FOUND);
    cache.noteInsert(body.channelId, rows[0].id);
    reply.code(201);
    return toChatMessage(rows[0]);
  });

  return [messagesRoute, sendRoute];
}
