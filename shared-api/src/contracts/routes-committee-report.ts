// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's committeeReport routes (see browser-contract.ts).
export const committeeReport = {
  summary: { method: 'GET', path: '/api/candidate/:candidateId/committee-report' },
  contributionsCsv: {
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/contributions.csv',
  },
  summaryCsv: { method: 'GET', path: '/api/candidate/:candidateId/committee-report/summary.csv' },
  scheduleAFec: {
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/schedule-a.fec',
  },
  fortyEightHourNoticesFec: {
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/48-hour-notices.fec',
  },
  excessGifts: { method: 'GET', path: '/api/candidate/:candidateId/excess-gifts' },
  resolveExcessGift: {
    method: 'POST',
    path: '/api/candidate/:candidateId/excess-gifts/:excessId/resolve',
  },
  refcodeReport: { method: 'GET', path: '/api/candidate/:candidateId/refcodes' },
  campaignDashboard: { method: 'GET', path: '/api/candidate/:candidateId/dashboard' },
} as unknown as Contract['committeeReport'];
