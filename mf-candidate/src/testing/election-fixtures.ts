// Test-only: a candidate's elections as the server answers them (the allowance, the candidate
// detail, receipts): a primary whose day is provisional, then the general, both of a cycle
// whose limit is published.
import type {
  CandidateElection,
  DonationAllowance,
  ElectionAllowance,
  NextElection,
} from 'shared-api';

export const PRIMARY: ElectionAllowance = {
  id: 21,
  kind: 'primary',
  date: '2028-03-07',
  code: 'P2028',
  cycle: '2027-2028',
  limit: 3_500,
  given: 0,
  remaining: 3_500,
  provisional: true,
  dateProvisional: true,
  limitProvisional: false,
};

export const GENERAL: ElectionAllowance = {
  id: 22,
  kind: 'general',
  date: '2028-11-07',
  code: 'G2028',
  cycle: '2027-2028',
  limit: 3_500,
  given: 0,
  remaining: 3_500,
  provisional: false,
  dateProvisional: false,
  limitProvisional: false,
};

/** An election as the public candidate detail lists it: no donor's figures. */
export function publicElection({
  given: _given,
  remaining: _remaining,
  ...election
}: ElectionAllowance): CandidateElection {
  return election;
}

/** The candidate detail's elections ahead: the primary, then the general. */
export const CANDIDATE_ELECTIONS: CandidateElection[] = [PRIMARY, GENERAL].map(publicElection);

/** The candidate detail's next election: the primary. */
export const NEXT_ELECTION: NextElection = {
  id: PRIMARY.id,
  kind: PRIMARY.kind,
  date: PRIMARY.date,
  code: PRIMARY.code,
  provisional: PRIMARY.provisional,
  dateProvisional: PRIMARY.dateProvisional,
  limitProvisional: PRIMARY.limitProvisional,
};

/** GET /api/donations/allowance: both elections (with `elections` patched in), next first. */
export function allowanceFixture(
  elections: ElectionAllowance[] = [PRIMARY, GENERAL],
  itemisationRequired = false,
): DonationAllowance {
  const [next] = elections;
  return {
    elections,
    nextElectionId: next?.id ?? null,
    itemisationRequired,
    // The deprecated flat figures the server still answers (the contract says why).
    given: next?.given ?? 0,
    remaining: next?.remaining ?? 0,
    limit: next?.limit ?? 0,
  };
}
