import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { StreamStats } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { candidateStreamQueryPrefix } from './use-candidate-stream';

const OFFLINE: StreamStats = { isLive: false, viewerCount: 0, donations: 0 };

/**
 * End Stream: POST /api/stream/end, answering what the stream raised. The stats go offline
 * at once (which stops their polling); a 409 means the stream had already ended elsewhere,
 * so the stats are asked again instead.
 */
export function useEndStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(contract.stream.end),
    onSuccess: () => {
      queryClient.setQueryData<StreamStats>(queryKeys.stream.stats(), OFFLINE);
      return queryClient.invalidateQueries({ queryKey: candidateStreamQueryPrefix });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.stream.stats() }),
  });
}
