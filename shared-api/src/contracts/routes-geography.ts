import type { RouteArea } from './route';

// The geography area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const geographyRoutes = {
  counties: { method: 'GET', path: '/api/counties/:state' },
  cities: { method: 'GET', path: '/api/cities/:state/:countyFips' },
} as const satisfies RouteArea;
