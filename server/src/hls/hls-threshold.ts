import type { MediaRoom, MediaServer } from '../media/media-server';

// When a new viewer watches a stream by HLS rather than WebRTC (docs/video.md "HLS for
// crowds"): once more WebRTC viewers watch the room on this server than the threshold
// (PAID_HLS_THRESHOLD), and only when the room's playlist is being written here. Each WebRTC
// viewer costs Janus a forwarded copy of the stream and a browser connection; an HLS viewer
// costs a static file read every second, which a CDN can take over.

/**
 * The default threshold. The bench held 10 WebRTC viewers at 26 fps on the 2-core
 * development machine with the viewers' Chromium pages on the same machine as the limit
 * (docs/video.md "Limits"), so Janus's own ceiling was not reached there; 50 is a cautious
 * figure for one server until the bench measures Janus alone.
 */
export const DEFAULT_HLS_THRESHOLD = 50;

export const hlsPlaylistUrl = (room: MediaRoom) => `/hls/${room}/index.m3u8`;

export function hlsChoice(media: MediaServer, room: MediaRoom, threshold: number) {
  if (!media.hlsLive(room)) return { playlist: null, crowded: false };
  return { playlist: hlsPlaylistUrl(room), crowded: media.viewers(room) >= threshold };
}
