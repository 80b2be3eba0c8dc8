import type { Contract } from './contracts/contract';

// The browser's copy of the contract: methods and paths only. The zod schemas (and zod itself,
// ~27 KB gzip) stay out of every page that only calls the API; forms load them from
// 'shared-api/contracts' when they need a resolver. Types still come from the real contract,
// and api-routes.test.ts checks that each method and path here equals the contract's.

export const contract = {
  health: {
    status: { method: 'GET', path: '/api/health' },
  },
  auth: {
    user: { method: 'GET', path: '/api/auth/user' },
    signUp: { method: 'POST', path: '/api/auth/signup' },
    logIn: { method: 'POST', path: '/api/auth/login' },
    logOut: { method: 'POST', path: '/api/auth/logout' },
  },
  admin: {
    activateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/activate' },
    deactivateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/deactivate' },
    makeAdmin: { method: 'POST', path: '/api/admin/users/make-admin' },
    cancelTournament: { method: 'POST', path: '/api/admin/tournaments/:tournamentId/cancel' },
  },
  competition: {
    allStates: { method: 'GET', path: '/api/competition/all-states' },
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
  chat: {
    messages: { method: 'GET', path: '/api/chat/:channelId' },
    send: { method: 'POST', path: '/api/chat' },
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
  campaignUrls: {
    list: { method: 'GET', path: '/api/campaign-urls' },
    create: { method: 'POST', path: '/api/campaign-urls' },
    defaultSlug: { method: 'GET', path: '/api/campaign-urls/default-slug' },
    candidates: { method: 'GET', path: '/api/campaign-urls/candidates' },
  },
} as const satisfies Record<
  string,
  Record<string, { method: string; path: string }>
> as unknown as Contract;
