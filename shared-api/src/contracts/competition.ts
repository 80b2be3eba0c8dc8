import { z } from 'zod';
import { countSchema, dollarsSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';
import { US_STATES, type StateCode } from './states';

/** One state's tile on /home. */
export const stateCompetitionSchema = z.object({
  /** Dollars given to candidates anywhere in the state. */
  totalRaised: dollarsSchema,
  /** candidates >= 8: the state bracket can be filled (docs/tournament-rules.md). */
  hasEnoughCandidates: z.boolean(),
  /** State-level candidates (the tile's n/8). */
  candidates: countSchema,
});
export type StateCompetition = z.infer<typeof stateCompetitionSchema>;

// One key per state code, built from the list so a 51st entry can never be forgotten.
const perStateShape = Object.fromEntries(
  US_STATES.map((state) => [state.code, stateCompetitionSchema]),
) as Record<StateCode, typeof stateCompetitionSchema>;

/** GET /api/competition/all-states: every state keyed by code, plus platform totals. */
export const competitionSummarySchema = z.object({
  ...perStateShape,
  totalPlatform: dollarsSchema,
  activeStates: countSchema,
  totalCandidates: countSchema,
  totalDonors: countSchema,
});
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

/** Routes of the contract's `competition` area (contract.ts), by name. */
export const competitionRoutes = {
  allStates: defineRoute({
    method: 'GET',
    path: '/api/competition/all-states',
    response: competitionSummarySchema,
    summary: 'Money raised and candidate counts per state, plus platform totals',
  }),
} satisfies RouteGroup;
