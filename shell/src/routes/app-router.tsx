import { lazy, Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { loadContractSentences, Spinner } from 'shared-ui';
import { RemoteScreen } from '../federation/remote-screen';
import { removeFirstPaint } from '../first-paint';
import { AppLayout } from '../layout/app-layout';
import { TransitionOverlay } from '../layout/transition-overlay';
import { t } from '../messages';
import { routeAreaKey } from './page-title';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table';
import { usePageTitle } from './use-page-title';

// The shell's own pages load when someone opens them, not with every page: the sign-in page
// (and its form library), the intro (and its video), how-it-works and the not-found page
// were 2 KB on the wire of every page's start-up script. Their words come with them (the
// 'shell/screens' part of the catalogue, screens/messages.ts), and a page renders once they
// are in: its English is in the page's own chunk, so that is one turn, not a round trip.
// The sign-in pages' forms show the contract's sentences too (shared-ui's contract-sentences).
function shellPage<Module extends { screenMessages: { ready: () => Promise<void> } }>(
  load: () => Promise<Module>,
  screen: (module: Module) => ComponentType,
  { contractSentences = false } = {},
) {
  return lazy(async () => {
    const module = await load();
    await Promise.all([
      module.screenMessages.ready(),
      contractSentences ? loadContractSentences() : undefined,
    ]);
    return { default: screen(module) };
  });
}

const LoginScreen = shellPage(
  () => import('../screens/login-screen'),
  (module) => module.LoginScreen,
  { contractSentences: true },
);
const SignInLinkScreen = shellPage(
  () => import('../screens/sign-in-link-screen'),
  (module) => module.SignInLinkScreen,
  { contractSentences: true },
);
const IntroScreen = shellPage(
  () => import('../screens/intro-screen'),
  (module) => module.IntroScreen,
);
const LearnMoreScreen = shellPage(
  () => import('../screens/learn-more-screen'),
  (module) => module.LearnMoreScreen,
);
const NotFoundScreen = shellPage(
  () => import('../screens/not-found-screen'),
  (module) => module.NotFoundScreen,
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label={t('shellRoute.loadingPage')} />}>{children}</Suspense>;
}

/** A remote's page, its area named in the page's language (the site map's `label` in English). */
function RemoteRouteScreen({ route }: { route: RemoteRoute }) {
  return (
    <RemoteScreen id={`${route.remote}/${route.screen}`} label={t(routeAreaKey(route.path))} />
  );
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
          ...REMOTE_ROUTES.map((route) => ({
            path: route.path,
            element: <RemoteRouteScreen route={route} />,
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
