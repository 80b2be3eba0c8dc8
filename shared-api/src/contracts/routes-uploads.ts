import type { RouteArea } from './route';

// The uploads area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const uploadsRoutes = {
  create: { method: 'POST', path: '/api/objects/upload' },
  put: { method: 'PUT', path: '/api/objects/upload/:token' },
} as const satisfies RouteArea;
