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
// './post-screen' from './src/screens/post-screen.tsx' (see screenSource). `title` is the
// page's document title, before ' | PAID' (`:state` reads as the state's name); `label`
// names the area in the shell's loading and error states.
//
// Plain CommonJS with no imports: node (webpack configs, ESLint, the server) requires it,
// the shell bundles it, and TypeScript infers its types from the literal below (allowJs).

const REMOTES = /** @type {const} */ ([
  {
    name: 'mf_brackets',
    package: 'mf-brackets',
    devPort: 3001,
    screens: [
      { screen: 'home-screen', path: '/home', label: 'Home', title: 'All states' },
      {
        screen: 'state-screen',
        path: '/PaidState/:state',
        label: 'State',
        title: ':state state race',
      },
      {
        screen: 'county-screen',
        path: '/PaidCounty/:state/:fips',
        label: 'County',
        title: 'County race in :state',
      },
      {
        screen: 'city-screen',
        path: '/PaidCity/:state/:countyFips/:cityFips',
        label: 'City',
        title: 'City race in :state',
      },
    ],
  },
  {
    name: 'mf_debate',
    package: 'mf-debate',
    devPort: 3002,
    screens: [
      {
        screen: 'tournament-screen',
        path: '/tournament/:state',
        label: 'Tournament',
        title: ':state debate tournament',
      },
    ],
  },
  {
    name: 'mf_candidate',
    package: 'mf-candidate',
    devPort: 3003,
    screens: [
      {
        screen: 'register-screen',
        path: '/register',
        label: 'Registration',
        title: 'Register as a candidate',
      },
      {
        screen: 'candidate-registration-screen',
        path: '/candidate-registration',
        label: 'Registration',
        title: 'Candidate application',
      },
      {
        screen: 'account-screen',
        path: '/candidate/account',
        label: 'Account',
        title: 'Your account',
      },
      {
        screen: 'candidate-screen',
        path: '/candidate/:candidateId',
        label: 'Candidate',
        title: 'Candidate',
      },
      { screen: 'go-live-screen', path: '/go-live', label: 'Go Live', title: 'Go live' },
      // A past stream's or debate's replay (docs/video.md "Replays"); the candidate page and
      // the tournament page (mf_debate) link here.
      { screen: 'replay-screen', path: '/replays/:replayId', label: 'Replay', title: 'Replay' },
      { screen: 'donate-screen', path: '/donate/:candidateId', label: 'Donate', title: 'Donate' },
      {
        screen: 'my-donations-screen',
        path: '/donations',
        label: 'My donations',
        title: 'My donations',
      },
      {
        screen: 'donation-receipt-screen',
        path: '/donations/:donationId/receipt',
        label: 'My donations',
        title: 'Donation receipt',
      },
      // The member's account (password, verification, sessions) and the pages the
      // mailed links open.
      {
        screen: 'member-account-screen',
        path: '/account',
        label: 'Account',
        title: 'Account settings',
      },
      {
        screen: 'forgot-password-screen',
        path: '/forgot-password',
        label: 'Account',
        title: 'Forgot password',
      },
      {
        screen: 'reset-password-screen',
        path: '/reset-password',
        label: 'Account',
        title: 'Choose a new password',
      },
      {
        screen: 'verify-email-screen',
        path: '/verify-email',
        label: 'Account',
        title: 'Verify your email',
      },
      // The page a best-efforts follow-up mail opens (docs/donation-rules.md).
      {
        screen: 'donation-details-screen',
        path: '/donation-details',
        label: 'My donations',
        title: 'Your employer and occupation',
      },
      // The page a monthly gift's renewal mail opens (docs/donation-rules.md "Monthly gifts").
      {
        screen: 'plan-renewal-screen',
        path: '/monthly-renewal',
        label: 'My donations',
        title: 'Renew your monthly gift',
      },
    ],
  },
  {
    name: 'mf_shorts',
    package: 'mf-shorts',
    devPort: 3004,
    screens: [
      { screen: 'shorts-screen', path: '/Shorts', label: 'Shorts', title: 'Shorts' },
      // Support's queue; before /Shorts/:postId, though React Router ranks it first anyway.
      {
        screen: 'moderation-screen',
        path: '/Shorts/moderation',
        label: 'Shorts',
        title: 'Reported posts',
      },
      { screen: 'post-screen', path: '/Shorts/:postId', label: 'Shorts', title: 'Short post' },
    ],
  },
  {
    name: 'mf_campaign_urls',
    package: 'mf-campaign-urls',
    devPort: 3005,
    screens: [
      {
        screen: 'campaign-url-generator-screen',
        path: '/campaign-url-generator',
        label: 'Campaign URLs',
        title: 'Campaign links',
      },
    ],
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
