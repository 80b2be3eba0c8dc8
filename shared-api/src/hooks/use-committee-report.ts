import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { buildPath } from '../contracts/route';
import * as contract from '../contracts/browser-contract';
import type { CommitteeReport, CommitteeReportRange } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';

// The committee report of the candidate account (docs/donation-rules.md "Committee report"):
// the summary as a query, and the CSV and `.fec` files as plain links (the server names the
// file in Content-Disposition, so the browser downloads it with the session cookie; no blob
// juggling).

export const committeeReportKeys = {
  all: [...queryKeys.candidates.all, 'committee-report'] as const,
  forRange: (candidateId: number, range: CommitteeReportRange) =>
    [...committeeReportKeys.all, candidateId, range.from, range.to] as const,
};

/** The summary of a range already checked by the form (committeeReportRangeSchema). */
export function committeeReportQueryOptions(
  candidateId: number | string | undefined,
  range: CommitteeReportRange | undefined,
) {
  const id = idParam(candidateId);
  return queryOptions({
    queryKey: committeeReportKeys.forRange(id ?? Number.NaN, range ?? { from: '', to: '' }),
    queryFn:
      id === undefined || range === undefined
        ? skipToken
        : ({ signal }): Promise<CommitteeReport> =>
            apiRequest(contract.committeeReport.summary, {
              params: { candidateId: id },
              query: range,
              signal,
            }),
    // Gifts keep arriving: asking again for a range asks the server again.
    staleTime: 0,
    // A new range keeps the last summary on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

/** Waits (nothing sent) until there is a candidate and a submitted range. */
export function useCommitteeReport(
  candidateId: number | string | undefined,
  range: CommitteeReportRange | undefined,
) {
  return useQuery(committeeReportQueryOptions(candidateId, range));
}

/** Where a CSV of the report downloads from (same origin: the session cookie goes along). */
export function committeeReportCsvPath(
  candidateId: number,
  range: CommitteeReportRange,
  part: 'contributions' | 'summary',
): string {
  const route =
    part === 'contributions'
      ? contract.committeeReport.contributionsCsv
      : contract.committeeReport.summaryCsv;
  return buildPath(route, { candidateId }, range);
}

/** Where a `.fec` filing of the report downloads from: Schedule A, or the 48-hour notices. */
export function committeeReportFecPath(
  candidateId: number,
  range: CommitteeReportRange,
  part: 'schedule-a' | '48-hour-notices',
): string {
  const route =
    part === 'schedule-a'
      ? contract.committeeReport.scheduleAFec
      : contract.committeeReport.fortyEightHourNoticesFec;
  return buildPath(route, { candidateId }, range);
}
