import type { FastifyInstance } from 'fastify';
import { contract, type BracketMatch, type PlaceTournament } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import type { Db } from '../db/db';
import { createKeyedFreshCache } from '../db/fresh-cache';
import { lookUpGeographicCode } from '../geo/geographic-code';
import { bracketsLookupRoute, placeTournamentLookupRoute } from '../geo/lookup-params';
import { answerWithEtag } from '../http/conditional-get';
import { notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { SerializedJson } from '../serialized-json';
import { readBrackets } from '../tournaments/bracket-view';
import { createTournament } from '../tournaments/create-tournament';
import { readPlaceTournament } from '../tournaments/place-tournament';

// Creating a tournament ('Start Tournament' on /tournament/{state}; its rules are
// tournaments/create-tournament.ts), reading a bracket and the state of the tournament it
// belongs to (upcoming, active, completed or none).
//
// Every visitor of a debate page reads its bracket, and a bracket is the same for everyone:
// each place's answer is kept serialized for at most a second and never across a write of
// this process (db/fresh-cache.ts; a tournament's state is kept the same way): a donation, a registration, a round the clock ends, a new
// tournament. Another server process's writes show within the second. With an ETag, a
// browser that asks again for an unchanged bracket gets a bodiless 304.

export const BRACKETS_MAX_AGE_MS = 1000;

/** Places whose bracket is kept at once; any real place may be asked for. */
const BRACKETS_KEPT = 500;

export function registerTournamentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const brackets = createKeyedFreshCache<SerializedJson<BracketMatch[]>>({
    maxAgeMs: BRACKETS_MAX_AGE_MS,
    maxEntries: BRACKETS_KEPT,
  });
  const placeTournaments = createKeyedFreshCache<SerializedJson<PlaceTournament>>({
    maxAgeMs: BRACKETS_MAX_AGE_MS,
    maxEntries: BRACKETS_KEPT,
  });

  const createRoute = registerRoute(
    app,
    contract.tournament.create,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      const tournament = await createTournament(db, user, body);
      reply.code(201);
      return tournament;
    },
    { config: rateLimit({ limit: 'tournaments', key: byUser(db) }) },
  );

  const bracketsRoute = registerRoute(
    app,
    bracketsLookupRoute,
    async ({ params, request, reply }) => {
      const lookup = lookUpGeographicCode(params.code);
      if (!lookup.found) throw notFound(`${lookup.reason}: ${params.code}`);
      // The code's shape fixes its level (lookup-params.ts), so the code alone is the key.
      const answer = await brackets.get(
        params.code,
        async () => new SerializedJson(await readBrackets(db, params.level, params.code)),
      );
      return answerWithEtag(request, reply, answer);
    },
  );

  const placeRoute = registerRoute(
    app,
    placeTournamentLookupRoute,
    async ({ params, request, reply }) => {
      const lookup = lookUpGeographicCode(params.code);
      if (!lookup.found) throw notFound(`${lookup.reason}: ${params.code}`);
      const answer = await placeTournaments.get(
        params.code,
        async () => new SerializedJson(await readPlaceTournament(db, params.level, params.code)),
      );
      return answerWithEtag(request, reply, answer);
    },
  );

  return [createRoute, bracketsRoute, placeRoute];
}
