// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's candidates routes (see browser-contract.ts).
export const candidates = {
  byGeography: { method: 'GET', path: '/api/candidates/:code' },
  registerStandalone: { method: 'POST', path: '/api/candidates' },
  check: { method: 'GET', path: '/api/candidate/check' },
  profile: { method: 'GET', path: '/api/candidate/profile' },
  register: { method: 'POST', path: '/api/candidate/register' },
  updateProfile: { method: 'PUT', path: '/api/candidate/profile' },
  updatePlatform: { method: 'PUT', path: '/api/candidate/platform' },
  removeProfile: { method: 'DELETE', path: '/api/candidate/profile' },
  detail: { method: 'GET', path: '/api/candidate/:candidateId' },
  updatePhoto: { method: 'PUT', path: '/api/candidate/:candidateId/photo' },
} as unknown as Contract['candidates'];
