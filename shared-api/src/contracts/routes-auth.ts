import type { RouteArea } from './route';

// The auth area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const authRoutes = {
  user: { method: 'GET', path: '/api/auth/user' },
  signUp: { method: 'POST', path: '/api/auth/signup' },
  logIn: { method: 'POST', path: '/api/auth/login' },
  logOut: { method: 'POST', path: '/api/auth/logout' },
  requestSignInLink: { method: 'POST', path: '/api/auth/sign-in-link' },
  signInWithLink: { method: 'POST', path: '/api/auth/sign-in-link/confirm' },
} as const satisfies RouteArea;
