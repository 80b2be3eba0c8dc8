// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's chat routes (see browser-contract.ts).
export const chat = {
  messages: { method: 'GET', path: '/api/chat/:channelId' },
  send: { method: 'POST', path: '/api/chat' },
} as unknown as Contract['chat'];
