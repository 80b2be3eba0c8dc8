import { z } from 'zod';
import { channelIdSchema } from './chat';
import { countSchema, dollarsSchema } from './fields';
import { defineRoute } from './route';
import { stateCodeSchema } from './states';

export const streamChannelSchema = z.object({
  id: channelIdSchema,
  isLive: z.boolean(),
  viewerCount: countSchema,
  /** null while nothing is being streamed. */
  streamUrl: z.string().nullable(),
});
export type StreamChannel = z.infer<typeof streamChannelSchema>;

export const streamStatsSchema = z.object({
  viewerCount: countSchema,
  /** Dollars raised during the current stream. */
  donations: dollarsSchema,
});
export type StreamStats = z.infer<typeof streamStatsSchema>;

export const stateStreamChannelRoute = defineRoute({
  method: 'GET',
  path: '/api/stream/channel/state/:stateCode',
  params: z.object({ stateCode: stateCodeSchema }),
  response: streamChannelSchema,
  summary: "A state's debate stream channel",
});

export const streamStatsRoute = defineRoute({
  method: 'GET',
  path: '/api/stream/stats',
  response: streamStatsSchema,
  summary: "Viewers and money raised in the logged-in candidate's current stream",
});
