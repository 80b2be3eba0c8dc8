// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's expressLinks routes (see browser-contract.ts).
export const expressLinks = {
  create: { method: 'POST', path: '/api/candidate/:candidateId/express-links' },
  list: { method: 'GET', path: '/api/candidate/:candidateId/express-links' },
  switchOff: {
    method: 'POST',
    path: '/api/candidate/:candidateId/express-links/:linkId/switch-off',
  },
  open: { method: 'GET', path: '/api/express-links/:token' },
  give: { method: 'POST', path: '/api/express-links/:token/give' },
} as unknown as Contract['expressLinks'];
