import type { MediaRoom, MediaServer } from '../media/media-server';

// When a new viewer watches a stream by HLS rather than WebRTC (docs/video.md "HLS for
// crowds"): once more WebRTC viewers watch the room on this server than the threshold
// (PAID_HLS_THRESHOLD), and only when the room's playlist is being written here. Each WebRTC
// viewer costs Janus a forwarded copy of the stream and a browser connection; an HLS viewer
// costs a static file read every second, which a CDN can take over. The playlist is written
// only when needed (hls/room-hls.ts): from the warm-up level below the threshold, or when a
// viewer asks (`want=hls`: the page forces HLS, or WebRTC gave no picture).

/**
 * The default threshold: 80% of the WebRTC viewers the bench held (`npm run bench:video`,
 * bench/REPORT.md "Live video"). Its run on a quiet 2-core machine (2026-11-28, the viewers'
 * Chromium pages on the same machine) held 10 WebRTC viewers (26 fps; 20 fell to 21.5 fps),
 * so 8; HLS carried 100 simulated viewers of 1 s segments beside one hls.js page (2026-12-02:
 * segment fetch p99 0.89 s, the machine shared) at a delay of 2.7 s (p50) instead of 0.05-0.3 s
 * (docs/video.md "Limits"). The WebRTC limit there is the machine's browsers, not Janus's.
 */
export const DEFAULT_HLS_THRESHOLD = 8;

/**
 * WebRTC viewers from which a room's encoder starts: a fifth below the threshold (at least
 * one viewer below it), never below 1. The playlist takes 2-5 s to appear; the 10 viewers
 * below the default 50 give it that time unless more than 2-5 viewers a second arrive, and a
 * viewer arriving before it exists stays on WebRTC (it is still under the threshold).
 */
export const hlsWarmUp = (threshold: number) =>
  Math.max(1, threshold - Math.max(1, Math.floor(threshold / 5)));

export const hlsPlaylistUrl = (room: MediaRoom) => `/hls/${room}/index.m3u8`;

/** What GET /api/media/hls answers (shared-api's contract). */
export interface HlsChoice {
  playlist: string | null;
  cameras: number[];
  crowded: boolean;
  starting: boolean;
  possible: boolean;
}

/** A room nobody publishes in (or held by no server). */
export const NO_HLS: HlsChoice = {
  playlist: null,
  cameras: [],
  crowded: false,
  starting: false,
  possible: false,
};

export function hlsChoice(
  media: MediaServer,
  room: MediaRoom,
  threshold: number,
  want = false,
): HlsChoice {
  if (want) media.wantHls(room);
  const state = media.hls(room);
  return {
    playlist: state === 'live' ? hlsPlaylistUrl(room) : null,
    cameras: state === 'live' ? media.hlsCameras(room) : [],
    crowded: state !== 'none' && media.viewers(room) >= threshold,
    starting: state === 'starting',
    possible: state !== 'none',
  };
}
