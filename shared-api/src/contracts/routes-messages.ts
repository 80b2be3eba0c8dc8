// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's messages routes (see browser-contract.ts).
export const messages = {
  forCandidate: { method: 'GET', path: '/api/messages/candidate/:candidateId' },
  send: { method: 'POST', path: '/api/messages/send' },
  markRead: { method: 'PATCH', path: '/api/messages/:messageId/read' },
} as unknown as Contract['messages'];
