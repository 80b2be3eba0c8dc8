import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaRoom } from '../media/media-server';
import type { FileStorage } from '../storage/file-storage';
import { HLS_PLAYLIST_TYPE } from '../storage/local-file-storage';
import { PLAYLIST, PLAYLIST_CACHE_CONTROL, SEGMENT_CACHE_CONTROL, SEGMENT_TYPE } from './hls-dir';
import type { HlsStoreLedger } from './hls-store-ledger';
import { playlistSegments } from './ll-playlist';

// A room's HLS in the file store (docs/video.md "HLS for crowds"): ffmpeg writes it into the
// holder's folder, and this copies it into the file store, on several servers (PostgreSQL or
// S3, shared: every server answers /hls/<room>/<file>, hls-file-routes.ts reading the store
// when the file is not on its own disk) and on one server whose files are in S3 (a CDN in
// front of the bucket serves the crowd: PAID_HLS_PUBLIC_URL). Each file carries how long a
// cache may keep it (hls-dir.ts). Segments and parts first, then the playlist that names them, so no
// server serves a playlist whose segment it cannot serve. A segment is deleted from the store
// once two playlists in a row no longer name it (a player may still hold the previous one);
// stopping deletes the room's files. Each file is written down in the ledger before it is
// put (hls-store-ledger.ts), so the files of a holder that dies are deleted by the others (on
// one server, by its next start). On one server whose files are on its disk nothing is copied.

/** How often the playlist is checked (a 1 s part is added each second). */
export const MIRROR_EVERY_MS = 250;

export const hlsStoreKey = (room: MediaRoom, file: string) => `hls/${room}/${file}`;

export interface HlsMirror {
  /** Whether a playlist is in the store yet (the room's HLS is live for other servers). */
  copied(): boolean;
  /** Stops copying and deletes the room's files from the store. */
  stop(): Promise<void>;
}

export function mirrorHls({
  dir,
  room,
  storage,
  ledger,
  everyMs = MIRROR_EVERY_MS,
  onError = () => {},
}: {
  dir: string;
  room: MediaRoom;
  storage: FileStorage;
  ledger: HlsStoreLedger;
  everyMs?: number;
  onError?: (error: unknown, what: string) => void;
}): HlsMirror {
  const stored = new Set<string>();
  const put = async (file: string, bytes: Buffer, type: string, cacheControl: string) => {
    await ledger.storing(hlsStoreKey(room, file));
    await storage.put(hlsStoreKey(room, file), bytes, type, { cacheControl });
  };
  const remove = async (file: string) => {
    await storage.delete(hlsStoreKey(room, file));
    await ledger.deleted(hlsStoreKey(room, file));
  };
  let lastPlaylist = '';
  let previous: string[] = [];
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const copy = async () => {
    const playlist = await readFile(path.join(dir, PLAYLIST), 'utf8').catch(() => null);
    if (playlist === null || playlist === lastPlaylist) return;
    const listed = playlistSegments(playlist);
    for (const segment of listed) {
      if (stored.has(segment) || stopped) continue;
      const bytes = await readFile(path.join(dir, segment));
      await put(segment, bytes, SEGMENT_TYPE, SEGMENT_CACHE_CONTROL);
      stored.add(segment);
    }
    if (stopped) return;
    await put(PLAYLIST, Buffer.from(playlist), HLS_PLAYLIST_TYPE, PLAYLIST_CACHE_CONTROL);
    lastPlaylist = playlist;
    for (const segment of stored) {
      if (listed.includes(segment) || previous.includes(segment)) continue;
      await remove(segment);
      stored.delete(segment);
    }
    previous = listed;
  };

  const timer = setInterval(() => {
    running = running
      .then(copy)
      .catch((error: unknown) => onError(error, `copying ${room}'s HLS to the file store`));
  }, everyMs);
  timer.unref();

  return {
    copied: () => lastPlaylist !== '',
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      const files = [PLAYLIST, ...stored];
      stored.clear();
      // One that fails keeps its line: the ledger's clean-up deletes it once this server is gone.
      for (const file of files) await remove(file).catch(() => {});
    },
  };
}
