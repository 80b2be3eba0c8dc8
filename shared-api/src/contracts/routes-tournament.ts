// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's tournament routes (see browser-contract.ts).
export const tournament = {
  brackets: { method: 'GET', path: '/api/tournament/:level/:code/brackets' },
  place: { method: 'GET', path: '/api/tournament/:level/:code' },
  create: { method: 'POST', path: '/api/tournament' },
} as unknown as Contract['tournament'];
