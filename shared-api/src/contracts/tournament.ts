import { z } from 'zod';
import { candidateListItemSchema } from './candidates';
import { FORM_MAX } from '../constants';
import { idSchema, isoDateTimeSchema } from './fields';
import { levelOfGeographicCode } from './geographic-codes';
import { geographicLevelSchema } from './geography';
import { defineRoute } from './route';

// Brackets and tournaments (decisions section 3). Level + code name one geography.

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
});
export type BracketMatch = z.infer<typeof bracketMatchSchema>;

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

export const bracketsRoute = defineRoute({
  method: 'GET',
  path: '/api/tournament/:level/:code/brackets',
  params: z
    .object({ level: geographicLevelSchema, code: z.string() })
    .refine(levelMatchesCode, { message: 'Code does not match the level', path: ['code'] }),
  response: z.array(bracketMatchSchema),
  summary: 'Matches of the current bracket of a geography (provisional before the start)',
});

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
    startDate: isoDateTimeSchema,
  })
  .refine(({ type, geographicCode }) => levelOfGeographicCode(geographicCode) === type, {
    message: 'Geographic code does not match the tournament type',
    path: ['geographicCode'],
  });
export type CreateTournamentBody = z.input<typeof createTournamentBodySchema>;

export const createTournamentRoute = defineRoute({
  method: 'POST',
  path: '/api/tournament',
  body: createTournamentBodySchema,
  response: tournamentSchema,
  summary: 'Create the upcoming tournament of a geography',
});
