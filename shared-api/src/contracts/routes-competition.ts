import type { RouteArea } from './route';

// The competition area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const competitionRoutes = {
  allStates: { method: 'GET', path: '/api/competition/all-states' },
} as const satisfies RouteArea;
