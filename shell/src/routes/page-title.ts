import { matchPath } from 'react-router-dom';
import { stateName } from 'shared-api';
import { REMOTE_ROUTES } from './route-table';

// Each page's document title: what a tab, a bookmark and a screen reader announce.
// Remote routes carry theirs in shared-config/site-map.js; the shell's own pages are here.

/** The intro's title, and the one index.html starts with (the webpack factory writes it). */
export const SITE_TITLE = 'PAID - Competitive Democracy Platform';
export const NOT_FOUND_TITLE = 'Page not found | PAID';

const SHELL_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/learn-more', title: 'How PAID works' },
  { path: '/login', title: 'Log in' },
  { path: '/login/link', title: 'Sign in with a link' },
];

/** The title of the page at `pathname`. */
export function pageTitle(pathname: string): string {
  if (pathname === '/') return SITE_TITLE;
  for (const route of [...SHELL_ROUTES, ...REMOTE_ROUTES]) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    const state = match.params.state;
    const title = state
      ? route.title.replace(':state', stateName(state.toUpperCase()))
      : route.title;
    return `${title} | PAID`;
  }
  return NOT_FOUND_TITLE;
}
