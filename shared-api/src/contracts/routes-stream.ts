// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's stream routes (see browser-contract.ts).
export const stream = {
  stateChannel: { method: 'GET', path: '/api/stream/channel/state/:stateCode' },
  stats: { method: 'GET', path: '/api/stream/stats' },
  start: { method: 'POST', path: '/api/stream/start' },
  end: { method: 'POST', path: '/api/stream/end' },
  watch: { method: 'POST', path: '/api/stream/:candidateId/watch' },
  candidate: { method: 'GET', path: '/api/stream/candidate/:candidateId' },
  donations: { method: 'GET', path: '/api/stream/candidate/:candidateId/donations' },
} as unknown as Contract['stream'];
