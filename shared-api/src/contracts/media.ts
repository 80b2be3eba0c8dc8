import { z } from 'zod';
import { CLICK_IN_DURATIONS } from '../constants';
import { idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';
import { stateCodeSchema } from './state-code';

// Live video (docs/video.md): the browser sends its SDP to our server, which joins the
// media server's room for it once the role allows (docs/roles.md). Nobody gets the media
// server's own API.

/**
 * A candidate's fundraising stream, a state's debate stage, or a click-in on that stage (the
 * same room as the debate; publishing to it needs the caller's click-in running there).
 */
export const mediaRoomSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stream'), candidateId: idSchema }),
  z.object({ kind: z.literal('debate'), stateCode: stateCodeSchema }),
  z.object({ kind: z.literal('click-in'), stateCode: stateCodeSchema }),
]);
export type MediaRoomRef = z.infer<typeof mediaRoomSchema>;

/** A session description (RFC 8866) as the browser's RTCPeerConnection writes it. */
const sdpSchema = z
  .string()
  .min(1, 'Required')
  .max(64_000, 'Too long for a session description')
  .refine((sdp) => sdp.startsWith('v=0'), 'Not a session description');

const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a media session id');

export const mediaStatusSchema = z.object({
  /** Whether this server relays live video (a media server is running). */
  available: z.boolean(),
});
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

export const publishBodySchema = z.object({ room: mediaRoomSchema, offer: sdpSchema });
export type PublishBody = z.infer<typeof publishBodySchema>;

export const publishAnswerSchema = z.object({
  /** Ends this publication (DELETE /api/media/sessions/:sessionId). */
  sessionId: z.string(),
  answer: z.string(),
});
export type PublishAnswer = z.infer<typeof publishAnswerSchema>;

export const publishedFeedSchema = z.object({
  candidateId: z.number().int(),
  /** One publication: a new one each time a camera is published. */
  feedId: z.string(),
});
export type PublishedFeedInfo = z.infer<typeof publishedFeedSchema>;

export const subscribedFeedSchema = publishedFeedSchema.extend({
  mid: z.string(),
  kind: z.enum(['audio', 'video']),
});
export type SubscribedFeedInfo = z.infer<typeof subscribedFeedSchema>;

export const watchOfferSchema = z.object({
  /** Whether anyone publishes in the room; false: the rest is empty, ask again later. */
  live: z.boolean(),
  sessionId: z.string().nullable(),
  /** The media server's SDP offer; the browser answers with POST .../answer. */
  offer: z.string().nullable(),
  /** Which candidate each offered track shows. */
  feeds: z.array(subscribedFeedSchema),
});
export type WatchOffer = z.infer<typeof watchOfferSchema>;

export const CLICK_IN_DURATION_MESSAGE = 'Choose 30, 60 or 90 seconds of speaking time';

/** 30, 60 or 90 seconds: the click-in panel's choice, checked again by the server. */
export const clickInDurationSchema = z
  .number(CLICK_IN_DURATION_MESSAGE)
  .refine(
    (seconds) => (CLICK_IN_DURATIONS as readonly number[]).includes(seconds),
    CLICK_IN_DURATION_MESSAGE,
  );

/** A registered candidate's click-in on a state's debate stage, as its countdown starts. */
export const clickInBodySchema = z.object({
  stateCode: stateCodeSchema,
  durationSeconds: clickInDurationSchema,
});
export type ClickInBody = z.infer<typeof clickInBodySchema>;

export const clickInGrantSchema = z.object({
  stateCode: z.string(),
  candidateId: z.number().int(),
  durationSeconds: z.number().int(),
  /** When the camera may no longer be published (the duration plus a few seconds' grace). */
  endsAt: z.string(),
});
export type ClickInGrant = z.infer<typeof clickInGrantSchema>;

/** 'stream-12' or 'debate-CA', as the media server names rooms. */
const roomNameSchema = z
  .string()
  .regex(
    /^(stream-[1-9][0-9]{0,15}|debate-[A-Z]{2})$/,
    'Not a room: stream-<id> or debate-<STATE>',
  );

export const hlsChoiceSchema = z.object({
  /**
   * The room's live HLS playlist (`/hls/<room>/index.m3u8`, or at the S3 bucket's public
   * address when the server has one: an absolute URL), or null when there is none (nobody
   * publishes, not made yet: it is made only when needed, `possible` and `starting`): then
   * WebRTC.
   */
  playlist: z.string().nullable(),
  /**
   * Whose cameras the playlist's picture shows now, left to right (candidate ids; a debate's
   * cameras side by side in id order), so an HLS viewer names them without asking the media
   * server who publishes; [] without a playlist.
   */
  cameras: z.array(z.number().int().positive()),
  /** More WebRTC viewers watch the room on this server than its threshold: use the playlist. */
  crowded: z.boolean(),
  /** The playlist is being made (asked for, or the room near its threshold): ask again soon. */
  starting: z.boolean(),
  /**
   * A camera is live in the room on this server and its HLS can be made: asked with
   * `want=hls`, the server starts it (it is made only when needed).
   */
  possible: z.boolean(),
});
export type HlsChoice = z.infer<typeof hlsChoiceSchema>;

/** Routes of the contract's `media` area (contract.ts), by name. */
export const mediaRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/media/status',
    response: mediaStatusSchema,
    summary: 'Whether live video is available on this server',
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/media/publish',
    body: publishBodySchema,
    response: publishAnswerSchema,
    summary:
      "Publish the caller's camera: their own live fundraising stream, or the debate stage they are scheduled on",
  }),
  clickIn: defineRoute({
    method: 'POST',
    path: '/api/media/click-ins',
    body: clickInBodySchema,
    response: clickInGrantSchema,
    summary:
      "Start the caller's click-in on a state's debate stage (registered candidates, once per debate): its camera may then be published as the stage's third camera for the chosen time",
  }),
  watch: defineRoute({
    method: 'POST',
    path: '/api/media/watch',
    body: z.object({ room: mediaRoomSchema }),
    response: watchOfferSchema,
    summary: 'Subscribe to the cameras of a live stream or debate stage (anyone; watch only)',
  }),
  publishers: defineRoute({
    method: 'GET',
    path: '/api/media/publishers',
    query: z.object({ room: roomNameSchema }),
    response: z.object({ feeds: z.array(publishedFeedSchema) }),
    summary: 'Who publishes in a room now (a viewer checks whether its picture is still current)',
  }),
  hls: defineRoute({
    method: 'GET',
    path: '/api/media/hls',
    query: z.object({
      room: roomNameSchema,
      /** The viewer will play HLS: start making it (docs/video.md "HLS for crowds"). */
      want: z.literal('hls').optional(),
    }),
    response: hlsChoiceSchema,
    summary:
      "A live stream's or debate's HLS playlist and whether a new viewer should use it rather than WebRTC (anyone; docs/video.md 'HLS for crowds')",
  }),
  answer: defineRoute({
    method: 'POST',
    path: '/api/media/sessions/:sessionId/answer',
    params: z.object({ sessionId: sessionIdSchema }),
    body: z.object({ answer: sdpSchema }),
    // 204, no body.
    response: z.null(),
    summary: "The browser's SDP answer to a subscription",
  }),
  close: defineRoute({
    method: 'DELETE',
    path: '/api/media/sessions/:sessionId',
    params: z.object({ sessionId: sessionIdSchema }),
    response: z.null(),
    summary: 'Stop publishing or watching (one media session; one already ended is 204 too)',
  }),
} satisfies RouteGroup;
