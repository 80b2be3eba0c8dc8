import type { RouteArea } from './route';

// The chat area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const chatRoutes = {
  messages: { method: 'GET', path: '/api/chat/:channelId' },
  send: { method: 'POST', path: '/api/chat' },
} as const satisfies RouteArea;
