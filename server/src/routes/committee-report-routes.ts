import type { FastifyInstance, FastifyReply } from 'fastify';
import { contract, type CommitteeReport } from 'shared-api/contracts';
import { requireCandidateOwnerOrAdmin } from '../auth/guards';
import {
  buildCommitteeReport,
  type CommitteeReportData,
} from '../committee-report/committee-report';
import { contributionsCsv, reportFileName, summaryCsv } from '../committee-report/report-csv';
import type { Db } from '../db/db';
import { registerRoute } from '../http/validate';
import { registerCommitteeReportFecRoutes } from './committee-report-fec-routes';

// The committee report (docs/donation-rules.md "Committee report"): the candidate owner, or
// support, reads a range's per-election summary and downloads the contributions and the
// summary as CSV files. The range was checked by the contract's schema (the form's).

const centsToDollarNumber = (cents: number) => cents / 100;

function summaryAnswer(
  candidate: { id: number; name: string },
  range: { from: string; to: string },
  report: CommitteeReportData,
): CommitteeReport {
  return {
    candidateId: candidate.id,
    candidateName: candidate.name,
    from: range.from,
    to: range.to,
    elections: report.elections.map((election) => ({
      election: election.election,
      from: election.from,
      to: election.to,
      totalReceipts: centsToDollarNumber(election.totalReceiptsCents),
      contributionCount: election.contributionCount,
      itemizedTotal: centsToDollarNumber(election.itemizedCents),
      itemizedCount: election.itemizedCount,
      unitemizedTotal: centsToDollarNumber(election.unitemizedCents),
      unitemizedCount: election.unitemizedCount,
      contributorCount: election.contributorCount,
      refundedTotal: centsToDollarNumber(election.refundedCents),
      refundedCount: election.refundedCount,
    })),
  };
}

/** Headers of a CSV download: an attachment with its name, never cached (donors' addresses). */
function sendsCsv(reply: FastifyReply, fileName: string): void {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
}

export function registerCommitteeReportRoutes(app: FastifyInstance, db: Db) {
  const summaryRoute = registerRoute(
    app,
    contract.committeeReport.summary,
    async ({ params, query, request, reply }) => {
      const { candidate } = await requireCandidateOwnerOrAdmin(request, db, params.candidateId);
      const report = await buildCommitteeReport(db, candidate.id, query);
      reply.header('cache-control', 'private, no-store');
      return summaryAnswer(candidate, query, report);
    },
  );

  const contributionsRoute = registerRoute(
    app,
    contract.committeeReport.contributionsCsv,
    async ({ params, query, request, reply }) => {
      const { candidate } = await requireCandidateOwnerOrAdmin(request, db, params.candidateId);
      const report = await buildCommitteeReport(db, candidate.id, query);
      sendsCsv(reply, reportFileName(candidate.id, query, 'contributions'));
      return contributionsCsv(report);
    },
  );

  const summaryCsvRoute = registerRoute(
    app,
    contract.committeeReport.summaryCsv,
    async ({ params, query, request, reply }) => {
      const { candidate } = await requireCandidateOwnerOrAdmin(request, db, params.candidateId);
      const report = await buildCommitteeReport(db, candidate.id, query);
      sendsCsv(reply, reportFileName(candidate.id, query, 'summary'));
      return summaryCsv(report);
    },
  );

  // The `.fec` filings of the same report: committee-report-fec-routes.ts.
  return [
    summaryRoute,
    contributionsRoute,
    summaryCsvRoute,
    ...registerCommitteeReportFecRoutes(app, db),
  ];
}
