// The one list of the federated remotes and the pages each one owns. Everything else is
// derived from it:
// - each remote's webpack config: its federation name, dev-server port and `exposes`
//   (webpack/create-webpack-config.js, from the package folder it builds);
// - each remote's standalone dev harness (src/bootstrap.tsx -> dev-harness/mount-standalone),
//   whose screen loaders TypeScript checks against this list;
// - the shell's route table and page titles (shell/src/routes/route-table.ts);
// - the server's /remotes.json and its page -> remote map for preload hints
//   (server/src/http/remotes.ts, page-preloads.ts);
// - ESLint's list of remotes that may not import each other (eslint.config.js).
// The root package.json lists the workspaces literally (npm reads it before any code runs);
// shared-config/site-map.test.js checks that it holds exactly these remotes.
//
// A screen's exposed module is its file name: screen 'post-screen' is exposed as
// './post-screen' from './src/screens/post-screen.tsx' (see screenSource). Each page's title
// and the name of its area (the shell's loading and error states) are words, in the shell's
// catalogues ('title./home', 'area./home': shell/src/locales), which the shell's tests check
// hold one of each for every path here.
//
// Plain CommonJS with no imports: node (webpack configs, ESLint, the server) requires it,
// the shell bundles it, and TypeScript infers its types from the literal below (allowJs).

const REMOTES = /** @type {const} */ ([
  {
    name: 'mf_brackets',
    package: 'mf-brackets',
    devPort: 3001,
    screens: [
      { screen: 'home-screen', path: '/home' },
      { screen: 'state-screen', path: '/PaidState/:state' },
      { screen: 'county-screen', path: '/PaidCounty/:state/:fips' },
      { screen: 'city-screen', path: '/PaidCity/:state/:countyFips/:cityFips' },
    ],
  },
  {
    name: 'mf_debate',
    package: 'mf-debate',
    devPort: 3002,
    screens: [{ screen: 'tournament-screen', path: '/tournament/:state' }],
  },
  {
    name: 'mf_candidate',
    package: 'mf-candidate',
    devPort: 3003,
    screens: [
      { screen: 'register-screen', path: '/register' },
      { screen: 'candidate-registration-screen', path: '/candidate-registration' },
      { screen: 'account-screen', path: '/candidate/account' },
      { screen: 'candidate-screen', path: '/candidate/:candidateId' },
      { screen: 'go-live-screen', path: '/go-live' },
      // A past stream's or debate's replay (docs/video.md "Replays"); the candidate page and
      // the tournament page (mf_debate) link here.
      { screen: 'replay-screen', path: '/replays/:replayId' },
      { screen: 'donate-screen', path: '/donate/:candidateId' },
      { screen: 'my-donations-screen', path: '/donations' },
      { screen: 'donation-receipt-screen', path: '/donations/:donationId/receipt' },
      // The member's account (password, verification, sessions) and the pages the
      // mailed links open.
      { screen: 'member-account-screen', path: '/account' },
      { screen: 'forgot-password-screen', path: '/forgot-password' },
      { screen: 'reset-password-screen', path: '/reset-password' },
      { screen: 'verify-email-screen', path: '/verify-email' },
      // The page a best-efforts follow-up mail opens (docs/donation-rules.md).
      { screen: 'donation-details-screen', path: '/donation-details' },
      // The page a monthly gift's renewal mail opens (docs/donation-rules.md "Monthly gifts").
      { screen: 'plan-renewal-screen', path: '/monthly-renewal' },
    ],
  },
  {
    name: 'mf_shorts',
    package: 'mf-shorts',
    devPort: 3004,
    screens: [
      { screen: 'shorts-screen', path: '/Shorts' },
      // Support's queue; before /Shorts/:postId, though React Router ranks it first anyway.
      { screen: 'moderation-screen', path: '/Shorts/moderation' },
      { screen: 'post-screen', path: '/Shorts/:postId' },
    ],
  },
  {
    name: 'mf_campaign_urls',
    package: 'mf-campaign-urls',
    devPort: 3005,
    screens: [{ screen: 'campaign-url-generator-screen', path: '/campaign-url-generator' }],
  },
]);

/** Every page a remote owns, with the remote's federation name: the route table. */
const REMOTE_ROUTES = REMOTES.flatMap((remote) =>
  remote.screens.map((screen) => ({ ...screen, remote: remote.name })),
);

/**
 * The source file of an exposed screen, relative to its remote's package folder.
 * @param {string} screen
 */
function screenSource(screen) {
  return `./src/screens/${screen}.tsx`;
}

/**
 * A remote's Module Federation `exposes`: './post-screen' -> './src/screens/post-screen.tsx'.
 * @param {{ screens: readonly { screen: string }[] }} remote
 * @returns {Record<string, string>}
 */
function remoteExposes(remote) {
  return Object.fromEntries(
    remote.screens.map(({ screen }) => [`./${screen}`, screenSource(screen)]),
  );
}

module.exports = { REMOTES, REMOTE_ROUTES, screenSource, remoteExposes };
