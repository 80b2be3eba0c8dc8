import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../db/db';
import {
  addCycle,
  addElection,
  editCycle,
  editElection,
  listElections,
} from '../elections/election-admin';
import { registerRoute } from '../http/validate';
import { requireSupport } from '../support/require-support';

// Support's cycles and elections (docs/donation-rules.md "Elections"): admins or the admin
// command with the data folder's admin secret, as every /api/admin route.

export function registerElectionAdminRoutes(
  app: FastifyInstance,
  { db, adminSecret }: { db: Db; adminSecret: string | undefined },
) {
  const support = (request: Parameters<typeof requireSupport>[0]) =>
    requireSupport(request, db, adminSecret);

  const listRoute = registerRoute(app, contract.admin.listElections, async ({ request }) => {
    await support(request);
    return listElections(db);
  });
  const addCycleRoute = registerRoute(
    app,
    contract.admin.addCycle,
    async ({ body, request, reply }) => {
      const actor = await support(request);
      const cycle = await addCycle(db, body);
      request.log.info({ actor, cycle: cycle.id }, 'election cycle added');
      reply.code(201);
      return cycle;
    },
  );
  const editCycleRoute = registerRoute(
    app,
    contract.admin.editCycle,
    async ({ params, body, request }) => {
      const actor = await support(request);
      const cycle = await editCycle(db, params.cycleId, body);
      request.log.info({ actor, cycle: cycle.id, edit: body }, 'election cycle edited');
      return cycle;
    },
  );
  const addElectionRoute = registerRoute(
    app,
    contract.admin.addElection,
    async ({ body, request, reply }) => {
      const actor = await support(request);
      const election = await addElection(db, body);
      request.log.info({ actor, election: election.id }, 'election added');
      reply.code(201);
      return election;
    },
  );
  const editElectionRoute = registerRoute(
    app,
    contract.admin.editElection,
    async ({ params, body, request }) => {
      const actor = await support(request);
      const election = await editElection(db, params.electionId, body);
      request.log.info({ actor, election: election.id, edit: body }, 'election edited');
      return election;
    },
  );
  return [listRoute, addCycleRoute, editCycleRoute, addElectionRoute, editElectionRoute];
}
