// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's campaignUrls routes (see browser-contract.ts).
export const campaignUrls = {
  list: { method: 'GET', path: '/api/campaign-urls' },
  create: { method: 'POST', path: '/api/campaign-urls' },
  defaultSlug: { method: 'GET', path: '/api/campaign-urls/default-slug' },
  candidates: { method: 'GET', path: '/api/campaign-urls/candidates' },
} as unknown as Contract['campaignUrls'];
