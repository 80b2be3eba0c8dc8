import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';
import type { FileStorage } from '../storage/file-storage';
import { isServableMediaType, isStorageKey } from '../storage/local-file-storage';

// GET /files/<key>: stored photos and post media. A key names one file forever (random,
// never reused), so it may be cached for a year. Only image/* and video/* are stored; a
// file is still never served as anything a browser would run: nosniff, a sandboxing CSP,
// and a last check of its type.

export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Even opened directly, a stored file gets no script, no plugins, no same-origin rights. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { '*': string } }>(
    '/files/*',
    {
      // A route hook runs after the app's own onSend hooks, so this CSP is the one sent.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200) reply.header('content-security-policy', FILE_CSP);
        return payload;
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isStorageKey(key) ? await storage.get(key) : null;
      if (!file || !isServableMediaType(file.contentType)) throw notFound('File not found');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', FILE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
}
