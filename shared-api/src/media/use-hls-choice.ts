import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HlsChoice, MediaRoomRef } from '../contracts';
import * as contract from '../contracts/browser-contract';
import { apiRequest } from '../request';
import { mediaRoomName } from './webrtc';

// Whether a viewer of a stream should watch its HLS rather than WebRTC (docs/video.md "HLS
// for crowds"): the room's playlist on this server, if any, whether its WebRTC viewers are
// above the server's threshold, and whether a camera is live there so HLS can be made. A
// viewer that will play HLS asks with `want`: the server makes it only when needed, and the
// playlist appears a few seconds later (`starting`: asked again every second till then).
// Asked again every few seconds otherwise: the playlist goes with End Stream.

/** How often the choice is asked again. */
export const HLS_CHOICE_POLL_MS = 3_000;
/** How often while the playlist is being made. */
export const HLS_STARTING_POLL_MS = 1_000;

/** No HLS: nobody publishes, or the choice has not been answered yet. */
export const NO_HLS_CHOICE: HlsChoice = {
  playlist: null,
  cameras: [],
  crowded: false,
  starting: false,
  possible: false,
};

export function useHlsChoice(room: MediaRoomRef | null, want = false): HlsChoice {
  const name = room ? mediaRoomName(room) : '';
  const { data } = useQuery({
    queryKey: ['media', 'hls', name, want],
    queryFn: ({ signal }) =>
      apiRequest(contract.media.hls, {
        query: want ? { room: name, want: 'hls' } : { room: name },
        signal,
      }),
    enabled: name !== '',
    // Asking with `want` is another query: the last answer stands meanwhile.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.starting ? HLS_STARTING_POLL_MS : HLS_CHOICE_POLL_MS,
  });
  return data ?? NO_HLS_CHOICE;
}
