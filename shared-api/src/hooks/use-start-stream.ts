import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { StreamStats } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { candidateStreamQueryPrefix } from './use-candidate-stream';

/**
 * GO LIVE: POST /api/stream/start (activated candidates; again while live answers the
 * running stream). The answer goes into the stream stats at once, which starts their 5 s
 * polling, and every candidate stream status is refetched so the candidate's own page agrees.
 */
export function useStartStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(contract.stream.start),
    onSuccess: (stream) => {
      queryClient.setQueryData<StreamStats>(queryKeys.stream.stats(), {
        isLive: stream.isLive,
        viewerCount: stream.viewerCount,
        donations: stream.totalRaised,
      });
      return queryClient.invalidateQueries({ queryKey: candidateStreamQueryPrefix });
    },
  });
}
