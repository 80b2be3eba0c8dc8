import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import { notFound } from '../http/http-error';
import type { FileStorage } from '../storage/file-storage';
import { isServableMediaType, isStorageKey } from '../storage/local-file-storage';

// GET /files/<key>: stored photos, post media and replay videos. A key names one file forever
// (random, never reused), so it may be cached for a year. Only image/* and video/* are stored;
// a file is still never served as anything a browser would run: nosniff, a sandboxing CSP,
// and a last check of its type. A `Range: bytes=...` request gets that part (206): a video's
// seek bar asks for the part it jumps to (range-parser, as @fastify/static's send does; one
// range, several are answered whole).

export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Even opened directly, a stored file gets no script, no plugins, no same-origin rights. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { '*': string } }>(
    '/files/*',
    {
      // A route hook runs after the app's own onSend hooks, so this CSP is the one sent.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200 || reply.statusCode === 206)
          reply.header('content-security-policy', FILE_CSP);
        return payload;
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isStorageKey(key) ? await storage.get(key) : null;
      if (!file || !isServableMediaType(file.contentType)) throw notFound('File not found');
      reply
        .header('content-type', file.contentType)
        .header('cache-control', FILE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('accept-ranges', 'bytes');
      const size = file.bytes.length;
      const asked = request.headers.range;
      const ranges = asked === undefined ? undefined : parseRange(size, asked, { combine: true });
      if (ranges === -1) {
        // Past the end: nothing of it exists (RFC 9110 15.5.17).
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .type('application/json; charset=utf-8')
          .send({ message: 'That part of the file does not exist' });
      }
      if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
        return reply.send(file.bytes);
      }
      const { start, end } = ranges[0];
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .send(file.bytes.subarray(start, end + 1));
    },
  );
}
