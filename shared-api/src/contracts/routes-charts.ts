import type { RouteArea } from './route';

// The charts area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const chartsRoutes = {
  candidate: { method: 'GET', path: '/api/charts/candidates/:candidateId' },
  stream: { method: 'GET', path: '/api/charts/candidates/:candidateId/live-stream' },
  state: { method: 'GET', path: '/api/charts/states/:state' },
  round: { method: 'GET', path: '/api/charts/rounds/:level/:code' },
} as const satisfies RouteArea;
