// What the site uses of React Router (shared-subsets.js), from its production build: sharing
// 'react-router' itself ships all of it (~60 KB gzip), the development build besides, which is
// what its exports give bundlers. The shell uses declarative routing (BrowserRouter +
// useRoutes) because the data router (createBrowserRouter) alone would double the size. Types
// are unaffected (they come from the real package). Add a name here before importing it
// (shared-subsets.test.js).
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  matchPath,
} from 'paid-full-package/react-router';
