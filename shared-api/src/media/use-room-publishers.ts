import { useQuery } from '@tanstack/react-query';
import type { MediaRoomRef } from '../contracts';
import * as contract from '../contracts/browser-contract';
import { apiRequest } from '../request';
import { HLS_CHOICE_POLL_MS } from './use-hls-choice';
import { mediaRoomName } from './webrtc';

const NOBODY: readonly number[] = [];

/**
 * Who publishes a camera in `room` now, by candidate id, asked again as often as the HLS
 * choice: a viewer on HLS has no WebRTC subscription to say it (a debate stage names its live
 * debaters from it). Nothing is asked while `room` is null.
 */
export function useRoomPublishers(room: MediaRoomRef | null): readonly number[] {
  const name = room ? mediaRoomName(room) : '';
  const { data } = useQuery({
    queryKey: ['media', 'publishers', name],
    queryFn: async ({ signal }) => {
      const { feeds } = await apiRequest(contract.media.publishers, {
        query: { room: name },
        signal,
      });
      return feeds.map((feed) => feed.candidateId);
    },
    enabled: name !== '',
    refetchInterval: HLS_CHOICE_POLL_MS,
  });
  return data ?? NOBODY;
}
