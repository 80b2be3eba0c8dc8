import { useQuery } from '@tanstack/react-query';
import type { HlsChoice, MediaRoomRef } from '../contracts';
import * as contract from '../contracts/browser-contract';
import { apiRequest } from '../request';
import { mediaRoomName } from './webrtc';

// Whether a viewer of a stream should watch its HLS rather than WebRTC (docs/video.md "HLS
// for crowds"): the room's playlist on this server, if any, and whether its WebRTC viewers
// are above the server's threshold. Asked again every few seconds: the playlist appears a
// few seconds after the camera, and goes with End Stream.

/** How often the choice is asked again. */
export const HLS_CHOICE_POLL_MS = 3_000;

const NONE: HlsChoice = { playlist: null, crowded: false };

export function useHlsChoice(room: MediaRoomRef | null): HlsChoice {
  const name = room ? mediaRoomName(room) : '';
  const { data } = useQuery({
    queryKey: ['media', 'hls', name],
    queryFn: ({ signal }) => apiRequest(contract.media.hls, { query: { room: name }, signal }),
    enabled: name !== '',
    refetchInterval: HLS_CHOICE_POLL_MS,
  });
  return data ?? NONE;
}
