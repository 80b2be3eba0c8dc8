import { isMediaFile } from './hls-dir';

// The low-latency HLS playlist of a room (docs/video.md "HLS for crowds"), as the packager
// writes it (hls-packager.ts) and as a blocking reload reads it (hls-file-routes.ts): 1 s
// parts (EXT-X-PART), each a whole MPEG-TS chunk from ffmpeg that starts with a keyframe,
// four to a segment, the next part announced (EXT-X-PRELOAD-HINT), and reloads that wait
// for a part (CAN-BLOCK-RELOAD). The rules are RFC 8216bis's (HLS 2nd edition, section 4.4).

/** Parts are 1 s: ffmpeg cuts its chunks at the keyframe it makes every second. */
export const PART_TARGET_S = 1;
export const PARTS_PER_SEGMENT = 4;
/** A segment is at most this long (EXT-X-TARGETDURATION: four parts). */
export const TARGET_DURATION_S = PART_TARGET_S * PARTS_PER_SEGMENT;
/**
 * How far behind the newest part a player starts (PART-HOLD-BACK): the three part targets
 * the RFC asks for, so a player is never waiting on a part that is not written.
 */
export const PART_HOLD_BACK_S = 3 * PART_TARGET_S;
/** Whole segments in the playlist (beside the one being made). */
export const SEGMENTS_LISTED = 4;
/** Of those, the newest whose parts are listed too (a player near the live edge reads them). */
export const SEGMENTS_WITH_PARTS = 2;

export interface Part {
  /** The part's file name (ffmpeg's chunk: part-<ffmpeg>-<n>.ts). */
  name: string;
  /** Seconds. */
  duration: number;
}

export interface Segment {
  /** Its media sequence number. */
  msn: number;
  parts: Part[];
  /** Its file (its parts joined), once it is complete. */
  name?: string;
  /** The first of a new ffmpeg's picture (a debater came or left). */
  discontinuity: boolean;
}

export interface LlPlaylist {
  /** The segments kept, oldest first; the last is still being made unless `ended`. */
  segments: Segment[];
  /** Discontinuities before the first segment kept (EXT-X-DISCONTINUITY-SEQUENCE). */
  discontinuitySequence: number;
  /** The next part's name, when it is known (the same ffmpeg goes on). */
  nextPart?: string;
  ended: boolean;
}

const seconds = (value: number) => value.toFixed(3);

/** The playlist's text. */
export function renderLlPlaylist(playlist: LlPlaylist): string {
  const { segments } = playlist;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${TARGET_DURATION_S}`,
    `#EXT-X-PART-INF:PART-TARGET=${seconds(PART_TARGET_S)}`,
    `#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=${seconds(PART_HOLD_BACK_S)}`,
    `#EXT-X-MEDIA-SEQUENCE:${segments[0]?.msn ?? 0}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${playlist.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  const complete = segments.filter((segment) => segment.name);
  const withParts = new Set(complete.slice(-SEGMENTS_WITH_PARTS));
  for (const segment of segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    if (!segment.name || withParts.has(segment)) {
      for (const part of segment.parts) {
        lines.push(
          `#EXT-X-PART:DURATION=${seconds(part.duration)},URI="${part.name}",INDEPENDENT=YES`,
        );
      }
    }
    if (segment.name) {
      const duration = segment.parts.reduce((sum, part) => sum + part.duration, 0);
      lines.push(`#EXTINF:${seconds(duration)},`, segment.name);
    }
  }
  if (playlist.ended) lines.push('#EXT-X-ENDLIST');
  else if (playlist.nextPart)
    lines.push(`#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${playlist.nextPart}"`);
  return `${lines.join('\n')}\n`;
}

/**
 * The media files a playlist lists, in order: its parts (EXT-X-PART) and segments. Not the
 * part EXT-X-PRELOAD-HINT announces: it is not written yet.
 */
export function playlistSegments(playlist: string): string[] {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .map((line) =>
      line.startsWith('#EXT-X-PART:') ? (/URI="([^"]+)"/.exec(line)?.[1] ?? '') : line,
    )
    .filter(isMediaFile);
}

/** Where a playlist's text has got to: what a blocking reload compares with. */
export interface PlaylistEdge {
  /** The newest whole segment's media sequence number (-1: none yet). */
  lastSegment: number;
  /** Parts listed of the segment after it (the one being made). */
  partsAfter: number;
  ended: boolean;
  /** EXT-X-TARGETDURATION, seconds. */
  targetDuration: number;
  /** The part EXT-X-PRELOAD-HINT announces, if any. */
  hinted?: string;
}

/** Reads the edge of a playlist's text (ours, or ffmpeg's own for a plain one). */
export function playlistEdge(text: string): PlaylistEdge {
  let msn = 0;
  let segments = 0;
  let partsAfter = 0;
  let targetDuration = TARGET_DURATION_S;
  let hinted: string | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) msn = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-PART:')) partsAfter += 1;
    else if (line.startsWith('#EXT-X-PRELOAD-HINT:')) hinted = /URI="([^"]+)"/.exec(line)?.[1];
    else if (line !== '' && !line.startsWith('#')) {
      segments += 1;
      partsAfter = 0;
    }
  }
  return {
    lastSegment: msn + segments - 1,
    partsAfter,
    ended: text.includes('#EXT-X-ENDLIST'),
    targetDuration,
    hinted,
  };
}

/** What a blocking reload asks for: `_HLS_msn`, and `_HLS_part` within it. */
export interface DeliveryDirective {
  msn: number;
  part?: number;
}

/** Whether a playlist at `edge` holds what `want` asks for (or will never: it ended). */
export function playlistHas(edge: PlaylistEdge, want: DeliveryDirective): boolean {
  if (edge.ended || edge.lastSegment >= want.msn) return true;
  return (
    want.part !== undefined && edge.lastSegment + 1 === want.msn && edge.partsAfter > want.part
  );
}

/**
 * Whether `want` is too far ahead to wait for: the RFC's limit is two segments past the
 * newest (a client that asks further is wrong, and gets 400).
 */
export const tooFarAhead = (edge: PlaylistEdge, want: DeliveryDirective) =>
  want.msn > edge.lastSegment + 2;
