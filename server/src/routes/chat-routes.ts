import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from 'shared-api/contracts';
import { currentUser, type SessionUser } from '../auth/session';
import {
  ChannelMessageCache,
  toChatMessage,
  type ChannelHead,
} from '../chat/channel-message-cache';
import { CHAT_CHANNEL_NOT_FOUND } from '../chat/channel-moderators';
import { sendChatMessage } from '../chat/send-message';
import { SlowMode } from '../chat/slow-mode';
import { TokenBucketLimiter } from '../chat/token-bucket';
import type { Db } from '../db/db';
import { matchesIfNoneMatch, notModified } from '../http/conditional-get';
import { HttpError, notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import { SharedTokenBucket, type TokenBucket } from '../limits/shared-token-bucket';

// Debate chat (the tournament page): anyone reads and writes, visitors too. Reads are polled
// every 3 s by every open chat: an unchanged channel answers 304 from memory and a changed
// one from the channel's cached latest messages, so the database sees about one read per new
// message, not one per poll (see ChannelMessageCache). Writes are rate limited per sender by
// a token bucket sized by the app's `chat` limit (http/rate-limits.ts, PAID_RATE_LIMITS):
// `max` messages in a burst, refilled evenly over `windowMs`. On PostgreSQL the buckets live
// in the database, so servers sharing it share each sender's bucket
// (limits/shared-token-bucket.ts). What else a message must pass (reserved names, time-outs
// and bans, slow mode, links held for review) is chat/send-message.ts: a timed-out or banned
// sender is answered 403 saying until when, slow mode 429 saying how long to wait.

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
  const sending = { db, cache, slowMode: new SlowMode(db, now), now };
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
    // Kept on the message: a ban of its sender then refuses guests from this address too.
    const address = normalizeIP(request.ip);
    const outcome = await sendChatMessage(sending, { ...body, user, address });
    if ('restricted' in outcome) {
      // The body's `until` lets the chat say until when in the reader's own clock.
      const { message, until } = outcome.restricted;
      throw new HttpError(
        403,
        message,
        undefined,
        until ? { until: until.toISOString() } : undefined,
      );
    }
    if ('slowMode' in outcome) {
      const { message, waitSeconds } = outcome.slowMode;
      reply.header('retry-after', String(waitSeconds));
      throw new HttpError(429, message, undefined, { retryAfterSeconds: waitSeconds });
    }
    reply.code(201);
    return toChatMessage(outcome.sent);
  });

  return [messagesRoute, sendRoute];
}
