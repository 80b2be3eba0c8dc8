import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { RemoteScreen } from '../federation/remote-screen';
import { removeFirstPaint } from '../first-paint';
import { AppLayout } from '../layout/app-layout';
import { TransitionOverlay } from '../layout/transition-overlay';
import { IntroScreen } from '../screens/intro-screen';
import { LearnMoreScreen } from '../screens/learn-more-screen';
import { NotFoundScreen } from '../screens/not-found-screen';
import { REMOTE_ROUTES } from './route-table';
import { usePageTitle } from './use-page-title';

// The sign-in page (and its form library) loads only when someone goes to log in.
const LoginScreen = lazy(() =>
  import('../screens/login-screen').then((module) => ({ default: module.LoginScreen })),
);

// The overlay sits above every route (the intro included) so each change shows it.
function RootLayout() {
  usePageTitle();
  // The server's first paint belongs to the page it was written for: gone once the visitor
  // moves on before that page's screen arrived.
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPathname.current) removeFirstPaint();
  }, [pathname]);
  return (
    <>
      <Outlet />
      <TransitionOverlay />
    </>
  );
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <IntroScreen /> },
      {
        element: <AppLayout />,
        children: [
          { path: '/learn-more', element: <LearnMoreScreen /> },
          {
            path: '/login',
            element: (
              <Suspense fallback={<Spinner label="Loading sign-in" />}>
                <LoginScreen />
              </Suspense>
            ),
          },
          ...REMOTE_ROUTES.map(({ path, remote, screen, label }) => ({
            path,
            element: <RemoteScreen id={`${remote}/${screen}`} label={label} />,
          })),
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/**
 * The route tree, rendered inside the shell's BrowserRouter. Declarative routing, not the data
 * router: nothing here uses loaders or actions, and the data router would add ~18 KB gzip to
 * every page (see shared-config/webpack/react-router-subset.mjs).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
