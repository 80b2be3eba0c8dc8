// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's replays routes (see browser-contract.ts).
export const replays = {
  candidateList: { method: 'GET', path: '/api/replays/candidate/:candidateId' },
  stateList: { method: 'GET', path: '/api/replays/state/:stateCode' },
  detail: { method: 'GET', path: '/api/replays/:replayId' },
  delete: { method: 'DELETE', path: '/api/candidate/:candidateId/replays/:replayId' },
  hide: { method: 'POST', path: '/api/admin/replays/:replayId/hide' },
  unhide: { method: 'POST', path: '/api/admin/replays/:replayId/unhide' },
} as unknown as Contract['replays'];
