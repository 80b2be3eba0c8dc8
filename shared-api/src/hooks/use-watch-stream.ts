import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STREAM_HEARTBEAT_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import { apiRequest } from '../request';
import { candidateStreamQueryKey } from './use-candidate-stream';

/**
 * A viewer's heartbeat: POST /api/stream/{candidateId}/watch at once and every
 * STREAM_HEARTBEAT_MS while mounted and enabled; the server counts a viewer for 30 s after
 * their last one. Each answer is the stream's fresh status, written into the candidate
 * stream cache so the page shows the count that includes this viewer.
 */
export function useWatchStream(
  candidateId: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const beat = async () => {
      try {
        const status = await apiRequest(contract.stream.watch, {
          params: { candidateId },
          signal: controller.signal,
        });
        if (!controller.signal.aborted) {
          queryClient.setQueryData(candidateStreamQueryKey(candidateId), status);
        }
      } catch {
        // A missed heartbeat only drops this viewer from the count until the next one; the
        // stream status poll shows the page anything else (e.g. that the stream ended).
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), STREAM_HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [candidateId, enabled, queryClient]);
}
