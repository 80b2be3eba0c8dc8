// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's experiments routes (see browser-contract.ts).
export const experiments = {
  list: { method: 'GET', path: '/api/candidate/:candidateId/experiments' },
  create: { method: 'POST', path: '/api/candidate/:candidateId/experiments' },
  stop: { method: 'POST', path: '/api/candidate/:candidateId/experiments/:experimentId/stop' },
  assigned: { method: 'GET', path: '/api/candidate/:candidateId/donate-variant' },
} as unknown as Contract['experiments'];
