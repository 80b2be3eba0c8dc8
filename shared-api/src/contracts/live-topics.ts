// Live push, the plain facts both ends share: where the stream is, what a page may
// follow and what it hears. No zod here: pages import this on every screen (the schemas that
// check a request are in contracts/live.ts, for the server).

export const LIVE_PATH = '/api/live';
/** How many topics one connection may follow (a page follows at most three or four). */
export const LIVE_TOPICS_MAX = 8;

/**
 * `chat:<channelId>` (messages), `candidate:<id>` (gifts, the stream going live or ending),
 * `competition` (money and tournaments: the summary and brackets).
 */
export type LiveTopic = `chat:${string}` | `candidate:${number}` | 'competition';

export const liveChatTopic = (channelId: string): LiveTopic => `chat:${channelId}`;
export const liveCandidateTopic = (candidateId: number): LiveTopic => `candidate:${candidateId}`;
export const LIVE_COMPETITION_TOPIC: LiveTopic = 'competition';

/** The SSE event names (`event:`) a topic's events arrive under. */
export const LIVE_EVENT_KINDS = [
  'message', // chat: the message (ChatMessage), sent or approved by a moderator
  'held', // chat: a message with a link waits for review ({ id }; the moderators' queue)
  'removed', // chat: a moderator deleted or rejected a message ({ id })
  'settings', // chat: slow mode changed ({ slowModeSeconds })
  'donation', // candidate: a gift succeeded
  'stream', // candidate: the stream went live or ended
  'viewers', // candidate: how many watch the live stream ({ viewerCount })
  'money', // competition: a gift moved a total
  'tournament', // competition: a tournament started, moved a round or finished
  'candidates', // competition: a candidate joined or left
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The first event of every connection, once it follows its topics. */
export const LIVE_READY_EVENT = 'ready';
/**
 * Sent instead of the missed events when a reconnect's Last-Event-ID is older than the
 * events kept (about 10 minutes): the page refreshes everything it follows.
 */
export const LIVE_RESYNC_EVENT = 'resync';

/**
 * The page's live position (`LivePosition`, JSON), written into the page by the server
 * (server/src/http/shell-html.ts). The page's first connection resumes after it, so the
 * server replays what happened since instead of the page reading everything afresh as it
 * opens.
 */
export const LIVE_POSITION_ELEMENT_ID = 'paid-live-position';

/** An event's id as a text (its SSE id, Last-Event-ID, `lastEventId`): digits only. */
export const LIVE_EVENT_ID_PATTERN = /^[0-9]{1,15}$/;

export interface LivePosition {
  /** The newest event the data the page was served with includes. */
  lastEventId: string;
  /** When the server served the page, in ms since 1970 on its database's clock. */
  heardAt: number;
}
/**
 * How long after the page opened its position still says what its data includes: a screen
 * opened later read its data later. Past it, a first connection reads afresh.
 */
export const LIVE_POSITION_FRESH_MS = 60_000;

/** Each event's `data` (JSON): its topic, and what its kind says. */
export interface LiveEventData {
  topic: LiveTopic;
  data: unknown;
}
