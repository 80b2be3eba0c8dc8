// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's competition routes (see browser-contract.ts).
export const competition = {
  allStates: { method: 'GET', path: '/api/competition/all-states' },
} as unknown as Contract['competition'];
