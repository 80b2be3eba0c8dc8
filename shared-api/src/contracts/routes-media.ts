// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's media routes (see browser-contract.ts).
export const media = {
  status: { method: 'GET', path: '/api/media/status' },
  publish: { method: 'POST', path: '/api/media/publish' },
  clickIn: { method: 'POST', path: '/api/media/click-ins' },
  watch: { method: 'POST', path: '/api/media/watch' },
  publishers: { method: 'GET', path: '/api/media/publishers' },
  hls: { method: 'GET', path: '/api/media/hls' },
  answer: { method: 'POST', path: '/api/media/sessions/:sessionId/answer' },
  close: { method: 'DELETE', path: '/api/media/sessions/:sessionId' },
} as unknown as Contract['media'];
