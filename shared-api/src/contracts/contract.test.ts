import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contract, contractRoutes } from './contract';

// The original client's calls, in Fastify's :param syntax ({state or county or city} -> :level).
const SPEC_SECTION_7 = [
  'GET /api/competition/all-states',
  'GET /api/counties/:state',
  'GET /api/cities/:state/:countyFips',
  'GET /api/tournament/:level/:code/brackets',
  'GET /api/candidates/:code',
  'GET /api/chat/:channelId',
  'POST /api/chat',
  'GET /api/candidate/check',
  'GET /api/stream/channel/state/:stateCode',
  'POST /api/tournament',
  'POST /api/candidates',
  'GET /api/auth/user',
  'GET /api/candidate/profile',
  'POST /api/candidate/register',
  'PUT /api/candidate/profile',
  'GET /api/stream/stats',
  'GET /api/donations/recent',
  'GET /api/candidate/:candidateId',
  'GET /api/messages/candidate/:candidateId',
  'POST /api/messages/send',
  'POST /api/objects/upload',
  'PUT /api/candidate/:candidateId/photo',
  'POST /api/shorts/post',
  'GET /api/posts',
  'GET /api/campaign-urls',
  'POST /api/campaign-urls',
];

const routeKeys = contractRoutes().map((route) => `${route.method} ${route.path}`);

