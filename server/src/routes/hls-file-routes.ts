import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import { hlsDir, HLS_ROOM, PLAYLIST_FILE, SEGMENT_FILE } from '../hls/hls-dir';
import type { MediaRoom } from '../media/media-server';

// GET /hls/<room>/<file>: a live stream's HLS, static files from the data folder
// (docs/video.md "HLS for crowds"). Only a stream room's name and exactly the playlist or a
// segment name are served, so no URL reaches another file (no '..', no other folder). The
// playlist changes every second: cached a second at most; a segment never changes under its
// name (a random part per publication): cached for a day, so a CDN in front carries the crowd.

export const PLAYLIST_CACHE_CONTROL = 'public, max-age=1';
export const SEGMENT_CACHE_CONTROL = 'public, max-age=86400, immutable';

export function registerHlsFileRoutes(app: FastifyInstance, dataDir: string): void {
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
      if (!found?.isFile()) throw notFound('No such live video file');
      return reply
        .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', playlist ? PLAYLIST_CACHE_CONTROL : SEGMENT_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', String(found.size))
        .send(createReadStream(where));
    },
  );
}
