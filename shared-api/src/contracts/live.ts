import { z } from 'zod';
import { LIVE_EVENT_ID_PATTERN, LIVE_TOPICS_MAX } from './live-topics';

// GET /api/live?topics=... (Server-Sent Events): the request's schema, which the
// server checks with. The names and kinds both ends share are in live-topics.ts.
export * from './live-topics';

export const liveTopicSchema = z
  .string()
  .regex(
    /^(chat:[A-Za-z0-9_-]{1,64}|candidate:[1-9][0-9]{0,14}|competition)$/,
    'A topic is chat:<channel>, candidate:<id> or competition',
  );

export const liveQuerySchema = z.object({
  /** Comma-separated topics (EventSource cannot send a body or headers of its own). */
  topics: z
    .string()
    .transform((value) => [...new Set(value.split(','))].sort())
    .pipe(
      z.array(liveTopicSchema).min(1).max(LIVE_TOPICS_MAX, `At most ${LIVE_TOPICS_MAX} topics`),
    ),
  /**
   * Where a new connection resumes, for a page that changes its topics: the same as the
   * Last-Event-ID header the browser sends by itself when it reconnects.
   */
  lastEventId: z.string().regex(LIVE_EVENT_ID_PATTERN, 'lastEventId is an event id').optional(),
  /**
   * When the page learned `lastEventId`, if later than the event itself: the page's live
   * position (LIVE_POSITION_ELEMENT_ID), in ms since 1970 on the database's clock. The replay
   * looks back for late commits from then instead of from the event's own time.
   */
  heardAt: z.coerce
    .number()
    .int('heardAt is a time in ms')
    .min(0, 'heardAt is a time in ms')
    .max(8.64e15, 'heardAt is a time in ms')
    .optional(),
});
