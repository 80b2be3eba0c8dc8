// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's charts routes (see browser-contract.ts).
export const charts = {
  candidate: { method: 'GET', path: '/api/charts/candidates/:candidateId' },
  stream: { method: 'GET', path: '/api/charts/candidates/:candidateId/live-stream' },
  state: { method: 'GET', path: '/api/charts/states/:state' },
  round: { method: 'GET', path: '/api/charts/rounds/:level/:code' },
} as unknown as Contract['charts'];
