import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireCandidateOwner } from '../auth/guards';
import { requireCandidateMay } from '../candidates/eligibility';
import type { Config } from '../config';
import type { Db } from '../db/db';
import {
  listExperiments,
  startExperiment,
  stopExperiment,
} from '../experiments/donate-experiments';
import { donateVariantFor } from '../experiments/visitor-variant';
import { registerRoute } from '../http/validate';

// Donate page experiments (docs/experiments.md): the candidate owner
// starts, stops and reads them (401 visitor, 403 anyone else, 404 no such candidate); the
// donate page asks for its visitor's variant. The body's schema (shared-api experiments.ts)
// admits only the page's safe parts: anything else is a 400 before this code runs.

export function registerExperimentRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<Config, 'publicOrigin'> },
) {
  const listRoute = registerRoute(app, contract.experiments.list, async ({ params, request }) => {
    await requireCandidateOwner(request, db, params.candidateId);
    return { experiments: await listExperiments(db, params.candidateId) };
  });

  const createRoute = registerRoute(
    app,
    contract.experiments.create,
    async ({ params, body, request, reply }) => {
      const { candidate } = await requireCandidateOwner(request, db, params.candidateId);
      // Testing a donate page is for a candidate who may take its gifts (a verified one).
      requireCandidateMay(candidate, 'receiveMoney');
      const experiment = await startExperiment(db, params.candidateId, body);
      reply.code(201);
      return experiment;
    },
  );

  const stopRoute = registerRoute(app, contract.experiments.stop, async ({ params, request }) => {
    await requireCandidateOwner(request, db, params.candidateId);
    return stopExperiment(db, params.candidateId, params.experimentId);
  });

  const assignedRoute = registerRoute(
    app,
    contract.experiments.assigned,
    async ({ params, request, reply }) => {
      // Per visitor, and it sets cookies: never cached anywhere.
      reply.header('cache-control', 'no-store');
      return donateVariantFor(db, request, reply, params.candidateId, config.publicOrigin);
    },
  );

  return [listRoute, createRoute, stopRoute, assignedRoute];
}
