import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { DONATIONS_POLL_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { ListedDonation } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { liveCandidateTopic } from '../contracts/live-topics';
import { useLiveRefresh } from '../live/use-live-refresh';
import { idParam } from '../route-params';

function liveStreamParams(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return id === undefined ? undefined : { candidateId: id };
}

/**
 * The Live Donations of a candidate's live stream, newest first, polled every 5 s.
 * The server picks the stream's own gifts, so the
 * list always adds up to the "raised this stream" figure beside it.
 */
export function liveStreamDonationsQueryOptions(candidateId: number | string | undefined) {
  const params = liveStreamParams(candidateId);
  return queryOptions({
    queryKey: queryKeys.stream.liveDonations(params?.candidateId ?? Number.NaN),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<ListedDonation[]> =>
            apiRequest(contract.stream.donations, { params, signal }),
    refetchInterval: DONATIONS_POLL_MS,
  });
}

/**
 * GET /api/stream/candidate/{candidateId}/donations; public; idle without a positive id.
 * Read again when a gift is pushed; polled every 5 s while push is not open.
 */
export function useLiveStreamDonations(
  candidateId: number | string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const params = liveStreamParams(candidateId);
  const pushed = useLiveRefresh(
    enabled && params ? liveCandidateTopic(params.candidateId) : undefined,
    [queryKeys.stream.liveDonations(params?.candidateId ?? Number.NaN)],
    { kinds: ['donation', 'stream'] },
  );
  return useQuery({
    ...liveStreamDonationsQueryOptions(candidateId),
    enabled,
    refetchInterval: pushed ? false : DONATIONS_POLL_MS,
  });
}
