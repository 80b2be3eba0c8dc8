import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireCandidateOwner } from '../auth/guards';
import type { ServerClock } from '../clock/server-clock';
import type { Db } from '../db/db';
import { registerRoute } from '../http/validate';
import { buildCampaignDashboard } from '../refcodes/campaign-dashboard';
import { buildRefcodeReport } from '../refcodes/refcode-report';

// The candidate owner's campaign figures (docs/refcodes.md): the refcode report and the
// campaign dashboard. The owner only (401 visitor, 403 anyone else, support included: these
// are the campaign's marketing figures, not a filing), never cached.

export function registerCampaignReportRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: ServerClock },
) {
  const refcodeRoute = registerRoute(
    app,
    contract.committeeReport.refcodeReport,
    async ({ params, query, request, reply }) => {
      const { candidate } = await requireCandidateOwner(request, db, params.candidateId);
      reply.header('cache-control', 'private, no-store');
      return buildRefcodeReport(db, candidate.id, query);
    },
  );

  const dashboardRoute = registerRoute(
    app,
    contract.committeeReport.campaignDashboard,
    async ({ params, request, reply }) => {
      const { candidate } = await requireCandidateOwner(request, db, params.candidateId);
      reply.header('cache-control', 'private, no-store');
      return buildCampaignDashboard(db, candidate.id, clock.now());
    },
  );

  return [refcodeRoute, dashboardRoute];
}
