import type { RouteArea } from './route';

// The committeeReport area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const committeeReportRoutes = {
  summary: { method: 'GET', path: '/api/candidate/:candidateId/committee-report' },
  contributionsCsv: {
    method: 'GET',
    path: '/api/candidate/:candidateId/committee-report/contributions.csv',
  },
  summaryCsv: { method: 'GET', path: '/api/candidate/:candidateId/committee-report/summary.csv' },
} as const satisfies RouteArea;
