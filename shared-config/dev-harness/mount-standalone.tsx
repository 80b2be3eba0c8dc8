// Development only: mounts a remote's screens on their own (`npm run dev -w mf-shorts`) with
// the same providers the shell gives them in the composed site, so a remote can be worked
// on without the shell. The composed site never loads this file.
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from 'shared-api';
import { AppToaster, PaidThemeProvider, Spinner } from 'shared-ui';
import siteMap from '../site-map';

type SiteRemote = (typeof siteMap.REMOTES)[number];
export type RemoteName = SiteRemote['name'];
/** The screens the site map gives remote `R`. */
export type ScreenOf<R extends RemoteName> = Extract<
  SiteRemote,
  { name: R }
>['screens'][number]['screen'];

/**
 * One loader per screen of the remote in the site map, no more and no fewer (TypeScript checks
 * the keys): webpack needs each `import('./screens/x')` written out to bundle it.
 */
export type ScreenLoaders<R extends RemoteName> = Record<
  ScreenOf<R>,
  () => Promise<{ default: ComponentType }>
>;

/** The standalone routes of a remote: its pages in the site map, each on its screen's loader. */
export function standaloneRoutes<R extends RemoteName>(
  remoteName: R,
  loaders: ScreenLoaders<R>,
): { path: string; load: () => Promise<{ default: ComponentType }> }[] {
  const remote = siteMap.REMOTES.find((candidate) => candidate.name === remoteName);
  if (!remote) throw new Error(`${remoteName} is not a remote of shared-config/site-map.js`);
  const byScreen: Record<string, () => Promise<{ default: ComponentType }>> = loaders;
  return remote.screens.map(({ path, screen }) => {
    const load = byScreen[screen];
    if (!load) throw new Error(`${remoteName}: no loader for ${screen}`);
    return { path, load };
  });
}

/** Mounts remote `remoteName`'s pages, as listed in the site map, on their own. */
export function mountStandalone<R extends RemoteName>(
  remoteName: R,
  loaders: ScreenLoaders<R>,
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const routes = standaloneRoutes(remoteName, loaders).map(({ path, load }) => ({
    path,
    Screen: lazy(load),
  }));
  createRoot(container).render(
    <StrictMode>
      <PaidThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <BrowserRouter>
            <Suspense fallback={<Spinner />}>
              <Routes>
                {routes.map(({ path, Screen }) => (
                  <Route key={path} path={path} element={<Screen />} />
                ))}
              </Routes>
            </Suspense>
          </BrowserRouter>
          <AppToaster />
        </QueryClientProvider>
      </PaidThemeProvider>
    </StrictMode>,
  );
}
