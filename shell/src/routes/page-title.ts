import { matchPath } from 'react-router-dom';
import { isStateCode, stateName } from 'shared-api';
import { documentTitle } from 'shared-ui';
import { REMOTE_ROUTES } from './route-table';

// Each page's document title: what a tab, a bookmark and a screen reader announce.
// Remote routes carry theirs in shared-config/site-map.js; the shell's own pages are here. A
// screen may name its page better once its data is in (shared-ui's useDocumentTitle).

/** The intro's title, and the one index.html starts with (the webpack factory writes it). */
export const SITE_TITLE = 'PAID - Competitive Democracy Platform';
export const NOT_FOUND_TITLE = documentTitle('Page not found');

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
    if (state === undefined) return documentTitle(route.title);
    // A code that is no state is a page of nothing ("Unknown State state race" names none).
    if (!isStateCode(state.toUpperCase())) return NOT_FOUND_TITLE;
    return documentTitle(route.title.replace(':state', stateName(state)));
  }
  return NOT_FOUND_TITLE;
}
