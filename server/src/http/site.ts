import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LivePosition } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { requestLanguage, visitorLanguage } from '../languages/request-language';
import { varyByLanguage } from './answer-language';
import { firstPaintHtml } from './first-paint';
import type { PageDataSource } from './page-data';
import { pagePreloads } from './page-preloads';
import { listRemotes } from '../remote-list';
import { remoteEntries, type LiveRelease, type RemoteEntry } from './remotes';
import { registerReleaseFiles, type RestoreRelease } from './release-files';
import { shellHtml } from './shell-html';

// The built site from the same origin as the API: the shell at `/`, each federated remote's
// built dist under `/remotes/<package>/`, its published releases under
// `/releases/<package>/<id>/` (release-files.ts), and /remotes.json telling the shell where the
// remotes are. Content-hashed files and release files are cached for a year; everything else
// is revalidated each time so a redeploy shows up on the next load.

export interface SiteOptions {
  /** Folder holding `shell/dist` and `<package>/dist`. */
  siteDir: string;
  /** Remote name -> manifest URL (PAID_REMOTES). */
  remoteOverrides: Record<string, string>;
  /** The data each page shows first, written into it (page-data.ts); none without it. */
  pageData?: PageDataSource;
  /** The newest live event the data read from now on includes (live/live-hub.ts `position`). */
  livePosition?: () => LivePosition | null;
  /** Published remote releases, `<releasesDir>/<package>/<id>/`. */
  releasesDir?: string;
  /** Writes a release folder this server lacks (from the database), before serving it. */
  restoreRelease?: RestoreRelease;
  /**
   * What the database says each published remote's pages load (remote_live), read on every
   * page load so a publish, rollback or canary on any server instance shows on the next one.
   * Without it, every remote is its built dist.
   */
  liveReleases?: () => Promise<ReadonlyMap<string, LiveRelease>>;
  /** Whether cookies are sent over https only (PUBLIC_ORIGIN is https). */
  publicOrigin?: string;
  /**
   * Where a member's language is read (languages/request-language.ts); without it a page is in
   * the visitor's language (the paid_lang cookie, else Accept-Language).
   */
  db?: Db;
}

/** The browser's canary bucket (0-99): sticky, so a browser keeps one release of a remote. */
export const BUCKET_COOKIE = 'paid_bucket';
const BUCKET_PATTERN = /^(?:\d|[1-9]\d)$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The request's bucket; a browser without one (or with a bad one) is given one now. */
export function canaryBucket(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin = '',
): number {
  const given = request.cookies[BUCKET_COOKIE];
  if (given !== undefined && BUCKET_PATTERN.test(given)) return Number(given);
  const bucket = crypto.randomInt(100);
  reply.setCookie(BUCKET_COOKIE, String(bucket), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin.startsWith('https://'),
    maxAge: YEAR_SECONDS,
  });
  return bucket;
}

/**
 * The remote list of one page load: from the database's live releases (one small read; no
 * cache, so a rollback on another instance applies at once) and the browser's bucket. When
 * the database cannot answer, the page still loads, with the built remotes (logged).
 */
export async function pageRemoteEntries(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SiteOptions,
): Promise<RemoteEntry[]> {
  const bucket = canaryBucket(request, reply, options.publicOrigin);
  let live: ReadonlyMap<string, LiveRelease> = new Map();
  if (options.liveReleases) {
    try {
      live = await options.liveReleases();
    } catch (error) {
      request.log.warn({ err: error }, 'could not read the live releases; serving built remotes');
    }
  }
  return remoteEntries(options.remoteOverrides, live, bucket);
}

const HASHED_FILE = /\.[0-9a-f]{8,}\./;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** `main.3f9a2c1b.js` can never change; index.html, manifests and remoteEntry.js can. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

export function shellDistDir(siteDir: string): string {
  return path.join(siteDir, 'shell', 'dist');
}

export function remoteDistDir(siteDir: string, packageName: string): string {
  return path.join(siteDir, packageName, 'dist');
}

const SHELL_NOT_BUILT =
  'The PAID site is not built yet: run `npm run build` in the repository root, then reload.\n' +
  'The API is up (see /api/health).\n';

export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return pageRemoteEntries(request, reply, options);
  });

  if (options.releasesDir) {
    await registerReleaseFiles(app, options.releasesDir, options.restoreRelease);
  }

  // The site's front door is the shell's page with its hints, like every client-side route.
  app.get('/', async (request, reply) => {
    await sendHistoryFallback(request, reply, options);
    return reply;
  });

  // Missing folders are fine (a file request then falls through to the not-found handler),
  // so a site built after the server started is served without a restart.
  await app.register(fastifyStatic, {
    root: shellDistDir(options.siteDir),
    prefix: '/',
    // index.html always goes through sendHistoryFallback, which adds the page's hints.
    index: false,
    cacheControl: false,
    preCompressed: true,
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  for (const remote of listRemotes()) {
    await app.register(fastifyStatic, {
      root: remoteDistDir(options.siteDir, remote.package),
      prefix: `/remotes/${remote.package}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // A shell on another origin (or a remote deployed elsewhere) may load these files.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * For a URL no route or file matched: sends the shell's index.html when a browser navigates to
 * a client-side route (history fallback) and answers true; false when it sent nothing (the
 * caller answers 404). A boolean, not the reply: a Fastify reply is thenable, so an async
 * function returning it resolves to undefined, which read as "nothing sent".
 */
export async function sendHistoryFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SiteOptions,
): Promise<boolean> {
  const pathname = request.url.split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/remotes/') ||
    pathname.startsWith('/releases/')
  )
    return false;
  if (pathname !== '/' && !acceptsHtml(request)) return false;

  let html: string;
  try {
    html = await fs.readFile(path.join(shellDistDir(options.siteDir), 'index.html'), 'utf8');
  } catch {
    reply
      .code(503)
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(SHELL_NOT_BUILT);
    return true;
  }
  // The member's account, else the paid_lang cookie, else Accept-Language (docs/languages.md).
  const language = options.db
    ? await requestLanguage(request, options.db)
    : visitorLanguage(request);
  const remotes = await pageRemoteEntries(request, reply, options);
  // Before the data: whatever the data then reads includes every event up to the position,
  // and the page's first live connection is replayed the rest.
  const livePosition = options.livePosition?.() ?? null;
  const pageData = options.pageData ? await options.pageData(pathname, request, reply) : [];
  // The page differs by what its language was chosen by.
  varyByLanguage(reply);
  reply
    .code(200)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(
      shellHtml(html, {
        language,
        remotes,
        preloads: await pagePreloads(pathname, options, remotes, language),
        pageData,
        livePosition,
        // In the page's language, or none: never a flash of English on a Spanish page.
        firstPaint: await firstPaintHtml(pathname, options, remotes, pageData, language),
      }),
    );
  return true;
}
