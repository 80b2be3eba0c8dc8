import { z } from 'zod';
import { candidateListItemSchema } from './candidates';
import { FORM_MAX, TOURNAMENT_START_WINDOW_DAYS } from '../constants';
import { idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { levelOfGeographicCode } from './geographic-codes';
import { geographicLevelSchema } from './geography';
import { defineRoute, type RouteGroup } from './route';

// Brackets and tournaments (docs/tournament-rules.md). Level + code name one geography.

export const tournamentStatusSchema = z.enum(['upcoming', 'active', 'completed']);

/** A match slot: round 1 is the first round, position counts from 1 within a round. */
export const bracketSlotSchema = z.object({
  round: z.number().int().positive(),
  position: z.number().int().positive(),
});

export const bracketMatchSchema = z.object({
  bracket: bracketSlotSchema,
  /** null: an empty slot (Register button in round 1, TBD later). */
  candidate1: candidateListItemSchema.nullable(),
  candidate2: candidateListItemSchema.nullable(),
  /** null until the match is decided. */
  winner: candidateListItemSchema.nullable(),
  /**
   * The refund ledger (docs/tournament-rules.md): gifts this match counted that support
   * refunded after it was decided, in cents per side. The match stays decided; absent when
   * there were none.
   */
  refundedAfterDecision: z
    .object({
      candidate1Cents: z.number().int().nonnegative(),
      candidate2Cents: z.number().int().nonnegative(),
    })
    .optional(),
});
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

/**
 * A place's current tournament as a visitor meets it (docs/tournament-rules.md): the one its
 * bracket shows (its open one, else its latest completed one), or none. `round` counts from 1.
 */
export const placeTournamentSchema = z.discriminatedUnion('status', [
  /** None yet: the bracket is a provisional round 1 from today's standings. */
  z.object({ status: z.literal('none') }),
  /** Not started: the bracket's seeds are provisional until `startDate`. */
  z.object({ status: z.literal('upcoming'), name: z.string(), startDate: isoDateTimeSchema }),
  z.object({
    status: z.literal('active'),
    name: z.string(),
    startDate: isoDateTimeSchema,
    round: z.number().int().positive(),
    roundEndsAt: isoDateTimeSchema,
  }),
  /** `endedAt`: when its final round ended. */
  z.object({
    status: z.literal('completed'),
    name: z.string(),
    startDate: isoDateTimeSchema,
    endedAt: isoDateTimeSchema,
  }),
]);
export type PlaceTournament = z.infer<typeof placeTournamentSchema>;

export const tournamentSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: geographicLevelSchema,
  geographicCode: z.string(),
  status: tournamentStatusSchema,
  startDate: isoDateTimeSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;

// The code must be of the level's kind: 'CA' for state, '06037' for county, '0644000' for city.
const levelMatchesCode = ({ level, code }: { level: string; code: string }) =>
  levelOfGeographicCode(code) === level;

/** A place named by its level and code, as the bracket and its round's money are. */
export const bracketPlaceParamsSchema = z
  .object({ level: geographicLevelSchema, code: z.string() })
  .refine(levelMatchesCode, { message: 'Code does not match the level', path: ['code'] });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Clocks disagree a little: a start a few minutes ago is still "now". */
const START_CLOCK_SLACK_MS = 10 * 60 * 1000;

export const TOURNAMENT_START_WINDOW_MESSAGE = `The start date must be between now and ${TOURNAMENT_START_WINDOW_DAYS} days from now`;

/** Whether a start date is in the window, judged when the body is parsed. */
export function isStartInWindow(startDate: string, now: number = Date.now()): boolean {
  const start = Date.parse(startDate);
  return (
    start >= now - START_CLOCK_SLACK_MS && start <= now + TOURNAMENT_START_WINDOW_DAYS * DAY_MS
  );
}

export const createTournamentBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(FORM_MAX.tournamentName, `Name must be at most ${FORM_MAX.tournamentName} characters`),
    type: geographicLevelSchema,
    geographicCode: z.string(),
    status: z.literal('upcoming', 'A new tournament is always upcoming'),
    startDate: isoDateTimeSchema.refine((startDate) => isStartInWindow(startDate), {
      message: TOURNAMENT_START_WINDOW_MESSAGE,
    }),
  })
  .refine(({ type, geographicCode }) => levelOfGeographicCode(geographicCode) === type, {
    message: 'Geographic code does not match the tournament type',
    path: ['geographicCode'],
  });
export type CreateTournamentBody = z.input<typeof createTournamentBodySchema>;

export const tournamentCancellationSchema = z.object({
  id: idSchema,
  name: z.string(),
  geographicCode: z.string(),
  /** The status it had when support cancelled it. */
  status: tournamentStatusSchema,
});
export type TournamentCancellation = z.infer<typeof tournamentCancellationSchema>;

/** Routes of the contract's `admin` area (contract.ts), by name. */
export const tournamentAdminRoutes = {
  cancelTournament: defineRoute({
    method: 'POST',
    path: '/api/admin/tournaments/:tournamentId/cancel',
    params: z.object({ tournamentId: idParamSchema }),
    response: tournamentCancellationSchema,
    summary:
      'Support: cancels an upcoming or active tournament (its bracket goes; money stays where it was given)',
  }),
} satisfies RouteGroup;

/** Routes of the contract's `tournament` area (contract.ts), by name. */
export const tournamentRoutes = {
  brackets: defineRoute({
    method: 'GET',
    path: '/api/tournament/:level/:code/brackets',
    params: bracketPlaceParamsSchema,
    response: z.array(bracketMatchSchema),
    summary: 'Matches of the current bracket of a geography (provisional before the start)',
  }),
  place: defineRoute({
    method: 'GET',
    path: '/api/tournament/:level/:code',
    params: bracketPlaceParamsSchema,
    response: placeTournamentSchema,
    summary: "The state of a geography's current tournament: none, upcoming, active or completed",
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/tournament',
    body: createTournamentBodySchema,
    response: tournamentSchema,
    summary: 'Create the upcoming tournament of a geography',
  }),
} satisfies RouteGroup;
