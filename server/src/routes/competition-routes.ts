import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { readCompetitionSummary } from '../competition/competition-summary';
import type { Db } from '../db/db';
import { createFreshCache } from '../db/fresh-cache';
import { registerRoute, SerializedJson } from '../http/validate';

// GET /api/competition/all-states (public; /home refetches it every 10 s). Read from the
// running totals and kept for at most a second, and never across a write of this process
// (db/fresh-cache.ts), so the tiles are exact right after a donation.

export const COMPETITION_SUMMARY_MAX_AGE_MS = 1000;

export function registerCompetitionRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  // Kept serialized: every visitor's /home asks for the same few kilobytes.
  const summary = createFreshCache(
    async () => new SerializedJson(await readCompetitionSummary(db)),
    { maxAgeMs: COMPETITION_SUMMARY_MAX_AGE_MS },
  );
  registerRoute(app, contract.competition.allStates, () => summary.get());
}
