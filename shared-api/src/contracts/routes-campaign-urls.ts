import type { RouteArea } from './route';

// The campaignUrls area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const campaignUrlsRoutes = {
  list: { method: 'GET', path: '/api/campaign-urls' },
  create: { method: 'POST', path: '/api/campaign-urls' },
  defaultSlug: { method: 'GET', path: '/api/campaign-urls/default-slug' },
  candidates: { method: 'GET', path: '/api/campaign-urls/candidates' },
} as const satisfies RouteArea;
