import { z } from 'zod';
import { defineRoute, type RouteGroup } from './route';

export const mailQueueSchema = z.object({
  /** Messages neither sent nor given up on (due now, or waiting for a retry). */
  count: z.number().int().nonnegative(),
  /** Seconds since the oldest of them was queued; null when there is none. */
  oldestAgeSeconds: z.number().int().nonnegative().nullable(),
});
export type MailQueue = z.infer<typeof mailQueueSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /**
   * Live push's LISTEN connection (its own on PostgreSQL, in process on PGlite): `idle` until a
   * viewer or a page first needs it, `down` while it reconnects (what was sent meanwhile is
   * read from the table once it is back). The answer is 503 when the database does not answer.
   */
  livePush: z.enum(['idle', 'starting', 'up', 'down']),
  /** Live video's Janus: `up` when it answers, `down` when not, `off` when this server has none. */
  media: z.enum(['up', 'down', 'off']),
  /** The mail outbox (docs/mail.md): how far behind sending is. */
  mailQueue: mailQueueSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** Routes of the contract's `health` area (contract.ts), by name. */
export const healthRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/health',
    response: healthSchema,
    summary:
      'What the server needs to serve: its database (503 without it), live push, video, mail',
  }),
} satisfies RouteGroup;
