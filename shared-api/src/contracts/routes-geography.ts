// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's geography routes (see browser-contract.ts).
export const geography = {
  counties: { method: 'GET', path: '/api/counties/:state' },
  cities: { method: 'GET', path: '/api/cities/:state/:countyFips' },
} as unknown as Contract['geography'];
