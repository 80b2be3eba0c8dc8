// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's donations routes (see browser-contract.ts).
export const donations = {
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
  completeDonorDetails: { method: 'POST', path: '/api/donations/donor-details' },
  previewPlanRenewal: { method: 'POST', path: '/api/donations/plan-renewal' },
  confirmPlanRenewal: { method: 'POST', path: '/api/donations/plan-renewal/confirm' },
  monthlyOffer: { method: 'GET', path: '/api/donations/:donationId/monthly-offer' },
  acceptMonthlyOffer: { method: 'POST', path: '/api/donations/:donationId/monthly-offer/accept' },
  declineMonthlyOffer: { method: 'POST', path: '/api/donations/:donationId/monthly-offer/decline' },
} as unknown as Contract['donations'];
