import type { GeographicLevel } from './contracts';

// Query keys for every GET of the contract. Each resource has an `all` prefix so a mutation
// can invalidate the whole resource (`queryClient.invalidateQueries({ queryKey: queryKeys.chat.all })`).
// Ids are normalised to numbers so '7' and 7 share one cache entry.

export const queryKeys = {
  health: {
    all: ['health'] as const,
    status: () => ['health', 'status'] as const,
  },
  auth: {
    all: ['auth'] as const,
    user: () => ['auth', 'user'] as const,
    /** The member's own sessions. */
    sessions: () => ['auth', 'sessions'] as const,
  },
  competition: {
    all: ['competition'] as const,
    summary: () => ['competition', 'summary'] as const,
  },
  geography: {
    all: ['geography'] as const,
    counties: (state: string) => ['geography', 'counties', state] as const,
    cities: (state: string, countyFips: string) =>
      ['geography', 'cities', state, countyFips] as const,
  },
  tournament: {
    all: ['tournament'] as const,
    brackets: (level: GeographicLevel, code: string) =>
      ['tournament', 'brackets', level, code] as const,
    place: (level: GeographicLevel, code: string) => ['tournament', 'place', level, code] as const,
  },
  candidates: {
    all: ['candidates'] as const,
    byGeography: (code: string) => ['candidates', 'by-geography', code] as const,
    detail: (candidateId: number | string) =>
      ['candidates', 'detail', Number(candidateId)] as const,
    /** This visitor's variant of the donate page's running experiment (or none). */
    donateVariant: (candidateId: number | string) =>
      ['candidates', 'donate-variant', Number(candidateId)] as const,
    profile: () => ['candidates', 'profile'] as const,
    check: () => ['candidates', 'check'] as const,
  },
  chat: {
    all: ['chat'] as const,
    messages: (channelId: string) => ['chat', 'messages', channelId] as const,
    /** This tab's own messages held for review (from the send answers; never fetched). */
    ownHeld: (channelId: string) => ['chat', 'own-held', channelId] as const,
    held: (channelId: string) => ['chat', 'held', channelId] as const,
    settings: (channelId: string) => ['chat', 'settings', channelId] as const,
  },
  stream: {
    all: ['stream'] as const,
    stateChannel: (stateCode: string) => ['stream', 'channel', 'state', stateCode] as const,
    stats: () => ['stream', 'stats'] as const,
    /** A candidate's stream status (whether live, what it raised, who watch). */
    candidate: (candidateId: number | string) =>
      ['stream', 'candidate', Number(candidateId)] as const,
    /** The live stream's own donations (the Live Donations panels), one entry per candidate. */
    liveDonationsAll: ['stream', 'live-donations'] as const,
    liveDonations: (candidateId: number | string) =>
      ['stream', 'live-donations', Number(candidateId)] as const,
  },
  donations: {
    all: ['donations'] as const,
    paymentMode: () => ['donations', 'payment-mode'] as const,
  },
  messages: {
    all: ['messages'] as const,
    forCandidate: (candidateId: number | string) =>
      ['messages', 'candidate', Number(candidateId)] as const,
  },
  posts: {
    all: ['posts'] as const,
    list: () => ['posts', 'list'] as const,
    /**
     * The feed's infinite query (pages of the list): a key of its own under list(), because an
     * infinite query's cache must never share a key with a plain query of the same list.
     */
    feed: () => ['posts', 'list', 'feed'] as const,
  },
  campaignUrls: {
    all: ['campaign-urls'] as const,
    list: () => ['campaign-urls', 'list'] as const,
    defaultSlug: () => ['campaign-urls', 'default-slug'] as const,
    candidates: (search: string) => ['campaign-urls', 'candidates', search] as const,
  },
  /** Replays of past streams and debates (docs/video.md "Replays"). */
  replays: {
    all: ['replays'] as const,
    candidate: (candidateId: number | string) =>
      ['replays', 'candidate', Number(candidateId)] as const,
    state: (stateCode: string) => ['replays', 'state', stateCode.toUpperCase()] as const,
    detail: (replayId: number | string) => ['replays', 'detail', Number(replayId)] as const,
  },
} as const;
