import type { RouteArea } from './route';

// The tournament area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const tournamentRoutes = {
  brackets: { method: 'GET', path: '/api/tournament/:level/:code/brackets' },
  create: { method: 'POST', path: '/api/tournament' },
} as const satisfies RouteArea;
