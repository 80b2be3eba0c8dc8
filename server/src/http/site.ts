import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstPaintHtml } from './first-paint';
import type { PageDataSource } from './page-data';
import { pagePreloads } from './page-preloads';
import { listRemotes, remoteEntries } from './remotes';
import { shellHtml } from './shell-html';

// The built site from the same origin as the API: the shell at `/`, each federated remote
// under `/remotes/<package>/`, and /remotes.json telling the shell where the remotes are.
// Content-hashed files are cached for a year; everything else is revalidated each time so a
// redeploy shows up on the next load.

export interface SiteOptions {
  /** Folder holding `shell/dist` and `<package>/dist`. */
  siteDir: string;
  /** Remote name -> manifest URL (PAID_REMOTES). */
  remoteOverrides: Record<string, string>;
  /** The data each page shows first, written into it (page-data.ts); none without it. */
  pageData?: PageDataSource;
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
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return remoteEntries(options.remoteOverrides);
  });

  // The site's front door is the shell's page with its hints, like every client-side route.
  app.get('/', async (request, reply) => sendHistoryFallback(request, reply, options));

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
 * For a URL no route or file matched: the shell's index.html when a browser navigates to a
 * client-side route (history fallback), else null (the caller answers 404).
 */
export async function sendHistoryFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SiteOptions,
): Promise<FastifyReply | null> {
  const pathname = request.url.split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/'))
    return null;
  if (pathname !== '/' && !acceptsHtml(request)) return null;

  let html: string;
  try {
    html = await fs.readFile(path.join(shellDistDir(options.siteDir), 'index.html'), 'utf8');
  } catch {
    return reply
      .code(503)
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(SHELL_NOT_BUILT);
  }
  return reply
    .code(200)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(
      shellHtml(html, {
        remotes: remoteEntries(options.remoteOverrides),
        preloads: await pagePreloads(pathname, options),
        pageData: options.pageData ? await options.pageData(pathname) : [],
        firstPaint: firstPaintHtml(pathname),
      }),
    );
}
