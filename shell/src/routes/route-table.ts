import remoteRoutes from 'shared-config/remote-routes';

export type RemoteRoute = remoteRoutes.RemoteRoute;

/**
 * Every page route a remote owns (docs/routes-and-screens.md), mapped to its exposed screen
 * (shared-config/remote-routes.js, which the server also reads for preload hints). The
 * shell's own screens (intro, learn-more, not-found) are in app-router.tsx.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = remoteRoutes;

/** The remote that owns a pathname, so hovering a link can preload it. */
export function remoteForPath(pathname: string): RemoteRoute['remote'] | null {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  const match = REMOTE_ROUTES.find(
    (route) => route.path === first || route.path.startsWith(`${first}/`),
  );
  return match?.remote ?? null;
}
