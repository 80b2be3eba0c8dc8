import { z } from 'zod';
import { dollarsSchema, idParamSchema, idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Elections are data (docs/donation-rules.md "Elections"): cycles and their elections are rows
// support adds and edits; every gift is designated to one election of its candidate. Nothing
// here names a year.

export const ELECTION_KINDS = ['primary', 'general', 'runoff', 'special'] as const;
export type ElectionKind = (typeof ELECTION_KINDS)[number];

/** The scope of a nationwide election (President); otherwise a two-letter state code. */
export const NATIONWIDE_SCOPE = 'US';

const isoDate = (label: string) => z.iso.date(`Enter ${label} as YYYY-MM-DD`);

/** A cycle's name: its two years, e.g. '2027-2028' (the second the year after the first). */
export const cycleIdSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{4}$/, 'Name a cycle by its two years, e.g. 2027-2028')
  .refine((id) => Number(id.slice(5)) === Number(id.slice(0, 4)) + 1, {
    message: 'A cycle is two consecutive years, e.g. 2027-2028',
  });

/** 'US' or a two-letter state code, any letter case (stored upper case). */
export const electionScopeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Scope is US (nationwide) or a two-letter state code');

/** An election as a gift names it (receipts, My donations, monthly plans). */
export const electionRefSchema = z.object({
  id: idSchema,
  kind: z.enum(ELECTION_KINDS),
  /** YYYY-MM-DD: election day. */
  date: z.string(),
  /** The FEC election code: kind's first letter and the year, e.g. P2028, G2028. */
  code: z.string(),
});
export type ElectionRef = z.infer<typeof electionRefSchema>;

/** Which part of an election is not yet set by law (carried as expected until it is). */
const provisionalParts = {
  /** The date or the cycle's limit (either of the two below). */
  provisional: z.boolean(),
  /** The election's day is not yet set by its state's law. */
  dateProvisional: z.boolean(),
  /** The FEC has not yet published the cycle's per-election limit. */
  limitProvisional: z.boolean(),
};

/** A candidate's next election (candidate page, donate page). */
export const nextElectionSchema = electionRefSchema.extend(provisionalParts);
export type NextElection = z.infer<typeof nextElectionSchema>;

/**
 * One of a candidate's elections still ahead with its cycle's limit, public (the candidate
 * detail: a visitor's donate page shows each election's limit). Dollars.
 */
export const candidateElectionSchema = electionRefSchema.extend({
  /** The cycle it belongs to, e.g. '2027-2028'. */
  cycle: z.string(),
  /** The cycle's per-election limit: per donor, per candidate, per election. */
  limit: dollarsSchema,
  ...provisionalParts,
});
export type CandidateElection = z.infer<typeof candidateElectionSchema>;

/** One election of the allowance answer: the donor's room in it. Dollars. */
export const electionAllowanceSchema = candidateElectionSchema.extend({
  /** Already given to this candidate for this election (pending and succeeded). */
  given: dollarsSchema,
  remaining: dollarsSchema,
});
export type ElectionAllowance = z.infer<typeof electionAllowanceSchema>;

// ---- Support: cycles and elections (admin API and `npm run admin -- elections ...`) ----

export const electionCycleSchema = z.object({
  id: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Dollars per donor, per candidate, per election. */
  limit: dollarsSchema,
  limitProvisional: z.boolean(),
});
export type ElectionCycle = z.infer<typeof electionCycleSchema>;

export const electionSchema = z.object({
  id: idSchema,
  cycle: z.string(),
  kind: z.enum(ELECTION_KINDS),
  scope: z.string(),
  date: z.string(),
  dateProvisional: z.boolean(),
  code: z.string(),
});
export type Election = z.infer<typeof electionSchema>;

export const electionListSchema = z.object({
  cycles: z.array(electionCycleSchema),
  elections: z.array(electionSchema),
});
export type ElectionList = z.infer<typeof electionListSchema>;

/** A per-election limit in dollars: whole cents, more than zero. */
const limitDollarsSchema = z
  .number('Enter the limit in dollars')
  .positive('The limit must be more than $0')
  .refine((dollars) => Number.isInteger(Math.round(dollars * 100 * 1e6) / 1e6), {
    message: 'The limit must be whole cents',
  });

const cycleFields = {
  startsOn: isoDate('the first day'),
  endsOn: isoDate('the last day'),
  limit: limitDollarsSchema,
  limitProvisional: z.boolean().optional(),
};

export const addCycleBodySchema = z
  .object({ id: cycleIdSchema, ...cycleFields })
  .refine((cycle) => cycle.startsOn <= cycle.endsOn, {
    path: ['endsOn'],
    message: 'The last day must be on or after the first day',
  });
export type AddCycleBody = z.input<typeof addCycleBodySchema>;

export const editCycleBodySchema = z
  .object(cycleFields)
  .partial()
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    message: 'Say what to change: startsOn, endsOn, limit or limitProvisional',
  });
export type EditCycleBody = z.input<typeof editCycleBodySchema>;

const electionFields = {
  kind: z.enum(ELECTION_KINDS, 'Kind is primary, general, runoff or special'),
  scope: electionScopeSchema,
  date: isoDate('the election day'),
  dateProvisional: z.boolean().optional(),
};

export const addElectionBodySchema = z.object({ cycle: cycleIdSchema, ...electionFields });
export type AddElectionBody = z.input<typeof addElectionBodySchema>;

export const editElectionBodySchema = z
  .object(electionFields)
  .partial()
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    message: 'Say what to change: kind, scope, date or dateProvisional',
  });
export type EditElectionBody = z.input<typeof editElectionBodySchema>;

const SUPPORT_ONLY = '(admins or the admin secret only)';

/** Routes of the contract's `admin` area (contract.ts) for cycles and elections, by name. */
export const electionAdminRoutes = {
  listElections: defineRoute({
    method: 'GET',
    path: '/api/admin/elections',
    response: electionListSchema,
    summary: `Support: every election cycle and election ${SUPPORT_ONLY}`,
  }),
  addCycle: defineRoute({
    method: 'POST',
    path: '/api/admin/election-cycles',
    body: addCycleBodySchema,
    response: electionCycleSchema,
    summary: `Support: adds an election cycle with its per-election limit (409 when it exists) ${SUPPORT_ONLY}`,
  }),
  editCycle: defineRoute({
    method: 'PATCH',
    path: '/api/admin/election-cycles/:cycleId',
    params: z.object({ cycleId: z.string() }),
    body: editCycleBodySchema,
    response: electionCycleSchema,
    summary: `Support: changes a cycle's dates or limit (404 for an unknown cycle) ${SUPPORT_ONLY}`,
  }),
  addElection: defineRoute({
    method: 'POST',
    path: '/api/admin/elections',
    body: addElectionBodySchema,
    response: electionSchema,
    summary: `Support: adds an election to a cycle (404 unknown cycle, 409 when it exists) ${SUPPORT_ONLY}`,
  }),
  editElection: defineRoute({
    method: 'PATCH',
    path: '/api/admin/elections/:electionId',
    params: z.object({ electionId: idParamSchema }),
    body: editElectionBodySchema,
    response: electionSchema,
    summary: `Support: changes an election's kind, scope, date or provisional mark (404 for an unknown election) ${SUPPORT_ONLY}`,
  }),
} satisfies RouteGroup;
