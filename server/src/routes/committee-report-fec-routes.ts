import type { FastifyInstance, FastifyReply } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireCandidateOwnerOrAdmin } from '../auth/guards';
import { fortyEightHourNoticesFile, scheduleAFile } from '../committee-report/fec-files';
import type { Db } from '../db/db';
import { registerRoute } from '../http/validate';

// The committee report's FEC electronic filings (docs/donation-rules.md "Committee report"):
// Schedule A of a range and its 48-hour notices, as `.fec` files, for the candidate owner or
// support, like the CSVs (committee-report-routes.ts). Built from the same report as the CSVs.

/** Headers of a `.fec` download: plain ASCII text, an attachment, never cached (addresses). */
function sendsFec(reply: FastifyReply, fileName: string): void {
  reply
    .type('text/plain; charset=us-ascii')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
}

/** `committee-report-12-2026-01-01-to-2026-03-31-schedule-a.fec`: ASCII only. */
const fecFileName = (
  candidateId: number,
  range: { from: string; to: string },
  part: 'schedule-a' | '48-hour-notices',
) => `committee-report-${candidateId}-${range.from}-to-${range.to}-${part}.fec`;

export function registerCommitteeReportFecRoutes(app: FastifyInstance, db: Db) {
  const scheduleARoute = registerRoute(
    app,
    contract.committeeReport.scheduleAFec,
    async ({ params, query, request, reply }) => {
      const { candidate } = await requireCandidateOwnerOrAdmin(request, db, params.candidateId);
      const file = await scheduleAFile(db, candidate, query);
      sendsFec(reply, fecFileName(candidate.id, query, 'schedule-a'));
      return file;
    },
  );

  const noticesRoute = registerRoute(
    app,
    contract.committeeReport.fortyEightHourNoticesFec,
    async ({ params, query, request, reply }) => {
      const { candidate } = await requireCandidateOwnerOrAdmin(request, db, params.candidateId);
      const file = await fortyEightHourNoticesFile(db, candidate, query);
      sendsFec(reply, fecFileName(candidate.id, query, '48-hour-notices'));
      return file;
    },
  );

  return [scheduleARoute, noticesRoute];
}
