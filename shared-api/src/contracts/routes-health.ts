// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's health routes (see browser-contract.ts).
export const health = {
  status: { method: 'GET', path: '/api/health' },
} as unknown as Contract['health'];
