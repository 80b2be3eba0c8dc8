// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's releases routes (see browser-contract.ts).
export const releases = {
  live: { method: 'GET', path: '/api/releases' },
  list: { method: 'GET', path: '/api/admin/releases' },
  publish: { method: 'POST', path: '/api/admin/releases' },
  rollback: { method: 'POST', path: '/api/admin/releases/:remote/rollback' },
  canary: { method: 'POST', path: '/api/admin/releases/:remote/canary' },
  promote: { method: 'POST', path: '/api/admin/releases/:remote/promote' },
  dropCanary: { method: 'POST', path: '/api/admin/releases/:remote/drop-canary' },
  clientError: { method: 'POST', path: '/api/client-errors' },
} as unknown as Contract['releases'];
