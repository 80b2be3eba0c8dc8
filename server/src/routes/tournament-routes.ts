import type { FastifyInstance } from 'fastify';
import { contract, type Tournament } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import { requireRealGeography } from '../candidates/real-geography';
import type { Db } from '../db/db';
import { lookUpGeographicCode } from '../geo/geographic-code';
import { bracketsLookupRoute } from '../geo/lookup-params';
import { conflict, notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import { readBrackets } from '../tournaments/bracket-view';

// Creating a tournament ('Start Tournament' on /tournament/{state}) and reading a bracket.
// Seeding and advancing are the tournament engine's (src/tournaments/, run by its clock);
// here only the upcoming tournament is made.

export const TOURNAMENT_RUNNING_MESSAGE = 'A tournament is already running for this area';

export function registerTournamentRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, contract.tournament.create, async ({ body, request, reply }) => {
    await requireUser(request, db);
    // A county or city code of the right shape may still name no real place.
    requireRealGeography(body.geographicCode);
    // tournaments_one_open_per_geography: one non-completed tournament per geography. The
    // conflict clause makes a second one (even a simultaneous one) insert nothing.
    const { rows } = await db.query<Omit<Tournament, 'startDate'> & { startDate: Date | string }>(
      `insert into tournaments (level, geographic_code, name, status, start_date)
       values ($1, $2, $3, 'upcoming', $4)
       on conflict (geographic_code) where status <> 'completed' do nothing
       returning id, name, level as "type", geographic_code as "geographicCode", status,
                 start_date as "startDate"`,
      [body.type, body.geographicCode, body.name, body.startDate],
    );
    if (!rows[0]) throw conflict(TOURNAMENT_RUNNING_MESSAGE);
    reply.code(201);
    return { ...rows[0], startDate: new Date(rows[0].startDate).toISOString() };
  });

  registerRoute(app, bracketsLookupRoute, async ({ params }) => {
    const lookup = lookUpGeographicCode(params.code);
    if (!lookup.found) throw notFound(`${lookup.reason}: ${params.code}`);
    return readBrackets(db, params.level, params.code);
  });
}
