import { matchPath } from 'react-router-dom';
import siteMap from 'shared-config/site-map';

export type RemoteRoute = (typeof siteMap.REMOTE_ROUTES)[number];

/**
 * Every page route a remote owns (docs/routes-and-screens.md), mapped to its exposed screen
 * (shared-config/site-map.js, which also gives each remote its exposes and the server its
 * preload hints). The shell's own screens (intro, learn-more, not-found) are in app-router.tsx.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = siteMap.REMOTE_ROUTES;

/** The remote that owns a pathname, so hovering a link can preload it. */
export function remoteForPath(pathname: string): RemoteRoute['remote'] | null {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  const match = REMOTE_ROUTES.find(
    (route) => route.path === first || route.path.startsWith(`${first}/`),
  );
  return match?.remote ?? null;
}

/** How many parameters a route path has: the router ranks a static segment above one. */
const parameterCount = (route: RemoteRoute) =>
  route.path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * The federation id of the remote screen a pathname opens (`mf_shorts/shorts-screen`), or
 * null, so start-up can ask for it before the first render reaches it.
 */
export function remoteScreenForPath(pathname: string): string | null {
  const matches = REMOTE_ROUTES.filter((route) => matchPath({ path: route.path }, pathname));
  if (matches.length === 0) return null;
  const best = matches.reduce((a, b) => (parameterCount(b) < parameterCount(a) ? b : a));
  return `${best.remote}/${best.screen}`;
}
