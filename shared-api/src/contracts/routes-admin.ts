import type { RouteArea } from './route';

// The admin area of the route table (routes.ts): one file per area, see browser-contract.ts.
export const adminRoutes = {
  activateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/activate' },
  deactivateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/deactivate' },
  makeAdmin: { method: 'POST', path: '/api/admin/users/make-admin' },
  cancelTournament: { method: 'POST', path: '/api/admin/tournaments/:tournamentId/cancel' },
  refundDonation: { method: 'POST', path: '/api/admin/donations/:donationId/refund' },
} as const satisfies RouteArea;
