import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-title';

/** Keeps document.title on the current route's title. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
