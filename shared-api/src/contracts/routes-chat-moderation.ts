import type { RouteArea } from './route';

// The chatModeration area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const chatModerationRoutes = {
  settings: { method: 'GET', path: '/api/chat/:channelId/settings' },
  held: { method: 'GET', path: '/api/chat/:channelId/held' },
  approve: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/approve' },
  reject: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/reject' },
  remove: { method: 'DELETE', path: '/api/chat/:channelId/messages/:messageId' },
  restrict: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/restrict' },
  slowMode: { method: 'PUT', path: '/api/chat/:channelId/slow-mode' },
  restrictions: { method: 'GET', path: '/api/admin/chat-restrictions' },
  lift: { method: 'POST', path: '/api/admin/chat-restrictions/:restrictionId/lift' },
} as const satisfies RouteArea;
