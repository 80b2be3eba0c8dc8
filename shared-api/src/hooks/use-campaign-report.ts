import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CampaignDashboard, CommitteeReportRange, RefcodeReport } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';

// The candidate owner's campaign figures (docs/refcodes.md): the refcode report for a range
// and the campaign dashboard. Both are asked again on each look: gifts keep arriving.

export const campaignReportKeys = {
  all: [...queryKeys.candidates.all, 'campaign-report'] as const,
  refcodes: (candidateId: number, range: CommitteeReportRange) =>
    [...campaignReportKeys.all, candidateId, 'refcodes', range.from, range.to] as const,
  dashboard: (candidateId: number) =>
    [...campaignReportKeys.all, candidateId, 'dashboard'] as const,
};

/** Waits (nothing sent) until there is a candidate and a submitted range. */
export function useRefcodeReport(
  candidateId: number | string | undefined,
  range: CommitteeReportRange | undefined,
) {
  const id = idParam(candidateId);
  return useQuery(
    queryOptions({
      queryKey: campaignReportKeys.refcodes(id ?? Number.NaN, range ?? { from: '', to: '' }),
      queryFn:
        id === undefined || range === undefined
          ? skipToken
          : ({ signal }): Promise<RefcodeReport> =>
              apiRequest(contract.committeeReport.refcodeReport, {
                params: { candidateId: id },
                query: range,
                signal,
              }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useCampaignDashboard(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return useQuery(
    queryOptions({
      queryKey: campaignReportKeys.dashboard(id ?? Number.NaN),
      queryFn:
        id === undefined
          ? skipToken
          : ({ signal }): Promise<CampaignDashboard> =>
              apiRequest(contract.committeeReport.campaignDashboard, {
                params: { candidateId: id },
                signal,
              }),
      staleTime: 0,
    }),
  );
}
