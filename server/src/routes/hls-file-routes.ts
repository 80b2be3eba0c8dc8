import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import {
  hlsDir,
  HLS_ROOM,
  PLAYLIST_CACHE_CONTROL,
  PLAYLIST_FILE,
  SEGMENT_CACHE_CONTROL,
  SEGMENT_FILE,
  SEGMENT_TYPE,
} from '../hls/hls-dir';
import { hlsStoreKey } from '../hls/hls-mirror';
import type { FileStorage } from '../storage/file-storage';
import { HLS_PLAYLIST_TYPE } from '../storage/local-file-storage';
import type { MediaRoom } from '../media/media-server';

// GET /hls/<room>/<file>: a live stream's or debate's HLS, static files from the data
// folder (docs/video.md "HLS for crowds"). Only a stream or debate room's name and exactly the
// playlist or a segment name are served, so no URL reaches another file (no '..', no other
// folder). The playlist changes every second: cached a second at most; a segment never
// changes under its name (a random part per ffmpeg): cached for a day, so a CDN in front
// carries the crowd.
// In a cluster, the room's holder writes the files and copies them into the shared file store
// (hls/hls-mirror.ts): a file not on this server's disk is read from there.

export function registerHlsFileRoutes(
  app: FastifyInstance,
  dataDir: string,
  /** The cluster's shared file store; none on one server. */
  shared?: FileStorage,
): void {
  app.get<{ Params: { room: string; file: string } }>(
    '/hls/:room/:file',
    async (request, reply) => {
      const { room, file } = request.params;
      const playlist = PLAYLIST_FILE.test(file);
      if (!HLS_ROOM.test(room) || (!playlist && !SEGMENT_FILE.test(file))) {
        throw notFound('No such live video file');
      }
      const where = path.join(hlsDir(dataDir, room as MediaRoom), file);
      const found = await stat(where).catch(() => null);
      const onDisk = found?.isFile() ? found : null;
      const stored =
        onDisk || !shared ? null : await shared.get(hlsStoreKey(room as MediaRoom, file));
      if (!onDisk && !stored) throw notFound('No such live video file');
      reply
        .header('content-type', playlist ? HLS_PLAYLIST_TYPE : SEGMENT_TYPE)
        .header('cache-control', playlist ? PLAYLIST_CACHE_CONTROL : SEGMENT_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      if (stored)
        return reply.header('content-length', String(stored.bytes.length)).send(stored.bytes);
      return reply.header('content-length', String(onDisk!.size)).send(createReadStream(where));
    },
  );
}
