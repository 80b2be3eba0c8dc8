import path from 'node:path';
import type { MediaRoom } from '../media/media-server';

// Where a room's HLS is written and served from: `<PAID_DATA_DIR>/hls/<room>/`, the playlist
// `index.m3u8`, segments `seg-<id>-<n>.ts` and parts `part-<ffmpeg>-<n>.ts` (docs/video.md
// "HLS for crowds"). The names the static route serves are exactly these: anything else (the
// SDP files, ffmpeg's own playlist) is not found, so no path from a URL reaches outside a
// room's folder.

export const hlsRoot = (dataDir: string) => path.join(dataDir, 'hls');

export const hlsDir = (dataDir: string, room: MediaRoom) => path.join(hlsRoot(dataDir), room);

/** Rooms that have HLS: fundraising streams, and debates (their cameras side by side). */
export const HLS_ROOM = /^(stream-[1-9]\d{0,15}|debate-[A-Z]{2})$/;

/** The room's playlist, the one a player loads. */
export const PLAYLIST = 'index.m3u8';
export const PLAYLIST_FILE = /^index\.m3u8$/;
export const SEGMENT_FILE = /^seg-[0-9a-f]{8}-\d{1,9}\.ts$/;
export const PART_FILE = /^part-[0-9a-f]{8}-\d{6,9}\.ts$/;
/** A segment or part (either is a media file), by name. */
export const isMediaFile = (name: string) => SEGMENT_FILE.test(name) || PART_FILE.test(name);
/** A segment's or part's content type (MPEG-TS), served and stored. */
export const SEGMENT_TYPE = 'video/mp2t';

// How long a cache keeps them, served from here or from the S3 bucket behind a CDN: the
// playlist changes every second, so a second at most; a segment never changes under its
// name (a random part per room's run), nor does a part (a random part per ffmpeg), so a day.
export const PLAYLIST_CACHE_CONTROL = 'public, max-age=1';
export const SEGMENT_CACHE_CONTROL = 'public, max-age=86400, immutable';

export const hasHls = (room: string): room is MediaRoom => HLS_ROOM.test(room);
