import { useEffect, useState } from 'react';
import type { MediaRoomRef } from '../contracts';
import { useHlsChoice } from './use-hls-choice';
import { useWatchMedia } from './use-watch-media';

// WebRTC or HLS for a viewer of a stream or a debate (docs/video.md "HLS for crowds"). WebRTC first (under a
// second behind); HLS when the server says the room is crowded on it, when WebRTC gives no
// picture within WEBRTC_WITHIN_MS while the camera is live there (ICE failing behind a strict
// network, a server refusing), or when the page asks (`?video=hls`, the e2e tests' switch).
// The server makes a room's HLS only when needed: a viewer that wants it asks with `want`,
// and stays on WebRTC until the playlist exists (a few seconds). Once on HLS a viewer stays there (switching back would crowd WebRTC again) until the
// playlist goes (End Stream) or cannot be played; then WebRTC again, HLS not before
// HLS_RETRY_MS.

export const WEBRTC_WITHIN_MS = 8_000;
export const HLS_RETRY_MS = 10_000;

export type Playback =
  | { mode: 'webrtc'; watch: ReturnType<typeof useWatchMedia> }
  | {
      mode: 'hls';
      playlist: string;
      /** Whose cameras the picture shows, left to right (candidate ids), as the server says. */
      cameras: readonly number[];
      failed: () => void;
    };

const forcedHls = () =>
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('video') === 'hls';

/**
 * `hls: false`: WebRTC only, never asking about HLS (a debater watches the other debaters
 * under a second behind, whatever the crowd).
 */
export function useLivePlayback(room: MediaRoomRef, { hls: allowHls = true } = {}): Playback {
  const [onHls, setOnHls] = useState(false);
  const [wantHls, setWantHls] = useState(false);
  const choice = useHlsChoice(allowHls ? room : null, wantHls || onHls);
  const [webrtcFailed, setWebrtcFailed] = useState(false);
  const [hlsBlockedUntil, setHlsBlockedUntil] = useState(0);
  const hls = onHls && choice.playlist !== null;
  const watch = useWatchMedia(hls ? null : room);

  // No picture by WebRTC for a while, though the camera is live (its HLS can be made).
  const picture = watch.state === 'playing';
  const hasPlaylist = choice.playlist !== null;
  const live = choice.possible;
  useEffect(() => {
    if (hls || picture || !live) {
      setWebrtcFailed(false);
      return;
    }
    const timer = setTimeout(() => setWebrtcFailed(true), WEBRTC_WITHIN_MS);
    return () => clearTimeout(timer);
  }, [hls, picture, live]);

  const wanted = live && (forcedHls() || choice.crowded || webrtcFailed);
  // Asks the server to make it; played once the playlist exists.
  useEffect(() => setWantHls(wanted), [wanted]);
  const ready = wanted && hasPlaylist;
  useEffect(() => {
    if (!ready || onHls) return;
    const wait = hlsBlockedUntil - Date.now();
    if (wait <= 0) {
      setOnHls(true);
      return;
    }
    const timer = setTimeout(() => setHlsBlockedUntil(0), wait);
    return () => clearTimeout(timer);
  }, [ready, onHls, hlsBlockedUntil]);

  // The playlist went (End Stream): back to WebRTC, which says the camera is off.
  useEffect(() => {
    if (!hasPlaylist) setOnHls(false);
  }, [hasPlaylist]);

  if (hls && choice.playlist) {
    return {
      mode: 'hls',
      playlist: choice.playlist,
      cameras: choice.cameras,
      failed: () => {
        setOnHls(false);
        setHlsBlockedUntil(Date.now() + HLS_RETRY_MS);
      },
    };
  }
  return { mode: 'webrtc', watch };
}
