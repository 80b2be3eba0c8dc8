import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-title';

/**
 * Puts the current route's title on the document when the path changes. A layout effect: a
 * screen that names its page from its data (useDocumentTitle, a passive effect) sets its
 * title after this one, even when both run for the same render.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
