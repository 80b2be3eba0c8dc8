import { z } from 'zod';
import { countSchema, dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Replays (docs/video.md "Replays"): a recorded fundraising stream or debate once its video is
// ready. Anyone lists a candidate's past streams and a state's past debates and plays one,
// with the chat and the gifts of that time at their offsets from the start; the candidate
// deletes their own stream's replay, support hides (and shows again) any. A hidden or deleted
// replay is in no list and is a 404 for everyone but support.

export const REPLAY_KINDS = ['stream', 'debate'] as const;
export const replayKindSchema = z.enum(REPLAY_KINDS);
export type ReplayKind = z.infer<typeof replayKindSchema>;

/** The newest replays a list answers (a page shows the recent ones; older stay playable). */
export const REPLAY_LIST_MAX = 20;
/** Chat messages, and gifts, one replay's timeline carries at most (the first of each). */
export const REPLAY_TIMELINE_MAX = 2000;

export const replayCandidateSchema = z.object({ id: idSchema, name: z.string() });
export type ReplayCandidate = z.infer<typeof replayCandidateSchema>;

/** A replay as the lists show it. */
export const replaySummarySchema = z.object({
  id: idSchema,
  kind: replayKindSchema,
  startedAt: isoDateTimeSchema,
  durationMs: countSchema,
  /**
   * Dollars of the succeeded gifts made during it: a stream's own gifts (those its "raised
   * this stream" counted); a debate's, the gifts to its candidates between start and end.
   */
  raised: dollarsSchema,
  /** A debate's state; null for a stream. */
  stateCode: z.string().nullable(),
  /** A stream's candidate; a debate's candidates in the order they first spoke. */
  candidates: z.array(replayCandidateSchema),
});
export type ReplaySummary = z.infer<typeof replaySummarySchema>;

/** A chat message of the replay's time, as the live chat showed it. */
export const replayChatItemSchema = z.object({
  id: idSchema,
  username: z.string(),
  message: z.string(),
  verified: z.boolean(),
  /** Milliseconds from the start of the video. */
  offsetMs: countSchema,
});
export type ReplayChatItem = z.infer<typeof replayChatItemSchema>;

/** A gift of the replay's time, as the live donations list showed it: name, amount, message. */
export const replayGiftSchema = z.object({
  id: idSchema,
  donorName: z.string(),
  /** Dollars. */
  amount: dollarsSchema,
  message: z.string().nullish(),
  offsetMs: countSchema,
});
export type ReplayGift = z.infer<typeof replayGiftSchema>;

export const replaySchema = replaySummarySchema.extend({
  /** The video; null once the candidate deleted it (only support still reads such a replay). */
  videoUrl: z.string().nullable(),
  /** Support hid it (only support reads a hidden replay). */
  hidden: z.boolean(),
  /** Its candidate deleted it (only support reads a deleted replay). */
  deleted: z.boolean(),
  /** The viewer owns its stream's candidate, so may delete it (the player's Delete replay). */
  deletable: z.boolean(),
  /** The chat of that time, oldest first; a stream has no chat, so none. */
  chat: z.array(replayChatItemSchema),
  /** The gifts of that time, oldest first. */
  gifts: z.array(replayGiftSchema),
});
export type Replay = z.infer<typeof replaySchema>;

export const replayVisibilitySchema = z.object({
  id: idSchema,
  hidden: z.boolean(),
  /** False when the replay already was in the requested state. */
  changed: z.boolean(),
});
export type ReplayVisibility = z.infer<typeof replayVisibilitySchema>;

const replayParamsSchema = z.object({ replayId: idParamSchema });

/** Routes of the contract's `replays` area (contract.ts), by name. */
export const replaysRoutes = {
  candidateList: defineRoute({
    method: 'GET',
    path: '/api/replays/candidate/:candidateId',
    params: z.object({ candidateId: idParamSchema }),
    response: z.array(replaySummarySchema),
    summary: `A candidate's past fundraising streams, newest first (at most ${REPLAY_LIST_MAX})`,
  }),
  stateList: defineRoute({
    method: 'GET',
    path: '/api/replays/state/:stateCode',
    // Any text: an unknown state is a 404 of the handler (docs/errors.md), not a 400.
    params: z.object({ stateCode: z.string().min(1).max(10) }),
    response: z.array(replaySummarySchema),
    summary: `A state's past debates, newest first (at most ${REPLAY_LIST_MAX})`,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/replays/:replayId',
    params: replayParamsSchema,
    response: replaySchema,
    summary:
      'One replay: its video and the chat and gifts of that time with their offsets (hidden or deleted: support only)',
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/candidate/:candidateId/replays/:replayId',
    params: z.object({ candidateId: idParamSchema, replayId: idParamSchema }),
    response: z.null(),
    summary: "The candidate deletes their own stream's replay: its video leaves the file store",
  }),
  hide: defineRoute({
    method: 'POST',
    path: '/api/admin/replays/:replayId/hide',
    params: replayParamsSchema,
    response: replayVisibilitySchema,
    summary: 'Support: hides a replay from its list and its page (admins only)',
  }),
  unhide: defineRoute({
    method: 'POST',
    path: '/api/admin/replays/:replayId/unhide',
    params: replayParamsSchema,
    response: replayVisibilitySchema,
    summary: 'Support: shows a hidden replay again (admins only)',
  }),
} satisfies RouteGroup;
