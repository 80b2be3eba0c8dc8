import { expect, test } from '@playwright/test';
import { singletonProblems } from '../lib/singletons';

// Loads a route of every remote in one page session, then checks that each shared
// singleton came from one place only, and that the federation runtime agrees.
test('exactly one copy of every shared singleton loads across all remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/home');
  const visits = ['/tournament/CA', '/candidate/1', '/Shorts', '/campaign-url-generator', '/PaidState/CA'];
  for (const path of visits) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('[data-remote-area] h1, [data-remote-area] h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Every remote really was loaded in this session.
  for (const remote of ['mf-brackets', 'mf-debate', 'mf-candidate', 'mf-shorts', 'mf-campaign-urls']) {
    expect(scripts.some((url) => url.includes(`/remotes/${remote}/remoteEntry.js`))).toBe(true);
  }
  expect(singletonProblems(scripts)).toEqual([]);

  // The runtime's share scope: each singleton has exactly one version that was loaded.
  const loadedVersions = await page.evaluate(() => {
    type Shared = { loaded?: boolean; lib?: unknown; loading?: unknown };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__;
    const result: Record<string, number> = {};
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
        for (const shared of Object.values(versions)) {
          if (shared.loaded || shared.lib) result[pkg] = (result[pkg] ?? 0) + 1;
        }
      }
    }
    return result;
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'styled-components', 'shared-ui', 'shared-api']) {
    expect(loadedVersions[pkg], pkg).toBe(1);
  }
});
