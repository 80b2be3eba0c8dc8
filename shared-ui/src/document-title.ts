import { useEffect } from 'react';

// The document title: what a tab, a bookmark and a screen reader announce. The shell names
// each route from its path (shell/src/routes/page-title.ts); a screen whose data says what
// the page is (a person's name) names it better once that data is in, with this hook.

/** A page's document title: its own words, then the site's name. */
export function documentTitle(title: string): string {
  return `${title} | PAID`;
}

/**
 * Names the page `title` (nothing while it is not known yet: the route's title stays). The
 * shell sets the route's title in a layout effect, so a screen's title, set in a passive
 * effect of the same render, comes after it and stays.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
