// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's uploads routes (see browser-contract.ts).
export const uploads = {
  create: { method: 'POST', path: '/api/objects/upload' },
  put: { method: 'PUT', path: '/api/objects/upload/:token' },
} as unknown as Contract['uploads'];
