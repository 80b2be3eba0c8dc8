import type { RouteArea } from './route';

// The stream area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const streamRoutes = {
  stateChannel: { method: 'GET', path: '/api/stream/channel/state/:stateCode' },
  stats: { method: 'GET', path: '/api/stream/stats' },
  start: { method: 'POST', path: '/api/stream/start' },
  end: { method: 'POST', path: '/api/stream/end' },
  watch: { method: 'POST', path: '/api/stream/:candidateId/watch' },
  candidate: { method: 'GET', path: '/api/stream/candidate/:candidateId' },
  donations: { method: 'GET', path: '/api/stream/candidate/:candidateId/donations' },
} as const satisfies RouteArea;
