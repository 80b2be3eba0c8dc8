import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLAYLIST } from './hls-dir';
import {
  PARTS_PER_SEGMENT,
  renderLlPlaylist,
  SEGMENTS_LISTED,
  SEGMENTS_WITH_PARTS,
  type LlPlaylist,
  type Segment,
} from './ll-playlist';

// A room's low-latency HLS (docs/video.md "HLS for crowds"). ffmpeg 5.1's HLS muxer writes no
// LL-HLS parts, so ffmpeg writes 1 s MPEG-TS chunks, each starting with a keyframe, with a
// plain playlist of its own (`chunks-<ffmpeg>.m3u8`, never served), and this turns them into
// the room's playlist (`index.m3u8`): each chunk a part (EXT-X-PART) as soon as ffmpeg has
// finished it, four parts joined into a segment (MPEG-TS joins byte to byte), the next part
// announced (EXT-X-PRELOAD-HINT). It lives as long as the room's HLS, across ffmpegs: a new
// ffmpeg (a debater came or left) closes the segment being made and its first part starts a
// new segment after a discontinuity, so the media sequence goes on and a player keeps
// playing. Files are written before the playlist that names them (a temporary file renamed,
// so a reader never gets half of one), and deleted a segment after the playlist stopped
// naming them (a player may hold the previous playlist).

/** How often ffmpeg's playlist is read: a part is announced within this of being written. */
export const PACKAGE_EVERY_MS = 100;

export const chunkPlaylistName = (ffmpeg: string) => `chunks-${ffmpeg}.m3u8`;
export const partName = (ffmpeg: string, n: number) =>
  `part-${ffmpeg}-${String(n).padStart(6, '0')}.ts`;

export interface HlsPackager {
  /** Packages a new ffmpeg's chunks from its first one on (`ffmpeg`: its random name part). */
  follow(ffmpeg: string): void;
  /** Takes what ffmpeg finished by now (a timer does it every PACKAGE_EVERY_MS anyway). */
  look(): void;
  /** Reads what ffmpeg wrote last, closes the playlist (EXT-X-ENDLIST); false if it never wrote one. */
  end(): boolean;
  stop(): void;
}

export function hlsPackager(
  dir: string,
  { everyMs = PACKAGE_EVERY_MS }: { everyMs?: number } = {},
): HlsPackager {
  /** The random part of this room's segment names (a CDN never mixes two runs' segments). */
  const id = randomBytes(4).toString('hex');
  const state: LlPlaylist = { segments: [], discontinuitySequence: 0, ended: false };
  let following: string | undefined;
  /** Chunks of the followed ffmpeg already taken. */
  let taken = 0;
  /** A new ffmpeg is followed: its first part starts a segment after a discontinuity. */
  let freshFfmpeg = false;
  /** Files no longer listed, deleted at the next change (a player may hold the last playlist). */
  let unlisted: string[] = [];
  /** Segments whose part files are deleted (the segment's own file stays while it is listed). */
  const partsDeleted = new WeakSet<Segment>();

  const write = (name: string, bytes: Buffer | string) => {
    const tmp = path.join(dir, `.${name}.tmp`);
    writeFileSync(tmp, bytes);
    renameSync(tmp, path.join(dir, name));
  };

  const open = () => {
    const last = state.segments.at(-1);
    return last && !last.name ? last : undefined;
  };

  /** Joins a segment's parts into its file. */
  const close = (segment: Segment) => {
    const name = `seg-${id}-${segment.msn}.ts`;
    write(
      name,
      Buffer.concat(segment.parts.map((part) => readFileSync(path.join(dir, part.name)))),
    );
    segment.name = name;
  };

  /** Drops what the playlist no longer lists, and deletes what the one before did not. */
  const trim = () => {
    for (const file of unlisted) rmSync(path.join(dir, file), { force: true });
    unlisted = [];
    const complete = state.segments.filter((segment) => segment.name);
    while (complete.length > SEGMENTS_LISTED) {
      const dropped = state.segments.shift()!;
      complete.shift();
      if (dropped.discontinuity) state.discontinuitySequence += 1;
      unlisted.push(dropped.name!);
      if (!partsDeleted.has(dropped)) unlisted.push(...dropped.parts.map((part) => part.name));
    }
    // Parts stay on disk as long as their segment is listed: a player reading the previous
    // playlist may still ask for them.
    for (const segment of complete.slice(0, -(SEGMENTS_WITH_PARTS + 1))) {
      if (partsDeleted.has(segment)) continue;
      partsDeleted.add(segment);
      unlisted.push(...segment.parts.map((part) => part.name));
    }
  };

  /** The chunks ffmpeg finished since the last look, as parts. */
  const newChunks = (): { name: string; duration: number }[] => {
    if (!following) return [];
    let text: string;
    try {
      text = readFileSync(path.join(dir, chunkPlaylistName(following)), 'utf8');
    } catch {
      return [];
    }
    const lines = text.split('\n');
    const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
    const chunks: { name: string; duration: number }[] = [];
    let duration = 0;
    let n = sequence;
    for (const line of lines) {
      if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
      else if (line !== '' && !line.startsWith('#')) {
        if (n >= taken) chunks.push({ name: line.trim(), duration });
        n += 1;
      }
    }
    taken = Math.max(taken, n);
    return chunks;
  };

  const render = () => {
    write(PLAYLIST, renderLlPlaylist(state));
  };

  const take = () => {
    const chunks = newChunks();
    if (chunks.length === 0) return;
    for (const chunk of chunks) {
      let segment = open();
      if (freshFfmpeg) {
        // The old ffmpeg's last segment ends short; the new picture starts a segment.
        if (segment) close(segment);
        segment = undefined;
      }
      if (!segment) {
        const msn = (state.segments.at(-1)?.msn ?? -1) + 1;
        segment = { msn, parts: [], discontinuity: freshFfmpeg && state.segments.length > 0 };
        state.segments.push(segment);
        freshFfmpeg = false;
      }
      segment.parts.push(chunk);
      if (segment.parts.length >= PARTS_PER_SEGMENT) close(segment);
    }
    state.nextPart = following ? partName(following, taken) : undefined;
    trim();
    render();
  };

  let timer: NodeJS.Timeout | undefined;
  const poll = () => {
    try {
      take();
    } catch {
      // A chunk deleted or half there: the next look takes it again.
    }
  };

  return {
    look: poll,
    follow(ffmpeg) {
      poll();
      following = ffmpeg;
      taken = 0;
      freshFfmpeg = true;
      timer ??= setInterval(poll, everyMs);
      timer.unref();
    },
    end() {
      poll();
      clearInterval(timer);
      timer = undefined;
      // Nothing was ever taken: no playlist was written.
      if (state.segments.length === 0) return false;
      const segment = open();
      if (segment) close(segment);
      state.ended = true;
      state.nextPart = undefined;
      render();
      return true;
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
