import type { FastifyInstance } from 'fastify';
import { contract, type BracketMatch, type Tournament } from 'shared-api/contracts';
import { requireVerifiedEmail } from '../auth/email-verification';
import { requireUser } from '../auth/session';
import { requireRealGeography } from '../candidates/real-geography';
import type { Db } from '../db/db';
import { createKeyedFreshCache } from '../db/fresh-cache';
import { trackTransaction } from '../db/transaction-activity';
import { lookUpGeographicCode } from '../geo/geographic-code';
import { bracketsLookupRoute } from '../geo/lookup-params';
import { answerWithEtag } from '../http/conditional-get';
import { conflict, notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute, SerializedJson } from '../http/validate';
import { readBrackets } from '../tournaments/bracket-view';

// Creating a tournament ('Start Tournament' on /tournament/{state}) and reading a bracket.
// Seeding and advancing are the tournament engine's (src/tournaments/, run by its clock);
// here only the upcoming tournament is made.
//
// An upcoming tournament holds its place until its start date, so starting one is limited
// (issue 44): the account's address must be verified (403, as for applying), and an account
// holds one upcoming start at a time (409; tournaments_one_upcoming_per_starter, migration
// 0031). One that reaches its start with fewer than two verified candidates is cancelled by
// the clock (tournaments/start-tournament.ts), which frees the place and the starter's turn.
//
// Every visitor of a debate page reads its bracket, and a bracket is the same for everyone:
// each place's answer is kept serialized for at most a second and never across a write of
// this process (db/fresh-cache.ts): a donation, a registration, a round the clock ends, a new
// tournament. Another server process's writes show within the second. With an ETag, a
// browser that asks again for an unchanged bracket gets a bodiless 304.

export const TOURNAMENT_RUNNING_MESSAGE = 'A tournament is already running for this area';
export const TOURNAMENT_ONE_UPCOMING_MESSAGE =
  'You already started a tournament that has not begun yet. You can start another once it begins or is cancelled.';

export const BRACKETS_MAX_AGE_MS = 1000;

/** Places whose bracket is kept at once; any real place may be asked for. */
const BRACKETS_KEPT = 500;

export function registerTournamentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const brackets = createKeyedFreshCache<SerializedJson<BracketMatch[]>>({
    maxAgeMs: BRACKETS_MAX_AGE_MS,
    maxEntries: BRACKETS_KEPT,
  });

  const createRoute = registerRoute(
    app,
    contract.tournament.create,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      requireVerifiedEmail(user);
      // A county or city code of the right shape may still name no real place.
      requireRealGeography(body.geographicCode);
      // Two unique indexes hold the rules: tournaments_one_open_per_geography (one
      // non-completed tournament per place) and tournaments_one_upcoming_per_starter. The
      // conflict clause names neither, so a tournament breaking either (even in a
      // simultaneous request) inserts nothing; which one it broke is read afterwards. Counted
      // as a transaction of this process (it is one statement outside db.transaction), so the
      // place's cached bracket (its last completed tournament) is read again.
      const { rows } = await trackTransaction(() =>
        db.query<Omit<Tournament, 'startDate'> & { startDate: Date | string }>(
          `insert into tournaments (level, geographic_code, name, status, start_date, created_by)
         values ($1, $2, $3, 'upcoming', $4, $5)
         on conflict do nothing
         returning id, name, level as "type", geographic_code as "geographicCode", status,
                   start_date as "startDate"`,
          [body.type, body.geographicCode, body.name, body.startDate, user.id],
        ),
      );
      if (!rows[0]) {
        // The place's own tournament first: it is what the page shows, whoever started it.
        const placeTaken = await db.query(
          "select 1 from tournaments where geographic_code = $1 and status <> 'completed'",
          [body.geographicCode],
        );
        throw conflict(
          placeTaken.rows.length > 0 ? TOURNAMENT_RUNNING_MESSAGE : TOURNAMENT_ONE_UPCOMING_MESSAGE,
        );
      }
      reply.code(201);
      return { ...rows[0], startDate: new Date(rows[0].startDate).toISOString() };
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

  return [createRoute, bracketsRoute];
}
