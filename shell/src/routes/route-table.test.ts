import fs from 'node:fs';
import path from 'node:path';
import siteMap from 'shared-config/site-map';
import { REMOTE_ROUTES, remoteForPath, remoteScreenForPath } from './route-table';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

// The route table of docs/routes-and-screens.md, with the donation page and the single-post
// page. `/`, `/learn-more` and not-found are the shell's.
const SPEC_REMOTE_ROUTES = [
  '/home',
  '/PaidState/:state',
  '/PaidCounty/:state/:fips',
  '/PaidCity/:state/:countyFips/:cityFips',
  '/tournament/:state',
  '/register',
  '/candidate/account',
  '/candidate/:candidateId',
  '/go-live',
  '/Shorts',
  '/campaign-url-generator',
  '/candidate-registration',
  '/donate/:candidateId',
  '/Shorts/:postId',
  // My donations and each gift's receipt.
  '/donations',
  '/donations/:donationId/receipt',
  // Support's queue of reported posts.
  '/Shorts/moderation',
  // The member's account and the pages mailed links open.
  '/account',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  // The page a best-efforts follow-up mail opens.
  '/donation-details',
  // The page a monthly gift's renewal mail opens.
  '/monthly-renewal',
  // A past stream's or debate's replay (docs/video.md "Replays").
  '/replays/:replayId',
];

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
}

/**
 * What a remote's own webpack.config.js really gives Module Federation (its production
 * config), not what the site map says it should: a config that drops or renames an exposed
 * screen fails here.
 */
function builtFederation(remotePackage: string): { dir: string; options: FederationOptions } {
  const dir = path.join(REPO_ROOT, remotePackage);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS config itself
  const config = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' });
  const plugins: { constructor: { name: string }; _options?: FederationOptions }[] = config.plugins;
  const federation = plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  if (!federation?._options) throw new Error(`${remotePackage}: no ModuleFederationPlugin`);
  return { dir, options: federation._options };
}

const federationByRemote = new Map(
  siteMap.REMOTES.map((remote) => [remote.name, builtFederation(remote.package)]),
);

test('every route of the spec is a remote route', () => {
  expect(REMOTE_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_REMOTE_ROUTES].sort());
});

test.each(REMOTE_ROUTES.map((route) => [route.path, route] as const))(
  '%s maps to a screen its remote really exposes, from a file that exists',
  (_path, route) => {
    expect(route.screen).toMatch(/-screen$/);
    const federation = federationByRemote.get(route.remote);
    expect(federation?.options.name).toBe(route.remote);
    const source = federation?.options.exposes?.[`./${route.screen}`];
    expect(source).toBeDefined();
    expect(fs.existsSync(path.join(federation!.dir, source!))).toBe(true);
  },
);

test('a remote exposes nothing that no route opens', () => {
  for (const [remote, { options }] of federationByRemote) {
    const routed = REMOTE_ROUTES.filter((route) => route.remote === remote).map(
      (route) => `./${route.screen}`,
    );
    expect(Object.keys(options.exposes ?? {}).sort()).toEqual([...new Set(routed)].sort());
  }
});

test('the remote owning a path is found for preloading', () => {
  expect(remoteForPath('/PaidState/CA')).toBe('mf_brackets');
  expect(remoteForPath('/candidate/account')).toBe('mf_candidate');
  expect(remoteForPath('/Shorts')).toBe('mf_shorts');
  expect(remoteForPath('/learn-more')).toBeNull();
});

describe('remoteScreenForPath (start-up asks for the page screen before rendering)', () => {
  it('finds the screen as the router ranks routes: statics above parameters, any case', () => {
    expect(remoteScreenForPath('/Shorts')).toBe('mf_shorts/shorts-screen');
    expect(remoteScreenForPath('/shorts/moderation')).toBe('mf_shorts/moderation-screen');
    expect(remoteScreenForPath('/Shorts/12')).toBe('mf_shorts/post-screen');
    expect(remoteScreenForPath('/candidate/account')).toBe('mf_candidate/account-screen');
    expect(remoteScreenForPath('/candidate/7')).toBe('mf_candidate/candidate-screen');
    expect(remoteScreenForPath('/PaidState/CA')).toBe('mf_brackets/state-screen');
  });

  it("is null for the shell's own pages and unknown paths", () => {
    for (const pathname of ['/', '/learn-more', '/login', '/no/such/page', '/candidate']) {
      expect(remoteScreenForPath(pathname)).toBeNull();
    }
  });
});
