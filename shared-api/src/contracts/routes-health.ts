import type { RouteArea } from './route';

// The health area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const healthRoutes = {
  status: { method: 'GET', path: '/api/health' },
} as const satisfies RouteArea;
