import type { CommitteeReportData, ReportLine } from './committee-report';
import {
  fortyEightHourNotices,
  form6Filing,
  type FecContribution,
  type NoticeElection,
} from './fec-48-hour-notices';
import { PLACEHOLDER_COMMITTEE_ID } from './fec-format';
import { fecName } from './fec-name';
import { scheduleAFiling, type FecReceipt } from './fec-schedule-a';

// The committee report's lines as the `.fec` writers' input: the same lines, itemisation and
// totals as the CSVs (committee-report.ts builds them once), so the filing and the CSV of a
// range always agree.

/** The candidate the committee files for. */
export interface FilingCandidate {
  id: number;
  name: string;
  position: string;
  stateCode: string;
}

/** A gift's transaction ID: unique for the committee, upper-case letters and digits. */
export const transactionIdOf = (giftId: number) => `PAID${giftId}`;

function contributionOf(line: ReportLine): FecContribution {
  const { gift } = line;
  return {
    transactionId: transactionIdOf(gift.id),
    name: fecName(gift.donorName),
    street1: gift.addressLine1,
    street2: gift.addressLine2,
    city: gift.city,
    state: gift.state,
    zip: gift.postalCode,
    employer: gift.employer,
    occupation: gift.occupation,
    receivedOn: gift.receivedOn,
    amountCents: gift.amountCents,
  };
}

function receiptOf(line: ReportLine): FecReceipt {
  return {
    ...contributionOf(line),
    // Blank only for a gift no election of the candidate was found for: the filer designates it.
    electionCode: line.gift.electionCode ?? '',
    aggregateCents: line.aggregateCents,
  };
}

/**
 * The committee: the product keeps no committee name or FEC ID, so the candidate's name and
 * PLACEHOLDER_COMMITTEE_ID (fec-format.ts) stand in, for the filer to correct.
 */
const committeeOf = (candidate: FilingCandidate) => ({
  id: PLACEHOLDER_COMMITTEE_ID,
  name: candidate.name,
});

/** Schedule A of the report: every itemized receipt of the range, with the F3N's 11(a). */
export function scheduleAFromReport(
  candidate: FilingCandidate,
  range: { from: string; to: string },
  report: CommitteeReportData,
): string {
  return scheduleAFiling({
    committee: {
      ...committeeOf(candidate),
      electionState: candidate.position === 'president' ? null : candidate.stateCode,
    },
    from: range.from,
    to: range.to,
    receipts: report.lines.filter((line) => line.itemized).map(receiptOf),
    unitemizedCents: report.elections.reduce((sum, election) => sum + election.unitemizedCents, 0),
  });
}

/** Form 6 office codes of the federal offices (House, Senate, President). */
const FEDERAL_OFFICE: Record<string, string> = {
  'us-representative': 'H',
  'us-senator': 'S',
  president: 'P',
};

/**
 * The 48-hour notices of the report's range as one Form 6: each receipt of the range that
 * falls in the notice period of one of the candidate's elections, listed once.
 */
export function fortyEightHourNoticesFromReport(
  candidate: FilingCandidate,
  report: CommitteeReportData,
  elections: readonly NoticeElection[],
): string {
  const receipts = report.lines.filter((line) => line.gift.status === 'succeeded');
  const noticed = new Set(
    fortyEightHourNotices(
      receipts.map((line) => ({ ...line.gift, line })),
      elections,
    ).flatMap((notice) => notice.gifts.map((gift) => gift.line)),
  );
  return form6Filing({
    committee: committeeOf(candidate),
    candidate: {
      name: fecName(candidate.name),
      office: FEDERAL_OFFICE[candidate.position] ?? '',
      state: candidate.position === 'president' ? null : candidate.stateCode,
    },
    contributions: receipts.filter((line) => noticed.has(line)).map(contributionOf),
  });
}
