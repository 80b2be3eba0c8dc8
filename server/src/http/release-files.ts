import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RELEASE_ID_PATTERN } from 'shared-api/contracts';
import { listRemotes } from '../remote-list';

// The files of published remote releases: GET /releases/<package>/<releaseId>/<file>, from
// <releasesDir>/<package>/<releaseId>/ (releases/release-store.ts writes them once and never
// changes them, so every file is cached for a year whatever its name). Anything but a known
// package, a well-formed release id whose folder exists and a plain relative file name is a
// 404: the path is checked on the raw URL, segment by segment, before the file system sees
// it, so `..`, `%2e%2e`, `%2f`, `//`, backslashes and hidden files never reach a file.

/** A file or folder name as webpack writes them: no leading dot, no escapes. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._~-]*$/;
const MAX_DEPTH = 8;
/** The same as site.ts's IMMUTABLE: a release's path never changes content. */
export const RELEASE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The release folder and relative file a raw request path names, or null (a 404). */
export function releaseFileOf(
  rawPath: string,
  releasesDir: string,
): { folder: string; file: string } | null {
  const rest = rawPath.split('?')[0];
  if (!rest.startsWith('/releases/')) return null;
  const [packageName, releaseId, ...file] = rest.slice('/releases/'.length).split('/');
  if (!listRemotes().some((remote) => remote.package === packageName)) return null;
  if (releaseId === undefined || !RELEASE_ID_PATTERN.test(releaseId)) return null;
  if (file.length === 0 || file.length > MAX_DEPTH) return null;
  if (!file.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) return null;
  return { folder: path.join(releasesDir, packageName, releaseId), file: file.join('/') };
}

async function isFolder(folder: string): Promise<boolean> {
  try {
    return (await fs.stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Writes a release's folder when this server lacks it (from the database on PostgreSQL,
 * releases/release-files-db.ts); true when it is there afterwards.
 */
export type RestoreRelease = (
  packageName: string,
  releaseId: string,
  folder: string,
) => Promise<boolean>;

export async function registerReleaseFiles(
  app: FastifyInstance,
  releasesDir: string,
  restore?: RestoreRelease,
): Promise<void> {
  // A scope of its own: its reply.sendFile serves from the releases folder, pre-compressed
  // (.br / .gz next to a file) when the browser accepts it, as the site's files are.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: releasesDir,
      serve: false,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      cacheControl: false,
      preCompressed: true,
      suppressWarning: true,
      setHeaders: (reply) => {
        // Only on a file sent: a 404 must not be cached for a year.
        reply.header('cache-control', RELEASE_CACHE_CONTROL);
        // A shell on another origin (or a remote deployed elsewhere) may load these files.
        reply.header('access-control-allow-origin', '*');
      },
    });
    scope.get('/releases/*', async (request, reply) => {
      const target = releaseFileOf(request.raw.url ?? '', releasesDir);
      if (!target) return reply.callNotFound();
      if (!(await isFolder(target.folder))) {
        const [packageName, releaseId] = path.relative(releasesDir, target.folder).split(path.sep);
        if (!restore || !(await restore(packageName, releaseId, target.folder))) {
          return reply.callNotFound();
        }
      }
      return reply.sendFile(target.file, target.folder);
    });
  });
}
