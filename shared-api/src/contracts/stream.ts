import { z } from 'zod';
import { channelIdSchema } from './chat';
import { listedDonationSchema } from './donations';
import { countSchema, dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

export const streamChannelSchema = z.object({
  id: channelIdSchema,
  isLive: z.boolean(),
  viewerCount: countSchema,
  /** null while nothing is being streamed. */
  streamUrl: z.string().nullable(),
});
export type StreamChannel = z.infer<typeof streamChannelSchema>;

export const streamStatsSchema = z.object({
  /** Whether the logged-in candidate's fundraising stream is live (false: the zeros below). */
  isLive: z.boolean(),
  viewerCount: countSchema,
  /** Dollars raised during the current stream. */
  donations: dollarsSchema,
});
export type StreamStats = z.infer<typeof streamStatsSchema>;

/** A fundraising stream (GO LIVE on /go-live): a server-side session of one candidate. */
export const fundraisingStreamSchema = z.object({
  id: idSchema,
  candidateId: idSchema,
  isLive: z.boolean(),
  startedAt: isoDateTimeSchema,
  endedAt: isoDateTimeSchema.nullable(),
  /** Dollars raised during the stream. */
  totalRaised: dollarsSchema,
  viewerCount: countSchema,
});
export type FundraisingStream = z.infer<typeof fundraisingStreamSchema>;

/** What anyone may see of a candidate's fundraising stream. */
export const candidateStreamStatusSchema = z.object({
  candidateId: idSchema,
  isLive: z.boolean(),
  /** null while offline. */
  startedAt: isoDateTimeSchema.nullable(),
  /** Dollars raised in the live stream; 0 while offline. */
  totalRaised: dollarsSchema,
  viewerCount: countSchema,
});
export type CandidateStreamStatus = z.infer<typeof candidateStreamStatusSchema>;

const candidateParamsSchema = z.object({ candidateId: idParamSchema });

/** Routes of the contract's `stream` area (contract.ts), by name. */
export const streamRoutes = {
  stateChannel: defineRoute({
    method: 'GET',
    path: '/api/stream/channel/state/:stateCode',
    // Any text: an unknown state is a 404 of the handler (docs/errors.md), not a 400.
    params: z.object({ stateCode: z.string().min(1).max(10) }),
    response: streamChannelSchema,
    summary: "A state's debate stream channel",
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/stream/stats',
    response: streamStatsSchema,
    summary: "Viewers and money raised in the logged-in candidate's current stream",
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/stream/start',
    response: fundraisingStreamSchema,
    summary: 'GO LIVE: start a fundraising stream (activated candidates; again: the running one)',
  }),
  end: defineRoute({
    method: 'POST',
    path: '/api/stream/end',
    response: z.object({ totalRaised: dollarsSchema }),
    summary: 'End Stream: end your fundraising stream and tell what it raised',
  }),
  watch: defineRoute({
    method: 'POST',
    path: '/api/stream/:candidateId/watch',
    params: candidateParamsSchema,
    response: candidateStreamStatusSchema,
    summary: "Heartbeat of a viewer of a candidate's stream (counts for 30 s)",
  }),
  candidate: defineRoute({
    method: 'GET',
    path: '/api/stream/candidate/:candidateId',
    params: candidateParamsSchema,
    response: candidateStreamStatusSchema,
    summary: 'Whether a candidate is live, what the stream raised and how many watch',
  }),
  donations: defineRoute({
    method: 'GET',
    path: '/api/stream/candidate/:candidateId/donations',
    params: candidateParamsSchema,
    response: z.array(listedDonationSchema),
    summary:
      "The Live Donations of a candidate's live stream: its own gifts, newest first (none while offline)",
  }),
} satisfies RouteGroup;
