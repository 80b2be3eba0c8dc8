import { DomainError } from '../domain-error';

// Live video (docs/video.md): what the routes ask of the media server. The Janus one is
// janus-media-server.ts; without Janus every call refuses with VIDEO_UNAVAILABLE and the
// pages say so. Rooms are named for what they show: 'stream-<candidateId>' (a fundraising
// stream) and 'debate-<STATE>' (a state's debate stage); publishers are named by candidate id.

export type MediaRoom = `stream-${number}` | `debate-${string}`;

export const streamRoom = (candidateId: number): MediaRoom => `stream-${candidateId}`;
export const debateRoom = (stateCode: string): MediaRoom => `debate-${stateCode.toUpperCase()}`;

/**
 * Cameras a room takes: a fundraising stream one; a debate stage its two debaters and the
 * camera of a candidate clicking in.
 */
export const maxPublishersOf = (room: MediaRoom) => (room.startsWith('debate-') ? 3 : 1);

export const VIDEO_UNAVAILABLE = 'Live video is unavailable on this server right now';

export const videoUnavailable = () => new DomainError('upstream', VIDEO_UNAVAILABLE);

/** One subscribed track: the SDP media section (mid) and whose camera it carries. */
export interface SubscribedFeed {
  mid: string;
  kind: 'audio' | 'video';
  candidateId: number;
  /** The publication (a new one each time a camera is published). */
  feedId: string;
}

/** One camera being published in a room. */
export interface PublishedFeed {
  candidateId: number;
  feedId: string;
}

/** What a media session is: its room, and whose camera it publishes (null: a viewer). */
export interface SessionInfo {
  room: MediaRoom;
  publisher: number | null;
}

/** A camera this server publishes, by media session. */
export interface Publication {
  sessionId: string;
  room: MediaRoom;
  candidateId: number;
}

export interface MediaServer {
  readonly available: boolean;
  /**
   * A one-time token for `candidateId` to publish to `room` (the caller checked the grant),
   * on the room's allowed list at the media server until it is used or expires
   * (publish-tokens.ts).
   */
  grantPublish(room: MediaRoom, candidateId: number): Promise<string>;
  /**
   * Publishes a browser's camera to `room` as `candidateId` with a token from grantPublish
   * (403 without a valid one): the SDP answer, and the media session that ends it. A
   * candidate publishing again (a reload) replaces their earlier publication.
   */
  publish(
    room: MediaRoom,
    candidateId: number,
    offerSdp: string,
    token: string,
  ): Promise<{ sessionId: string; answerSdp: string }>;
  /** A subscription to every camera published in `room`; null while none is. */
  subscribe(
    room: MediaRoom,
  ): Promise<{ sessionId: string; offerSdp: string; feeds: SubscribedFeed[] } | null>;
  /** The browser's SDP answer to a subscription's offer. */
  answer(sessionId: string, answerSdp: string): Promise<void>;
  /** Who publishes in `room` now. */
  publishers(room: MediaRoom): Promise<PublishedFeed[]>;
  /**
   * Which room a media session is in and whether it publishes; undefined when unknown. A
   * promise when the session may be held by another server (routed-media-server.ts).
   */
  sessionOf(sessionId: string): SessionInfo | undefined | Promise<SessionInfo | undefined>;
  /** WebRTC viewers of `room` on this server's Janus (the HLS switch, docs/video.md). */
  viewers(room: MediaRoom): number;
  /** `room`'s HLS on this server now (docs/video.md "HLS for crowds"). */
  hls(room: MediaRoom): HlsState;
  /** Whose cameras `room`'s HLS picture shows, left to right (candidate ids); [] without one. */
  hlsCameras(room: MediaRoom): number[];
  /** A viewer asks for `room`'s HLS: this server starts writing it if it can (hls/room-hls.ts). */
  wantHls(room: MediaRoom): void;
  /** Every camera published now (publisher-recheck.ts checks each is still granted). */
  publications(): Publication[];
  /** Ends one media session (the browser stopped, or left the page). */
  close(sessionId: string): Promise<void>;
  /** Throws a publisher out of their room (their grant ended) and ends their session. */
  kick(sessionId: string): Promise<void>;
  /** Ends everything in a room (End Stream): every viewer's picture stops. */
  closeRoom(room: MediaRoom): Promise<void>;
  /** Whether the media server answers now (GET /api/health); `off` when there is none. */
  health(): Promise<MediaHealth>;
  stop(): Promise<void>;
}

/**
 * A room's HLS on a server: `none` (nobody publishes there, HLS off), `possible` (a
 * camera is published but its encoder does not run: asking starts it), `starting` (the
 * encoder runs, no playlist yet), `live` (the playlist is written).
 */
export type HlsState = 'none' | 'possible' | 'starting' | 'live';

export type MediaHealth = 'up' | 'down' | 'off';

/** No Janus here: the site runs and says video is unavailable. */
export const unavailableMediaServer: MediaServer = {
  available: false,
  grantPublish: () => Promise.reject(videoUnavailable()),
  publish: () => Promise.reject(videoUnavailable()),
  subscribe: () => Promise.reject(videoUnavailable()),
  answer: () => Promise.reject(videoUnavailable()),
  publishers: () => Promise.resolve([]),
  sessionOf: () => undefined,
  viewers: () => 0,
  hls: () => 'none',
  hlsCameras: () => [],
  wantHls: () => {},
  publications: () => [],
  close: () => Promise.resolve(),
  kick: () => Promise.resolve(),
  closeRoom: () => Promise.resolve(),
  health: () => Promise.resolve('off'),
  stop: () => Promise.resolve(),
};
