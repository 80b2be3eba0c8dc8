import type { DbTx } from '../db/db';
import type { GeographicLevel } from '../geo/state-fips';

// Keeps state_totals and platform_totals in step with the candidates they count, inside the
// caller's transaction (the same rules as paid_recompute_totals); the SQL function
// paid_count_candidate writes them (docs/money-sql.md). A candidate counts
// while it is verified (candidates/eligibility.ts: active, not removed, AND activated by
// support; tiles and Active States count only candidates who may receive money):
// - state_totals.state_candidates counts the state's counted STATE-level candidates (the
//   tile's n/8, docs/tournament-rules.md); county and city candidates do not count there;
// - state_totals.active_candidates counts its counted candidates of every level (whether the
//   state is one of the summary's activeStates);
// - state_totals.total_raised_cents sums the totals of every candidate placed in the state,
//   whatever the level or status, so a candidate moving state takes its money along;
// - platform_totals.total_candidates counts every counted candidate.
// A removed or deactivated candidate stops counting as a candidate; money it raised still
// counts.

export interface CountedCandidate {
  level: GeographicLevel;
  stateCode: string;
  totalDonationsCents: number;
  /** Verified (eligibility.ts, read with standingColumnsSql): only then does it count. */
  isVerified: boolean;
}

/** The candidate-count deltas of one candidate starting (1) or stopping (-1) to count. */
function candidateCounts(
  candidate: Pick<CountedCandidate, 'level' | 'isVerified'>,
  sign: 1 | -1,
): Pick<StateTotalsChange, 'stateCandidates' | 'activeCandidates'> {
  if (!candidate.isVerified) return { stateCandidates: 0, activeCandidates: 0 };
  return { stateCandidates: candidate.level === 'state' ? sign : 0, activeCandidates: sign };
}

export interface StateTotalsChange {
  /** State-level candidates. */
  stateCandidates?: number;
  /** Candidates of any level. */
  activeCandidates?: number;
  raisedCents?: number;
}

/**
 * Adds the deltas to one state's row (made on the state's first use) and to the platform's
 * candidate count, in one call: paid_count_candidate (sql/functions, docs/money-sql.md)
 * writes them.
 */
async function countCandidate(
  tx: DbTx,
  stateCode: string,
  { stateCandidates = 0, activeCandidates = 0, raisedCents = 0 }: StateTotalsChange,
  platformCandidates = 0,
): Promise<void> {
  await tx.query('select paid_count_candidate($1, $2, $3, $4, $5)', [
    stateCode,
    stateCandidates,
    activeCandidates,
    raisedCents,
    platformCandidates,
  ]);
}

/** An active candidate starts (+1) or stops (-1) counting; its money stays in the totals. */
function changeActivatedCount(
  tx: DbTx,
  candidate: Pick<CountedCandidate, 'level' | 'stateCode'>,
  delta: 1 | -1,
): Promise<void> {
  return countCandidate(
    tx,
    candidate.stateCode,
    candidateCounts({ ...candidate, isVerified: true }, delta),
    delta,
  );
}

/** Support activated an active candidate (admin-actions.ts): it counts from now on. */
export function countActivatedCandidate(
  tx: DbTx,
  candidate: Pick<CountedCandidate, 'level' | 'stateCode'>,
): Promise<void> {
  return changeActivatedCount(tx, candidate, 1);
}

/**
 * Support deactivated an active candidate, or a verified candidate's profile edit sent it back
 * to pending (candidate-writes.ts): it stops counting.
 */
export function uncountDeactivatedCandidate(
  tx: DbTx,
  candidate: Pick<CountedCandidate, 'level' | 'stateCode'>,
): Promise<void> {
  return changeActivatedCount(tx, candidate, -1);
}

/** An active candidate becomes inactive (removed): no longer counted; its money stays. */
export async function uncountRemovedCandidate(
  tx: DbTx,
  candidate: CountedCandidate,
): Promise<void> {
  if (!candidate.isVerified) return;
  await uncountDeactivatedCandidate(tx, candidate);
}

/** An active candidate changes geography: its count (if it counts) and its money follow it. */
export async function recountMovedCandidate(
  tx: DbTx,
  before: CountedCandidate,
  after: CountedCandidate,
): Promise<void> {
  if (before.level === after.level && before.stateCode === after.stateCode) return;
  await countCandidate(tx, before.stateCode, {
    ...candidateCounts(before, -1),
    raisedCents: -before.totalDonationsCents,
  });
  await countCandidate(tx, after.stateCode, {
    ...candidateCounts(after, 1),
    raisedCents: after.totalDonationsCents,
  });
}
