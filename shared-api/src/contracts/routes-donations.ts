import type { RouteArea } from './route';

// The donations area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const donationsRoutes = {
  recent: { method: 'GET', path: '/api/donations/recent' },
  create: { method: 'POST', path: '/api/donations' },
  allowance: { method: 'GET', path: '/api/donations/allowance' },
  paymentMode: { method: 'GET', path: '/api/donations/payment-mode' },
  mine: { method: 'GET', path: '/api/donations/mine' },
  receipt: { method: 'GET', path: '/api/donations/:donationId/receipt' },
  oneTap: { method: 'POST', path: '/api/donations/one-tap' },
  savedCard: { method: 'GET', path: '/api/donations/saved-card' },
  removeSavedCard: { method: 'DELETE', path: '/api/donations/saved-card' },
  recurringPlans: { method: 'GET', path: '/api/donations/recurring' },
  cancelRecurring: { method: 'POST', path: '/api/donations/recurring/:planId/cancel' },
} as const satisfies RouteArea;
