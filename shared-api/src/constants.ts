// Every interval and limit of the product (docs/ names where each applies), in one module with no
// imports, so the browser and the server read the same numbers. Durations are milliseconds (`_MS`),
// sizes bytes (`_BYTES`), money dollars.

// --- Polling and refetching ---
export const COMPETITION_SUMMARY_REFETCH_MS = 10_000;
export const CHAT_POLL_MS = 3_000;
export const STREAM_STATS_POLL_MS = 5_000;
export const DONATIONS_POLL_MS = 5_000;
export const POSTS_REFETCH_MS = 30_000;

// --- Chat and posts ---
export const CHAT_HISTORY_LIMIT = 50;
export const CHAT_MESSAGE_MAX = 500;
export const CHAT_USERNAME_MAX = 20;
/** Chat moderation (docs/roles.md): the time-outs a moderator picks from, in minutes. */
export const CHAT_TIMEOUT_MINUTES = [1, 10, 60] as const;
/** The slow-mode intervals a moderator picks from, in seconds (0 = off). */
export const CHAT_SLOW_MODE_SECONDS = [0, 5, 10, 30, 60, 120] as const;
export const CHAT_SLOW_MODE_MAX_SECONDS = 3600;
/** A chat's settings (slow mode) are read again this often while push is not open. */
export const CHAT_SETTINGS_POLL_MS = 30_000;
/** Counted in Unicode code points by `postTextLength`, on both sides. */
export const POST_MAX_CHARS = 280;

// --- Navigation and notifications ---
export const PAGE_TRANSITION_MS = 800;
export const UNAUTHORIZED_REDIRECT_MS = 1_000;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;

// --- Brackets and tiles ---
export const BRACKET_SIZE = { state: 8, county: 4, city: 2 } as const;
export const PRIZE_LABEL = '$1.25M';
/** Dollars. Tiles: 0 OPEN, below WARM_MIN COLD, WARM_MIN..HOT_ABOVE (inclusive) WARM, above HOT. */
export const TILE_WARM_MIN = 10_000;
export const TILE_HOT_ABOVE = 50_000;
/** A state "has enough candidates" when its state bracket can be filled. */
export const ENOUGH_CANDIDATES = BRACKET_SIZE.state;
/** A state bracket's rounds (log2 of its 8 places); the stage names the one being played. */
export const DEBATE_TOTAL_ROUNDS = 3;
export const TOURNAMENT_START_DELAY_DAYS = 7;
/**
 * A new tournament starts between now and this many days ahead: one far away would block its
 * place for good, one in the past would run every round at once.
 */
export const TOURNAMENT_START_WINDOW_DAYS = 90;

// --- Click-in (speaking time on the debate stage) ---
export const CLICK_IN_DURATIONS = [30, 60, 90] as const;
export const CLICK_IN_DEFAULT = 30;
export const CLICK_IN_WAIT_MS = 3_000;
export const CLICK_IN_QUEUE_MIN = 1;
export const CLICK_IN_QUEUE_MAX = 5;
export const CLICK_IN_PER_DEBATE = 1;

// --- Debate simulation (local only) ---
export const VIEWER_DRIFT_MS = 5_000;
export const VIEWER_DRIFT_MIN = -5;
export const VIEWER_DRIFT_MAX = 14;
export const AI_INSIGHT_MS = 8_000;
export const AI_INSIGHTS_KEPT = 10;
export const ANALYTICS_TICK_MS = 1_000;
export const REACTION_MS = 3_000;
export const REACTION_X_MIN_PERCENT = 10;
export const REACTION_X_MAX_PERCENT = 90;

// --- Fundraising stream ---
/** Each live-donation entry animates in 0.1 s after the previous one. */
export const DONATION_ENTRY_DELAY_MS = 100;

// --- Photo upload and post media ---
export const PHOTO_MAX_FILES = 1;
export const PHOTO_MAX_BYTES = 10_485_760;
/** A post's media is at most 10 MB once decoded (checked again by the server). */
export const MEDIA_MAX_BYTES = 10_485_760;
export const UPLOAD_WIDGET = {
  width: 750,
  height: 550,
  thumbnailWidth: 280,
  concurrentRequests: 6,
  multipartAboveBytes: 100 * 1024 * 1024,
  partMinBytes: 5 * 1024 * 1024,
  maxParts: 10_000,
  retryDelaysMs: [0, 1_000, 3_000, 5_000],
  companionRetries: 10,
  socketInactivityMs: 5 * 60 * 1_000,
  signedUrlExpirySeconds: 604_800,
} as const;

// --- Form limits ---
/** The account candidate form's minimum lengths. */
export const FORM_MIN = { name: 2, position: 2, geographicCode: 2, phone: 10 } as const;
/** Upper bounds so a request cannot carry unbounded text. */
export const FORM_MAX = {
  name: 100,
  position: 100,
  email: 254,
  phone: 30,
  bio: 5_000,
  experience: 5_000,
  platform: 5_000,
  /** The standalone form folds bio, experience and platform into one `bio`. */
  composedBio: 15_100,
  messageSubject: 200,
  messageBody: 5_000,
  campaignTitle: 120,
  campaignDescription: 500,
  campaignSlug: 100,
  tournamentName: 120,
  url: 2_048,
  addressLine: 200,
  city: 100,
  occupation: 100,
  employer: 100,
  donationMessage: 500,
} as const;

/**
 * How a candidate support has not activated yet is marked wherever it is listed or shown
 * (docs/roles.md: it takes no gift and is not seeded into brackets).
 */
export const PENDING_VERIFICATION_LABEL = 'Pending verification';

/** Browser navigations, not data calls. */
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
/** Where an OpenID Connect issuer sends the browser back (when one is configured). */
export const LOGIN_CALLBACK_PATH = '/api/login/callback';
/** The shell's sign-in page; `/api/login` redirects here (with `returnTo`) without OIDC. */
export const SIGN_IN_PAGE_PATH = '/login';

/** A viewer counts as watching this long after their last heartbeat. */
export const STREAM_VIEWER_WINDOW_MS = 30_000;
/** How often a watching page sends its heartbeat (well inside the window). */
export const STREAM_HEARTBEAT_MS = 10_000;

/** The longest parts of a browser's error report (POST /api/client-errors) the server takes. */
export const CLIENT_ERROR_MESSAGE_MAX = 1000;
export const CLIENT_ERROR_STACK_MAX = 4000;
export const CLIENT_ERROR_PATH_MAX = 2000;
