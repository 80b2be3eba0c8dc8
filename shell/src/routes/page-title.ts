import { matchPath } from 'react-router-dom';
import { isStateCode, stateName } from 'shared-api';
import { documentTitle } from 'shared-ui';
import { t } from '../messages';
import { REMOTE_ROUTES } from './route-table';

// Each page's document title: what a tab, a bookmark and a screen reader announce.
// Remote routes carry their English title in shared-config/site-map.js; the words a page shows
// are the shell's catalogue's, one key per route ('title./home', docs/languages.md), whose
// English is the site map's (page-title.test.ts). A screen may name its page better once its
// data is in (shared-ui's useDocumentTitle).

/** The intro's title, and the one index.html starts with (the webpack factory writes it). */
export const SITE_TITLE = 'PAID - Competitive Democracy Platform';
export const NOT_FOUND_TITLE = documentTitle('Page not found');

type MessageKey = Parameters<typeof t>[0];

/** The catalogue key of a route's page title: '/PaidState/:state' -> 'title./PaidState/:state'. */
export const routeTitleKey = (path: string) => `title.${path}` as MessageKey;
/** The catalogue key of the name of a remote route's area, in its loading and error states. */
export const routeAreaKey = (path: string) => `area.${path}` as MessageKey;

/** The shell's own pages with a title; the intro (`/`) and not-found have theirs apart. */
export const SHELL_TITLED_PATHS: readonly string[] = ['/learn-more', '/login', '/login/link'];

/** The title of the page at `pathname`, in the page's language. */
export function pageTitle(pathname: string): string {
  if (pathname === '/') return t(routeTitleKey('/'));
  const notFound = () => documentTitle(t('title.notFound'));
  for (const path of [...SHELL_TITLED_PATHS, ...REMOTE_ROUTES.map((route) => route.path)]) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const state = match.params.state;
    if (state === undefined) return documentTitle(t(routeTitleKey(path)));
    // A code that is no state is a page of nothing ("Unknown State state race" names none).
    if (!isStateCode(state.toUpperCase())) return notFound();
    return documentTitle(t(routeTitleKey(path), { state: stateName(state) }));
  }
  return notFound();
}
