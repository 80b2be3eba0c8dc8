import { expect, test } from '@playwright/test';
import siteMap from 'shared-config/site-map';
import { singletonProblems } from '../lib/singletons';
import { remoteHeading } from '../lib/remote-area';
import { logInAs } from '../lib/accounts';

// Loads a route of every remote in one page session, then checks that each shared
// singleton came from one place only, and that the federation runtime agrees.
test('exactly one copy of every shared singleton loads across all remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  // A member, so that a screen can be asked for a toast below (react-hot-toast loads with the
  // first toast, and its one copy is part of the proof).
  await logInAs(page, 'casey@paid.test');
  // The app is up (its router listens for history changes) before the first in-app move.
  await expect(remoteHeading(page, 'mf_brackets')).toBeVisible();
  const visits = [
    { path: '/tournament/CA', remote: 'mf_debate' },
    { path: '/candidate/1', remote: 'mf_candidate' },
    { path: '/Shorts', remote: 'mf_shorts' },
    { path: '/campaign-url-generator', remote: 'mf_campaign_urls' },
    { path: '/PaidState/CA', remote: 'mf_brackets' },
  ];
  for (const { path, remote } of visits) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // That remote's own heading: the previous page's could still be on screen for a moment.
    await expect(remoteHeading(page, remote)).toBeVisible();
    if (remote === 'mf_shorts') {
      // An empty post is refused with a toast: mf-shorts asks shared-ui for react-hot-toast.
      await page.getByRole('button', { name: 'PAID POST' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Empty Post' })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
  }
  // Every remote really was loaded in this session.
  for (const remote of siteMap.REMOTES.map(({ package: folder }) => folder)) {
    expect(scripts.some((url) => url.includes(`/remotes/${remote}/remoteEntry.js`))).toBe(true);
  }
  expect(singletonProblems(scripts)).toEqual([]);

  // The runtime's share scope (one object seen through every instance): for each singleton,
  // every consumer uses one loaded version, provided by one app.
  const providers = await page.evaluate(() => {
    type Shared = { loaded?: boolean; lib?: unknown; from?: string };
    type Scopes = Record<string, Record<string, Record<string, Shared>>>;
    const federation = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } }
    ).__FEDERATION__;
    const loaded: Record<string, string[]> = {};
    const seen = new Set<Shared>();
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, shared] of Object.entries(versions)) {
          if (seen.has(shared) || !(shared.loaded || shared.lib)) continue;
          seen.add(shared);
          (loaded[pkg] ??= []).push(`${version} from ${shared.from}`);
        }
      }
    }
    return loaded;
  });
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    '@tanstack/react-query',
    'styled-components',
    'react-hot-toast/headless',
    'shared-ui',
  ]) {
    expect(providers[pkg], pkg).toHaveLength(1);
    expect(providers[pkg][0], pkg).toMatch(/ from shell$/);
  }
  // shared-api is not shared at all, neither its entry (request helper, hooks, keys) nor the
  // contract's schemas: each app bundles the part it uses (shared-config/webpack/shared-modules.js).
  expect(providers['shared-api'], 'shared-api').toBeUndefined();
  expect(providers['shared-api/contracts'], 'shared-api/contracts').toBeUndefined();
});
