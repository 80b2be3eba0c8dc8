// Test-only builders of API answers, so every test speaks the contract's shapes.
import {
  US_STATES,
  type BracketMatch,
  type CandidateListItem,
  type CompetitionSummary,
  type PlaceTournament,
  type RoundMoney,
  type StateCompetition,
  type StateCode,
} from 'shared-api';
import { candidateListItem } from 'shared-config/testing';

export function competitionSummary(
  states: Partial<Record<StateCode, Partial<StateCompetition>>> = {},
  totals: Partial<
    Pick<CompetitionSummary, 'totalPlatform' | 'activeStates' | 'totalCandidates' | 'totalDonors'>
  > = {},
): CompetitionSummary {
  const perState = Object.fromEntries(
    US_STATES.map((state) => [
      state.code,
      { totalRaised: 0, hasEnoughCandidates: false, candidates: 0, ...states[state.code] },
    ]),
  ) as Record<StateCode, StateCompetition>;
  return {
    ...perState,
    totalPlatform: 0,
    activeStates: 0,
    totalCandidates: 0,
    totalDonors: 0,
    ...totals,
  };
}

/** A candidate as the list routes answer it; candidate `id` has raised id × $1,000. */
export function candidate(
  id: number,
  overrides: Partial<CandidateListItem> = {},
): CandidateListItem {
  return candidateListItem(id, { totalDonations: id * 1000, ...overrides });
}

export function match(
  round: number,
  position: number,
  one: number | null,
  two: number | null,
  winner: number | null = null,
): BracketMatch {
  return {
    bracket: { round, position },
    candidate1: one === null ? null : candidate(one),
    candidate2: two === null ? null : candidate(two),
    winner: winner === null ? null : candidate(winner),
  };
}

/** A round being played as GET /api/charts/rounds answers it: one race per pair of ids. */
export function roundMoney(pairs: [number, number | null][]): RoundMoney {
  const side = (id: number | null) =>
    id === null
      ? null
      : { candidateId: id, name: `Candidate ${id}`, totals: [id, id * 2], totalRaised: id * 2 };
  return {
    round: 1,
    startsAt: '2026-11-24T12:00:00.000Z',
    endsAt: '2026-11-27T12:00:00.000Z',
    days: ['2026-11-25T12:00:00.000Z', '2026-11-26T09:30:00.000Z'],
    matches: pairs.map(([one, two], index) => ({
      bracket: { round: 1, position: index + 1 },
      candidate1: side(one),
      candidate2: side(two),
    })),
  };
}

/** GET /api/tournament/:level/:code for a place without a tournament: provisional seeds. */
export const NO_TOURNAMENT: PlaceTournament = { status: 'none' };
