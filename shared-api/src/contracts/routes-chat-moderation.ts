// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's chatModeration routes (see browser-contract.ts).
export const chatModeration = {
  settings: { method: 'GET', path: '/api/chat/:channelId/settings' },
  held: { method: 'GET', path: '/api/chat/:channelId/held' },
  approve: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/approve' },
  reject: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/reject' },
  remove: { method: 'DELETE', path: '/api/chat/:channelId/messages/:messageId' },
  restrict: { method: 'POST', path: '/api/chat/:channelId/messages/:messageId/restrict' },
  slowMode: { method: 'PUT', path: '/api/chat/:channelId/slow-mode' },
  restrictions: { method: 'GET', path: '/api/admin/chat-restrictions' },
  lift: { method: 'POST', path: '/api/admin/chat-restrictions/:restrictionId/lift' },
} as unknown as Contract['chatModeration'];
