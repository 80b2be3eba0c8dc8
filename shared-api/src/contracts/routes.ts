import type { Contract } from './contract';
import type { HttpMethod } from './route';

// Every API route's method and path, in one zod-free table. The contracts (contract.ts and
// the resource files) spread these into `defineRoute`, adding their schemas; the browser
// calls the API through `contract` below, which is this same table typed as the full
// contract, so pages that only call the API never load zod. There is no second copy of a
// path: changing one here changes the server's registration and the browser's URL together.

export interface RoutePlace {
  readonly method: HttpMethod;
  /** Fastify syntax, e.g. `/api/candidate/:candidateId`. */
  readonly path: string;
}

export const routes = {
  health: {
    status: { method: 'GET', path: '/api/health' },
  },
  auth: {
    user: { method: 'GET', path: '/api/auth/user' },
    signUp: { method: 'POST', path: '/api/auth/signup' },
    logIn: { method: 'POST', path: '/api/auth/login' },
    logOut: { method: 'POST', path: '/api/auth/logout' },
  },
  account: {
    changePassword: { method: 'POST', path: '/api/account/password' },
    requestPasswordReset: { method: 'POST', path: '/api/account/password-reset' },
    resetPassword: { method: 'POST', path: '/api/account/password-reset/confirm' },
    resendVerification: { method: 'POST', path: '/api/account/email-verification' },
    verifyEmail: { method: 'POST', path: '/api/account/email-verification/confirm' },
    sessions: { method: 'GET', path: '/api/account/sessions' },
    endSession: { method: 'DELETE', path: '/api/account/sessions/:sessionId' },
    endOtherSessions: { method: 'POST', path: '/api/account/sessions/end-others' },
  },
  admin: {
    activateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/activate' },
    deactivateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/deactivate' },
    makeAdmin: { method: 'POST', path: '/api/admin/users/make-admin' },
    cancelTournament: { method: 'POST', path: '/api/admin/tournaments/:tournamentId/cancel' },
    refundDonation: { method: 'POST', path: '/api/admin/donations/:donationId/refund' },
  },
  releases: {
    live: { method: 'GET', path: '/api/releases' },
    list: { method: 'GET', path: '/api/admin/releases' },
    publish: { method: 'POST', path: '/api/admin/releases' },
    rollback: { method: 'POST', path: '/api/admin/releases/:remote/rollback' },
    canary: { method: 'POST', path: '/api/admin/releases/:remote/canary' },
    promote: { method: 'POST', path: '/api/admin/releases/:remote/promote' },
    dropCanary: { method: 'POST', path: '/api/admin/releases/:remote/drop-canary' },
    clientError: { method: 'POST', path: '/api/client-errors' },
  },
  competition: {
    allStates: { method: 'GET', path: '/api/competition/all-states' },
  },
  charts: {
    candidate: { method: 'GET', path: '/api/charts/candidates/:candidateId' },
    stream: { method: 'GET', path: '/api/charts/candidates/:candidateId/live-stream' },
    state: { method: 'GET', path: '/api/charts/states/:state' },
    round: { method: 'GET', path: '/api/charts/rounds/:level/:code' },
  },
  geography: {
    counties: { method: 'GET', path: '/api/counties/:state' },
    cities: { method: 'GET', path: '/api/cities/:state/:countyFips' },
  },
  tournament: {
    brackets: { method: 'GET', path: '/api/tournament/:level/:code/brackets' },
    create: { method: 'POST', path: '/api/tournament' },
  },
  candidates: {
    byGeography: { method: 'GET', path: '/api/candidates/:code' },
    registerStandalone: { method: 'POST', path: '/api/candidates' },
    check: { method: 'GET', path: '/api/candidate/check' },
    profile: { method: 'GET', path: '/api/candidate/profile' },
    register: { method: 'POST', path: '/api/candidate/register' },
    updateProfile: { method: 'PUT', path: '/api/candidate/profile' },
    updatePlatform: { method: 'PUT', path: '/api/candidate/platform' },
    removeProfile: { method: 'DELETE', path: '/api/candidate/profile' },
    detail: { method: 'GET', path: '/api/candidate/:candidateId' },
    updatePhoto: { method: 'PUT', path: '/api/candidate/:candidateId/photo' },
  },
  committeeReport: {
    summary: { method: 'GET', path: '/api/candidate/:candidateId/committee-report' },
    contributionsCsv: {
      method: 'GET',
      path: '/api/candidate/:candidateId/committee-report/contributions.csv',
    },
    summaryCsv: { method: 'GET', path: '/api/candidate/:candidateId/committee-report/summary.csv' },
  },
  chat: {
    messages: { method: 'GET', path: '/api/chat/:channelId' },
    send: { method: 'POST', path: '/api/chat' },
  },
  chatModeration: {
    settings: { method: 'GET', path: '/api/chat/:channelId/settings' },
    held: { method: 'GET', path: '/api/chat/:channelId/held' },
    approve: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/approve' },
    reject: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/reject' },
    remove: { method: 'DELETE', path: '/api/chat/:channelId/messages/:messageId' },
    restrict: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/restrict' },
    slowMode: { method: 'PUT', path: '/api/chat/:channelId/slow-mode' },
  },
  media: {
    status: { method: 'GET', path: '/api/media/status' },
    publish: { method: 'POST', path: '/api/media/publish' },
    watch: { method: 'POST', path: '/api/media/watch' },
    publishers: { method: 'GET', path: '/api/media/publishers' },
    answer: { method: 'POST', path: '/api/media/sessions/:sessionId/answer' },
    close: { method: 'DELETE', path: '/api/media/sessions/:sessionId' },
  },
  stream: {
    stateChannel: { method: 'GET', path: '/api/stream/channel/state/:stateCode' },
    stats: { method: 'GET', path: '/api/stream/stats' },
    start: { method: 'POST', path: '/api/stream/start' },
    end: { method: 'POST', path: '/api/stream/end' },
    watch: { method: 'POST', path: '/api/stream/:candidateId/watch' },
    candidate: { method: 'GET', path: '/api/stream/candidate/:candidateId' },
    donations: { method: 'GET', path: '/api/stream/candidate/:candidateId/donations' },
  },
  donations: {
    recent: { method: 'GET', path: '/api/donations/recent' },
    create: { method: 'POST', path: '/api/donations' },
    allowance: { method: 'GET', path: '/api/donations/allowance' },
    paymentMode: { method: 'GET', path: '/api/donations/payment-mode' },
    mine: { method: 'GET', path: '/api/donations/mine' },
    receipt: { method: 'GET', path: '/api/donations/:donationId/receipt' },
    oneTap: { method: 'POST', path: '/api/donations/one-tap' },
    savedCard: { method: 'GET', path: '/api/donations/saved-card' },
    removeSavedCard: { method: 'DELETE', path: '/api/donations/saved-card' },
    recurringPlans: { method: 'GET', path: '/api/donations/recurring' },
    cancelRecurring: { method: 'POST', path: '/api/donations/recurring/:planId/cancel' },
  },
  messages: {
    forCandidate: { method: 'GET', path: '/api/messages/candidate/:candidateId' },
    send: { method: 'POST', path: '/api/messages/send' },
    markRead: { method: 'PATCH', path: '/api/messages/:messageId/read' },
  },
  uploads: {
    create: { method: 'POST', path: '/api/objects/upload' },
    put: { method: 'PUT', path: '/api/objects/upload/:token' },
  },
  posts: {
    list: { method: 'GET', path: '/api/posts' },
    detail: { method: 'GET', path: '/api/posts/:postId' },
    create: { method: 'POST', path: '/api/shorts/post' },
    delete: { method: 'DELETE', path: '/api/posts/:postId' },
    like: { method: 'PUT', path: '/api/posts/:postId/like' },
    unlike: { method: 'DELETE', path: '/api/posts/:postId/like' },
    comments: { method: 'GET', path: '/api/posts/:postId/comments' },
    addComment: { method: 'POST', path: '/api/posts/:postId/comments' },
  },
  postModeration: {
    report: { method: 'POST', path: '/api/posts/:postId/report' },
    queue: { method: 'GET', path: '/api/admin/post-reports' },
    hide: { method: 'POST', path: '/api/admin/posts/:postId/hide' },
    restore: { method: 'POST', path: '/api/admin/posts/:postId/restore' },
  },
  campaignUrls: {
    list: { method: 'GET', path: '/api/campaign-urls' },
    create: { method: 'POST', path: '/api/campaign-urls' },
    defaultSlug: { method: 'GET', path: '/api/campaign-urls/default-slug' },
    candidates: { method: 'GET', path: '/api/campaign-urls/candidates' },
  },
} as const satisfies Record<string, Record<string, RoutePlace>>;

export type Routes = typeof routes;

/** `'GET /api/posts'`: how a route is named when method and path are what matter. */
export type RouteKeyOf<P> = P extends RoutePlace ? `${P['method']} ${P['path']}` : never;

export type RouteKey = {
  [G in keyof Routes]: { [N in keyof Routes[G]]: RouteKeyOf<Routes[G][N]> }[keyof Routes[G]];
}[keyof Routes];

/** The key of a route: its method, a space, its path. */
export function routeKey<P extends RoutePlace>(route: P): RouteKeyOf<P> {
  return `${route.method} ${route.path}` as RouteKeyOf<P>;
}

/**
 * The browser's view of the contract: the objects above (method and path only), typed as the
 * full contract so `apiRequest(contract.posts.list, { query })` infers its params, query,
 * body and answer from the schemas. Only the types of the schemas come along; reading a
 * schema from it (`contract.posts.list.response`) at run time gives undefined, so code that
 * needs one imports 'shared-api/contracts'.
 */
export const contract = routes as unknown as Contract;
