import { REPORT_SUMMARY_COLUMNS, SCHEDULE_A_COLUMNS } from 'shared-api/contracts';
import type { CommitteeReportData } from './committee-report';
import { centsToDollars, csvDocument } from './csv';

// The committee report's two downloads: the contributions as FEC Schedule A columns (one line
// per gift, as typed by the donor; the gift's message is the donor's words, never a memo) and
// the per-election summary.

export function contributionsCsv(report: CommitteeReportData): string {
  return csvDocument(
    SCHEDULE_A_COLUMNS,
    report.lines.map(({ gift, aggregateCents, memo }) => [
      gift.donorName,
      gift.addressLine1 ?? '',
      gift.addressLine2 ?? '',
      gift.city ?? '',
      gift.state ?? '',
      gift.postalCode ?? '',
      gift.employer ?? '',
      gift.occupation ?? '',
      gift.receivedOn,
      centsToDollars(gift.amountCents),
      centsToDollars(aggregateCents),
      gift.electionCode ?? '',
      memo,
    ]),
  );
}

export function summaryCsv(report: CommitteeReportData): string {
  return csvDocument(
    REPORT_SUMMARY_COLUMNS,
    report.elections.map((election) => [
      election.election,
      election.from,
      election.to,
      centsToDollars(election.totalReceiptsCents),
      String(election.contributionCount),
      centsToDollars(election.itemizedCents),
      String(election.itemizedCount),
      centsToDollars(election.unitemizedCents),
      String(election.unitemizedCount),
      String(election.contributorCount),
      centsToDollars(election.refundedCents),
      String(election.refundedCount),
    ]),
  );
}

/** `committee-report-12-2026-01-01-to-2026-03-31-contributions.csv`: ASCII only, no quoting trouble. */
export function reportFileName(
  candidateId: number,
  range: { from: string; to: string },
  part: 'contributions' | 'summary',
): string {
  return `committee-report-${candidateId}-${range.from}-to-${range.to}-${part}.csv`;
}
