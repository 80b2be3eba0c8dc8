// What the site uses of React Router, and nothing else. Module Federation cannot tree-shake a
// shared package (any remote might use any export), so sharing 'react-router' itself ships
// all of it (~60 KB gzip). Production builds alias 'react-router' and 'react-router-dom' to
// this file, which is then the shared module: the bundler keeps only these exports of the
// production build (~16 KB gzip). An import of anything else fails the build (the factory
// sets exportsPresence: 'error'): add the name here. Types are unaffected (they come from the
// real package). The shell uses declarative routing (BrowserRouter + useRoutes) because the
// data router (createBrowserRouter) alone would double the size. It saves 40 KB of brotli on
// every page (docs/module-federation.md); shared-config/react-router-subset.test.js fails when
// a React Router release moves the production files or drops a name used here.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
  generatePath,
  matchPath,
} from 'react-router-production-build';