describe('contract', () => {
  it.each(SPEC_SECTION_7)('has %s', (call) => {
    expect(routeKeys).toContain(call);
  });

  it('declares each method and path once', () => {
    expect(new Set(routeKeys).size).toBe(routeKeys.length);
  });

  // Beyond those: the health check, the accounts (docs/roles.md: sign-up, log-in,
  // log-out behind the /api/login navigation) and support's admin API.
  const BEYOND_SPEC = [
    // Replays of past streams and debates (docs/video.md "Replays"): the two lists, one
    // replay with its timeline, the owner's delete and support's hide.
    'GET /api/replays/candidate/:candidateId',
    'GET /api/replays/state/:stateCode',
    'GET /api/replays/:replayId',
    'DELETE /api/candidate/:candidateId/replays/:replayId',
    'POST /api/admin/replays/:replayId/hide',
    'POST /api/admin/replays/:replayId/unhide',
    'GET /api/health',
    'POST /api/auth/signup',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    // A one-time sign-in link for the owner of a throttled account.
    'POST /api/auth/sign-in-link',
    'POST /api/auth/sign-in-link/confirm',
    'POST /api/admin/candidates/:candidateId/activate',
    'POST /api/admin/candidates/:candidateId/deactivate',
    'POST /api/admin/users/make-admin',
    // Support cancels a tournament.
    'POST /api/admin/tournaments/:tournamentId/cancel',
    // Shorts: one post, delete, likes and comments; the fundraising stream.
    'GET /api/posts/:postId',
    'DELETE /api/posts/:postId',
    'PUT /api/posts/:postId/like',
    'DELETE /api/posts/:postId/like',
    'GET /api/posts/:postId/comments',
    'POST /api/posts/:postId/comments',
    'POST /api/stream/start',
    'POST /api/stream/end',
    'POST /api/stream/:candidateId/watch',
    'GET /api/stream/candidate/:candidateId',
    // The Live Donations of the live stream only, filtered by the server.
    'GET /api/stream/candidate/:candidateId/donations',
    // Candidates, messages, uploads: deactivating a profile (the Settings tab's button),
    // marking an inbox message read (owner only), the PUT behind the upload URL.
    'DELETE /api/candidate/profile',
    // The account's Platform tab saves its two texts alone.
    'PUT /api/candidate/platform',
    'PATCH /api/messages/:messageId/read',
    'PUT /api/objects/upload/:token',
    // Donations: the DONATE NOW screen's payment, room left and TEST MODE label.
    'POST /api/donations',
    'GET /api/donations/allowance',
    'GET /api/donations/payment-mode',
    // Campaign links: the member's unique default slug for the preview, and
    // the verified candidates a supporter link may promote.
    'GET /api/campaign-urls/default-slug',
    'GET /api/campaign-urls/candidates',
    // Remote releases: what is live (public), support's operations, and the
    // browser's error reports against the release it ran.
    'GET /api/releases',
    'GET /api/admin/releases',
    'POST /api/admin/releases',
    'POST /api/admin/releases/:remote/rollback',
    'POST /api/admin/releases/:remote/canary',
    'POST /api/admin/releases/:remote/promote',
    'POST /api/admin/releases/:remote/drop-canary',
    'POST /api/client-errors',
    // The committee report: the summary, and the two CSV downloads.
    'GET /api/candidate/:candidateId/committee-report',
    'GET /api/candidate/:candidateId/committee-report/contributions.csv',
    'GET /api/candidate/:candidateId/committee-report/summary.csv',
    // The FEC electronic filings of a range: Schedule A and the 48-hour notices.
    'GET /api/candidate/:candidateId/committee-report/schedule-a.fec',
    'GET /api/candidate/:candidateId/committee-report/48-hour-notices.fec',
    // The account basics: password change and reset, email verification, sessions.
    'POST /api/account/password',
    'POST /api/account/password-reset',
    'POST /api/account/password-reset/confirm',
    'POST /api/account/email-verification',
    'POST /api/account/email-verification/confirm',
    'GET /api/account/sessions',
    'DELETE /api/account/sessions/:sessionId',
    'POST /api/account/sessions/end-others',
    // The language switch (docs/languages.md): a cookie, and a member's account.
    'PUT /api/account/language',
    // My donations: the member's own gifts and each one's receipt; support's refund.
    'GET /api/donations/mine',
    'GET /api/donations/:donationId/receipt',
    'POST /api/admin/donations/:donationId/refund',
    // Elections as data: support lists, adds and edits cycles and elections.
    'GET /api/admin/elections',
    'POST /api/admin/election-cycles',
    'PATCH /api/admin/election-cycles/:cycleId',
    'POST /api/admin/elections',
    'PATCH /api/admin/elections/:electionId',
    // A bracket's tournament state and dates (upcoming, active, finished) beside its slots.
    'GET /api/tournament/:level/:code',
    // Excessive gifts: support links donors, the owner and support read and resolve the queue.
    'POST /api/admin/donor-links',
    'GET /api/admin/excess-gifts',
    'POST /api/admin/excess-gifts/:excessId/resolve',
    'GET /api/candidate/:candidateId/excess-gifts',
    'POST /api/candidate/:candidateId/excess-gifts/:excessId/resolve',
    // Saved card and monthly gifts: the member's own card, one-tap gifts and plans.
    'POST /api/donations/one-tap',
    // A donor completes employer and occupation from the best-efforts follow-up mail.
    'POST /api/donations/donor-details',
    'GET /api/donations/saved-card',
    'DELETE /api/donations/saved-card',
    'GET /api/donations/recurring',
    'POST /api/donations/recurring/:planId/cancel',
    // A monthly gift's renewal link: the renewed plan, and its one-click start.
    'POST /api/donations/plan-renewal',
    'POST /api/donations/plan-renewal/confirm',
    // Chat moderation: settings for everyone, the rest for the channel's moderators.
    'GET /api/chat/:channelId/settings',
    'GET /api/chat/:channelId/held',
    'POST /api/chat/:channelId/messages/:messageId/approve',
    'POST /api/chat/:channelId/messages/:messageId/reject',
    'DELETE /api/chat/:channelId/messages/:messageId',
    'POST /api/chat/:channelId/messages/:messageId/restrict',
    'PUT /api/chat/:channelId/slow-mode',
    // Shorts moderation: a member's report, support's queue, hide and restore.
    'POST /api/posts/:postId/report',
    'GET /api/admin/post-reports',
    'POST /api/admin/posts/:postId/hide',
    'POST /api/admin/posts/:postId/restore',
    // Support lists and lifts chat time-outs and bans; replies are reported and
    // moderated like posts.
    'GET /api/admin/chat-restrictions',
    'POST /api/admin/chat-restrictions/:restrictionId/lift',
    'POST /api/comments/:commentId/report',
    'GET /api/admin/comment-reports',
    'POST /api/admin/comments/:commentId/hide',
    'POST /api/admin/comments/:commentId/restore',
    // Money over time: the charts' series, public reads summed from the ledger.
    'GET /api/charts/candidates/:candidateId',
    'GET /api/charts/candidates/:candidateId/live-stream',
    'GET /api/charts/states/:state',
    'GET /api/charts/rounds/:level/:code',
    // Live video: whether it is available, publish (the live candidate only),
    // watch (anyone), a viewer's SDP answer, and stopping either.
    'GET /api/media/status',
    'POST /api/media/publish',
    // A click-in's grant to publish (docs/video.md).
    'POST /api/media/click-ins',
    'POST /api/media/watch',
    'GET /api/media/publishers',
    // Whether a new viewer should watch by HLS (docs/video.md "HLS for crowds").
    'GET /api/media/hls',
    'POST /api/media/sessions/:sessionId/answer',
    'DELETE /api/media/sessions/:sessionId',
    // The candidate owner's refcode report and campaign dashboard (docs/refcodes.md).
    'GET /api/candidate/:candidateId/refcodes',
    'GET /api/candidate/:candidateId/dashboard',
    // Express links and "Make it monthly" (docs/donation-rules.md).
    'POST /api/candidate/:candidateId/express-links',
    'GET /api/candidate/:candidateId/express-links',
    'POST /api/candidate/:candidateId/express-links/:linkId/switch-off',
    'GET /api/express-links/:token',
    'POST /api/express-links/:token/give',
    'GET /api/donations/:donationId/monthly-offer',
    'POST /api/donations/:donationId/monthly-offer/accept',
    'POST /api/donations/:donationId/monthly-offer/decline',
    // Donate page experiments (docs/experiments.md).
    'GET /api/candidate/:candidateId/experiments',
    'POST /api/candidate/:candidateId/experiments',
    'POST /api/candidate/:candidateId/experiments/:experimentId/stop',
    'GET /api/candidate/:candidateId/donate-variant',
  ];

  it('has only the spec calls plus the health check, accounts and admin', () => {
    expect([...routeKeys].sort()).toEqual([...SPEC_SECTION_7, ...BEYOND_SPEC].sort());
  });

  it('gives every route a summary and a response schema', () => {
    for (const route of contractRoutes()) {
      expect(route.summary.length).toBeGreaterThan(0);
      expect(route.response).toBeDefined();
    }
  });

  it('groups routes by resource', () => {
    expect(contract.competition.allStates.path).toBe('/api/competition/all-states');
    expect(contract.chat.send.method).toBe('POST');
  });
});

describe('contracts folder', () => {
  // The server imports 'shared-api/contracts': React or TanStack here would end up in Node.
  const dir = __dirname;
  const sources = readdirSync(dir).filter(
    (file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'),
  );

  it.each(sources)('%s imports only zod, other contracts and ../constants', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const specifiers = [...text.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
    for (const specifier of specifiers) {
      expect(['zod', '../constants'].includes(specifier) || /^\.\/[\w-]+$/.test(specifier)).toBe(
        true,
      );
    }
  });
});
