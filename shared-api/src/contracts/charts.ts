import { z } from 'zod';
import { countSchema, dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';
import { stateCodeSchema } from './state-code';
import { bracketPlaceParamsSchema, bracketSlotSchema } from './tournament';

// Money over time: the series behind the charts, summed by the server from the
// donations ledger. Only succeeded gifts count, as in every total the site shows: a refunded
// gift leaves the day it was made (docs/donation-rules.md, "Refunds"), so each series ends on
// the total shown beside it. Days are UTC calendar days written 'YYYY-MM-DD'; running totals
// are summed in cents and given in dollars like every other amount.

/** A UTC calendar day, '2026-11-25'. */
export const chartDaySchema = z.iso.date();

/** One day of a candidate's money. */
export const candidateMoneyDaySchema = z.object({
  day: chartDaySchema,
  /** Dollars given that day. */
  raised: dollarsSchema,
  /** Dollars given from registration to the end of that day. */
  total: dollarsSchema,
  /** Different donors (one per donor identity, docs/donation-rules.md) who gave that day. */
  donors: countSchema,
});
export type CandidateMoneyDay = z.infer<typeof candidateMoneyDaySchema>;

/** GET /api/charts/candidates/:candidateId: every day from registration to today. */
export const candidateMoneySchema = z.object({
  candidateId: idSchema,
  name: z.string(),
  days: z.array(candidateMoneyDaySchema),
  /** The candidate's total (the last day's running total). */
  totalRaised: dollarsSchema,
});
export type CandidateMoney = z.infer<typeof candidateMoneySchema>;

/** One candidate's running totals, aligned with the series' days. */
export const runningTotalsSchema = z.object({
  candidateId: idSchema,
  name: z.string(),
  /** Dollars raised up to the end of each day of `days`. */
  totals: z.array(dollarsSchema),
  /** The last running total. */
  totalRaised: dollarsSchema,
});
export type RunningTotals = z.infer<typeof runningTotalsSchema>;

/** GET /api/charts/states/:state: the state bracket's candidates since the first registered. */
export const stateMoneySchema = z.object({
  stateCode: stateCodeSchema,
  days: z.array(chartDaySchema),
  candidates: z.array(runningTotalsSchema),
});
export type StateMoney = z.infer<typeof stateMoneySchema>;

/** One match of the round being played: what each side raised during it, day by day. */
export const matchMoneySchema = z.object({
  bracket: bracketSlotSchema,
  candidate1: runningTotalsSchema.nullable(),
  candidate2: runningTotalsSchema.nullable(),
});
export type MatchMoney = z.infer<typeof matchMoneySchema>;

/**
 * GET /api/charts/rounds/:level/:code: the current round of the place's active tournament
 * (round null and no matches when none is active). `days` are the round's days so far: the
 * end of day n is the round's start + n days (the last one is now), so the last totals are
 * what the round would be decided on if it ended now (tournaments/finish-round.ts).
 */
export const roundMoneySchema = z.object({
  round: z.number().int().positive().nullable(),
  startsAt: isoDateTimeSchema.nullable(),
  endsAt: isoDateTimeSchema.nullable(),
  days: z.array(isoDateTimeSchema),
  matches: z.array(matchMoneySchema),
});
export type RoundMoney = z.infer<typeof roundMoneySchema>;

/** One gift of a live stream with the stream's running total after it. */
export const streamGiftPointSchema = z.object({
  at: isoDateTimeSchema,
  amount: dollarsSchema,
  total: dollarsSchema,
});
export type StreamGiftPoint = z.infer<typeof streamGiftPointSchema>;

/** GET /api/charts/candidates/:candidateId/live-stream: the live stream's gifts, oldest first. */
export const streamMoneySchema = z.object({
  isLive: z.boolean(),
  startedAt: isoDateTimeSchema.nullable(),
  gifts: z.array(streamGiftPointSchema),
  /** The stream's "raised this stream" total (0 while offline). */
  totalRaised: dollarsSchema,
});
export type StreamMoney = z.infer<typeof streamMoneySchema>;

const candidateParams = z.object({ candidateId: idParamSchema });

/** Routes of the contract's `charts` area (contract.ts), by name. */
export const chartsRoutes = {
  candidate: defineRoute({
    method: 'GET',
    path: '/api/charts/candidates/:candidateId',
    params: candidateParams,
    response: candidateMoneySchema,
    summary: "A candidate's money per day, running total and donors per day since registration",
  }),
  stream: defineRoute({
    method: 'GET',
    path: '/api/charts/candidates/:candidateId/live-stream',
    params: candidateParams,
    response: streamMoneySchema,
    summary: "The gifts of a candidate's live stream with the running total, oldest first",
  }),
  state: defineRoute({
    method: 'GET',
    path: '/api/charts/states/:state',
    params: z.object({ state: stateCodeSchema }),
    response: stateMoneySchema,
    summary: "Running totals of the state bracket's candidates, per day",
  }),
  round: defineRoute({
    method: 'GET',
    path: '/api/charts/rounds/:level/:code',
    params: bracketPlaceParamsSchema,
    response: roundMoneySchema,
    summary: "Each match's money raised during the active tournament's current round, per day",
  }),
} satisfies RouteGroup;
