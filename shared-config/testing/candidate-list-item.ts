// Test-only: a candidate as the list routes answer it (by place, on the tournament stage, in a
// bracket), every field of the contract filled.
import type { CandidateListItem } from 'shared-api';

export function candidateListItem(
  id: number,
  overrides: Partial<CandidateListItem> = {},
): CandidateListItem {
  return {
    id,
    name: `Candidate ${id}`,
    position: 'governor',
    stars: 0,
    totalDonations: 0,
    bio: null,
    avatar: null,
    party: null,
    isActivated: true,
    ...overrides,
  };
}
