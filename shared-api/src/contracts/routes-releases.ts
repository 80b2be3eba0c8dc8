import type { RouteArea } from './route';

// The releases area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const releasesRoutes = {
  live: { method: 'GET', path: '/api/releases' },
  list: { method: 'GET', path: '/api/admin/releases' },
  publish: { method: 'POST', path: '/api/admin/releases' },
  rollback: { method: 'POST', path: '/api/admin/releases/:remote/rollback' },
  canary: { method: 'POST', path: '/api/admin/releases/:remote/canary' },
  promote: { method: 'POST', path: '/api/admin/releases/:remote/promote' },
  dropCanary: { method: 'POST', path: '/api/admin/releases/:remote/drop-canary' },
  clientError: { method: 'POST', path: '/api/client-errors' },
} as const satisfies RouteArea;
