// Test-only: a candidate as GET /api/candidate/{id} answers it.
import type { CandidateDetail } from 'shared-api';
import { loggedInUser } from 'shared-config/testing';
import { CANDIDATE_ELECTIONS, NEXT_ELECTION } from './election-fixtures';

/** Casey, candidate 7, owned by account 3 (not the default logged-in test user, id 1). */
export function candidateFixture(overrides: Partial<CandidateDetail> = {}): CandidateDetail {
  return {
    id: 7,
    userId: 3,
    name: 'Casey Morales',
    position: 'governor',
    geographicCode: 'CA',
    stars: 3,
    totalDonations: 12_400,
    isActivated: true,
    profilePhotoUrl: '/files/uploads/casey.png',
    bio: 'Teacher for twenty years.',
    experience: 'School board, 2018-2024.',
    email: 'casey@paid.test',
    phone: '555-010-2000',
    platform: 'Smaller classes.',
    firstName: 'Casey',
    lastName: 'Morales',
    nextElection: NEXT_ELECTION,
    elections: CANDIDATE_ELECTIONS,
    ...overrides,
  };
}

/** The same candidate owned by the default logged-in test user. */
export function ownCandidateFixture(overrides: Partial<CandidateDetail> = {}): CandidateDetail {
  return candidateFixture({ userId: loggedInUser.id, ...overrides });
}
