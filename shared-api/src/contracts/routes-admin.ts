// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
import type { Contract } from './contract';

// Methods and paths of the contract's admin routes (see browser-contract.ts).
export const admin = {
  activateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/activate' },
  deactivateCandidate: { method: 'POST', path: '/api/admin/candidates/:candidateId/deactivate' },
  makeAdmin: { method: 'POST', path: '/api/admin/users/make-admin' },
  cancelTournament: { method: 'POST', path: '/api/admin/tournaments/:tournamentId/cancel' },
  refundDonation: { method: 'POST', path: '/api/admin/donations/:donationId/refund' },
  listElections: { method: 'GET', path: '/api/admin/elections' },
  addCycle: { method: 'POST', path: '/api/admin/election-cycles' },
  editCycle: { method: 'PATCH', path: '/api/admin/election-cycles/:cycleId' },
  addElection: { method: 'POST', path: '/api/admin/elections' },
  editElection: { method: 'PATCH', path: '/api/admin/elections/:electionId' },
  listExcessGifts: { method: 'GET', path: '/api/admin/excess-gifts' },
  resolveExcessGiftAsSupport: { method: 'POST', path: '/api/admin/excess-gifts/:excessId/resolve' },
  linkDonors: { method: 'POST', path: '/api/admin/donor-links' },
} as unknown as Contract['admin'];
