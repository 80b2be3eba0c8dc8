import { US_STATES, type CompetitionSummary, type StateCompetition } from 'shared-api/contracts';
import type { Db } from '../db/db';

// GET /api/competition/all-states from the running totals alone (state_totals has a row per
// state that ever had a candidate, platform_totals one row), never from the donations: two
// small reads whatever the number of donations.

/** A state's bracket holds 8; with that many state-level candidates it can be filled. */
export const STATE_BRACKET_SIZE = 8;

interface StateRow {
  stateCode: string;
  totalRaisedCents: number;
  stateCandidates: number;
  activeCandidates: number;
}

interface PlatformRow {
  totalRaisedCents: number;
  totalCandidates: number;
  totalDonors: number;
}

export async function readCompetitionSummary(db: Db): Promise<CompetitionSummary> {
  const { rows: states } = await db.query<StateRow>(
    `select state_code as "stateCode", total_raised_cents as "totalRaisedCents",
            state_candidates as "stateCandidates", active_candidates as "activeCandidates"
       from state_totals`,
  );
  const { rows: platform } = await db.query<PlatformRow>(
    `select total_raised_cents as "totalRaisedCents", total_candidates as "totalCandidates",
            total_donors as "totalDonors"
       from platform_totals`,
  );
  const byCode = new Map(states.map((row) => [row.stateCode, row]));
  const perState = Object.fromEntries(
    US_STATES.map(({ code }): [string, StateCompetition] => {
      const row = byCode.get(code);
      const candidates = row?.stateCandidates ?? 0;
      return [
        code,
        {
          totalRaised: (row?.totalRaisedCents ?? 0) / 100,
          hasEnoughCandidates: candidates >= STATE_BRACKET_SIZE,
          candidates,
        },
      ];
    }),
  );
  const activeStates = US_STATES.filter(({ code }) => {
    const row = byCode.get(code);
    return row !== undefined && (row.activeCandidates > 0 || row.totalRaisedCents > 0);
  }).length;
  return {
    ...(perState as Pick<CompetitionSummary, (typeof US_STATES)[number]['code']>),
    totalPlatform: (platform[0]?.totalRaisedCents ?? 0) / 100,
    activeStates,
    totalCandidates: platform[0]?.totalCandidates ?? 0,
    totalDonors: platform[0]?.totalDonors ?? 0,
  };
}
