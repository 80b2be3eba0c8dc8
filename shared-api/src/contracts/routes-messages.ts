import type { RouteArea } from './route';

// The messages area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const messagesRoutes = {
  forCandidate: { method: 'GET', path: '/api/messages/candidate/:candidateId' },
  send: { method: 'POST', path: '/api/messages/send' },
  markRead: { method: 'PATCH', path: '/api/messages/:messageId/read' },
} as const satisfies RouteArea;
