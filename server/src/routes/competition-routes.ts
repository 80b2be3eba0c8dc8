import type { FastifyInstance } from 'fastify';
import { contract, type CompetitionSummary } from 'shared-api/contracts';
import { readCompetitionSummary } from '../competition/competition-summary';
import type { Db } from '../db/db';
import { createFreshCache, type FreshCache } from '../db/fresh-cache';
import { registerRoute } from '../http/validate';
import { SerializedJson } from '../serialized-json';

// GET /api/competition/all-states (public; /home refetches it every 10 s). Read from the
// running totals and kept for at most a second, and never across a write of this process
// (db/fresh-cache.ts), so the tiles are exact right after a donation.

export const COMPETITION_SUMMARY_MAX_AGE_MS = 1000;

const summaries = new WeakMap<Db, FreshCache<SerializedJson<CompetitionSummary>>>();

/**
 * The summary of one database, kept serialized: every visitor's /home asks for the same few
 * kilobytes, through the API and written into the page itself (http/page-data.ts). One cache
 * per database, so both read the same value.
 */
export function competitionSummaryCache(db: Db): FreshCache<SerializedJson<CompetitionSummary>> {
  let summary = summaries.get(db);
  if (!summary) {
    summary = createFreshCache(async () => new SerializedJson(await readCompetitionSummary(db)), {
      maxAgeMs: COMPETITION_SUMMARY_MAX_AGE_MS,
    });
    summaries.set(db, summary);
  }
  return summary;
}

export function registerCompetitionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const summary = competitionSummaryCache(db);
  const allStatesRoute = registerRoute(app, contract.competition.allStates, () => summary.get());

  return [allStatesRoute];
}
