import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { parseOrThrow } from '../http/validate';
import {
  hlsDir,
  HLS_ROOM,
  isMediaFile,
  PART_FILE,
  PLAYLIST,
  PLAYLIST_CACHE_CONTROL,
  PLAYLIST_FILE,
  SEGMENT_CACHE_CONTROL,
  SEGMENT_TYPE,
} from '../hls/hls-dir';
import { hlsStoreKey } from '../hls/hls-mirror';
import {
  PART_TARGET_S,
  playlistEdge,
  playlistHas,
  playlistSegments,
  tooFarAhead,
  type DeliveryDirective,
} from '../hls/ll-playlist';
import { playlistWaits } from '../hls/playlist-waits';
import type { FileStorage } from '../storage/file-storage';
import { HLS_PLAYLIST_TYPE } from '../storage/local-file-storage';
import type { MediaRoom } from '../media/media-server';

// GET /hls/<room>/<file>: a live stream's or debate's low-latency HLS, static files from the
// data folder (docs/video.md "HLS for crowds"). Only a stream or debate room's name and
// exactly the playlist, a segment or a part name are served, so no URL reaches another file
// (no '..', no other folder). The playlist changes every second: cached a second at most; a
// segment or part never changes under its name: cached for a day, so a CDN in front carries
// the crowd. A reload of the playlist asking for a part to come (`_HLS_msn`, `_HLS_part`) is
// held until the part is listed, and the part the playlist announces until it is written.
// In a cluster, the room's holder writes the files and copies them into the shared file store
// (hls/hls-mirror.ts): a file not on this server's disk is read from there.

/** `_HLS_msn` and `_HLS_part` of a blocking reload; other parameters (a CDN's) are ignored. */
const blockingReload = z
  .object({
    _HLS_msn: z.coerce.number().int().min(0).max(1e9).optional(),
    _HLS_part: z.coerce.number().int().min(0).max(1e3).optional(),
  })
  .refine((query) => query._HLS_part === undefined || query._HLS_msn !== undefined, {
    message: '_HLS_part needs _HLS_msn',
  });

export function registerHlsFileRoutes(
  app: FastifyInstance,
  dataDir: string,
  /** The cluster's shared file store; none on one server. */
  shared?: FileStorage,
): void {
  const fileOf = (room: MediaRoom, file: string) => path.join(hlsDir(dataDir, room), file);
  /** The file from this server's disk, or else from the store. */
  const read = async (room: MediaRoom, file: string) => {
    const bytes = await readFile(fileOf(room, file)).catch(() => null);
    if (bytes || !shared) return bytes;
    return (await shared.get(hlsStoreKey(room, file)))?.bytes ?? null;
  };
  const waits = playlistWaits(async (room) => (await read(room, PLAYLIST))?.toString() ?? null);
  app.addHook('onClose', async () => waits.close());

  /** The playlist, once it holds what a blocking reload asks for (RFC 8216bis 6.2.5.2). */
  const playlistFor = async (room: MediaRoom, want: DeliveryDirective | null) => {
    const now = (await read(room, PLAYLIST))?.toString();
    if (now === undefined) throw notFound('No such live video file');
    if (!want) return now;
    const edge = playlistEdge(now);
    if (playlistHas(edge, want)) return now;
    if (tooFarAhead(edge, want)) {
      throw badRequest(
        `Media sequence ${want.msn} is more than two segments ahead of the playlist`,
      );
    }
    // Three target durations, as the RFC says; then the player asks again.
    const later = await waits.wait(
      room,
      (text) => playlistHas(playlistEdge(text), want),
      3 * edge.targetDuration * 1000,
    );
    if (later === null) throw new HttpError(503, 'The live video has not reached that part yet');
    return later;
  };

  /**
   * A part not written yet that the playlist announces (EXT-X-PRELOAD-HINT): the request waits
   * for it (three part targets), as a player that fetches the hint ahead expects.
   */
  const hintedPart = async (room: MediaRoom, file: string) => {
    const playlist = (await read(room, PLAYLIST))?.toString();
    if (!playlist || playlistEdge(playlist).hinted !== file) return null;
    const listed = await waits.wait(
      room,
      (text) => playlistSegments(text).includes(file),
      3 * PART_TARGET_S * 1000,
    );
    return listed === null ? null : read(room, file);
  };

  app.get<{ Params: { room: string; file: string }; Querystring: Record<string, string> }>(
    '/hls/:room/:file',
    async (request, reply) => {
      const { room: roomName, file } = request.params;
      const playlist = PLAYLIST_FILE.test(file);
      if (!HLS_ROOM.test(roomName) || (!playlist && !isMediaFile(file))) {
        throw notFound('No such live video file');
      }
      const room = roomName as MediaRoom;
      reply.header('x-content-type-options', 'nosniff');
      if (playlist) {
        const query = parseOrThrow(blockingReload, request.query, 'query');
        const want =
          query._HLS_msn === undefined ? null : { msn: query._HLS_msn, part: query._HLS_part };
        const text = await playlistFor(room, want);
        return reply
          .header('content-type', HLS_PLAYLIST_TYPE)
          .header('cache-control', PLAYLIST_CACHE_CONTROL)
          .send(text);
      }
      const bytes =
        (await read(room, file)) ?? (PART_FILE.test(file) ? await hintedPart(room, file) : null);
      if (!bytes) throw notFound('No such live video file');
      return reply
        .header('content-type', SEGMENT_TYPE)
        .header('cache-control', SEGMENT_CACHE_CONTROL)
        .send(bytes);
    },
  );
}
