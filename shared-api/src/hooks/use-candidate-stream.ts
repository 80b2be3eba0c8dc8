import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { STREAM_STATS_POLL_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { CandidateStreamStatus } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { liveCandidateTopic } from '../contracts/live-topics';
import { useLiveRefresh } from '../live/use-live-refresh';
import { idParam } from '../route-params';
import { followStreamTotal } from './follow-stream-total';

/** Every candidate's stream status lives under this prefix (GO LIVE and End Stream refresh it). */
export const candidateStreamQueryPrefix = [...queryKeys.stream.all, 'candidate'] as const;

/** The cache key of one candidate's stream status; ids normalised like every other key. */
export const candidateStreamQueryKey = queryKeys.stream.candidate;

function candidateStreamParams(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return id === undefined ? undefined : { candidateId: id };
}

/**
 * Whether a candidate is live, what the stream has raised and how many watch. Polled every
 * 5 s for as long as a page shows it (like the stream stats), so a visitor
 * sees the candidate go live and go offline without reloading. A poll that finds the
 * stream's total moved first refreshes the candidate (whose total raised, in the page
 * header, includes the stream's) and the stream's donations: all three move together.
 */
export function candidateStreamQueryOptions(candidateId: number | string | undefined) {
  const params = candidateStreamParams(candidateId);
  return queryOptions({
    queryKey: candidateStreamQueryKey(params?.candidateId ?? Number.NaN),
    queryFn:
      params === undefined
        ? skipToken
        : async ({ signal, client, queryKey }): Promise<CandidateStreamStatus> => {
            const status = await apiRequest(contract.stream.candidate, { params, signal });
            await followStreamTotal(
              client,
              {
                before: client.getQueryData<CandidateStreamStatus>(queryKey)?.totalRaised,
                now: status.totalRaised,
              },
              [
                queryKeys.candidates.detail(params.candidateId),
                queryKeys.stream.liveDonations(params.candidateId),
              ],
            );
            return status;
          },
    refetchInterval: STREAM_STATS_POLL_MS,
    refetchOnMount: 'always',
  });
}

/**
 * GET /api/stream/candidate/{candidateId}; public. Idle while the id is not a positive number.
 * Read again, with the candidate's own total, when a gift or the stream's start or end is
 * pushed; polled every 5 s while push is not open.
 */
export function useCandidateStream(
  candidateId: number | string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const id = idParam(candidateId);
  const client = useQueryClient();
  const key = candidateStreamQueryKey(id ?? Number.NaN);
  // A gift moves the page header's total raised too, live or not; a viewer count comes whole.
  const pushed = useLiveRefresh(
    enabled && id !== undefined ? liveCandidateTopic(id) : undefined,
    [key, queryKeys.candidates.detail(id ?? Number.NaN)],
    {
      kinds: ['donation', 'stream'],
      onEvent: (kind, data) => {
        if (kind !== 'viewers') return;
        const { viewerCount } = data as { viewerCount: number };
        client.setQueryData<CandidateStreamStatus>(key, (status) =>
          status?.isLive ? { ...status, viewerCount } : status,
        );
      },
    },
  );
  return useQuery({
    ...candidateStreamQueryOptions(candidateId),
    enabled,
    refetchInterval: pushed ? false : STREAM_STATS_POLL_MS,
  });
}
