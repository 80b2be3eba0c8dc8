import type { RouteArea } from './route';

// The media area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const mediaRoutes = {
  status: { method: 'GET', path: '/api/media/status' },
  publish: { method: 'POST', path: '/api/media/publish' },
  clickIn: { method: 'POST', path: '/api/media/click-ins' },
  watch: { method: 'POST', path: '/api/media/watch' },
  publishers: { method: 'GET', path: '/api/media/publishers' },
  answer: { method: 'POST', path: '/api/media/sessions/:sessionId/answer' },
  close: { method: 'DELETE', path: '/api/media/sessions/:sessionId' },
} as const satisfies RouteArea;
