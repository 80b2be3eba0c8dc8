import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { RemoteScreen } from '../federation/remote-screen';
import { removeFirstPaint } from '../first-paint';
import { AppLayout } from '../layout/app-layout';
import { TransitionOverlay } from '../layout/transition-overlay';
import { REMOTE_ROUTES } from './route-table';
import { usePageTitle } from './use-page-title';

// The shell's own pages load when someone opens them, not with every page: the sign-in page
// (and its form library), the intro (and its video), how-it-works and the not-found page
// were 2 KB on the wire of every page's start-up script.
const LoginScreen = lazy(() =>
  import('../screens/login-screen').then((module) => ({ default: module.LoginScreen })),
);
const SignInLinkScreen = lazy(() =>
  import('../screens/sign-in-link-screen').then((module) => ({
    default: module.SignInLinkScreen,
  })),
);
const IntroScreen = lazy(() =>
  import('../screens/intro-screen').then((module) => ({ default: module.IntroScreen })),
);
const LearnMoreScreen = lazy(() =>
  import('../screens/learn-more-screen').then((module) => ({ default: module.LearnMoreScreen })),
);
const NotFoundScreen = lazy(() =>
  import('../screens/not-found-screen').then((module) => ({ default: module.NotFoundScreen })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading page" />}>{children}</Suspense>;
}

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
      {
        path: '/',
        element: (
          <Lazy>
            <IntroScreen />
          </Lazy>
        ),
      },
      {
        element: <AppLayout />,
        children: [
          {
            path: '/learn-more',
            element: (
              <Lazy>
                <LearnMoreScreen />
              </Lazy>
            ),
          },
          {
            path: '/login',
            element: (
              <Lazy>
                <LoginScreen />
              </Lazy>
            ),
          },
          {
            // SIGN_IN_LINK_PAGE_PATH: a mailed one-time sign-in link.
            path: '/login/link',
            element: (
              <Lazy>
                <SignInLinkScreen />
              </Lazy>
            ),
          },
          ...REMOTE_ROUTES.map(({ path, remote, screen, label }) => ({
            path,
            element: <RemoteScreen id={`${remote}/${screen}`} label={label} />,
          })),
          {
            path: '*',
            element: (
              <Lazy>
                <NotFoundScreen />
              </Lazy>
            ),
          },
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
