import type { RouteArea } from './route';

// The candidates area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const candidatesRoutes = {
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
} as const satisfies RouteArea;
