import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { z } from 'zod';
import {
  BUILT_RELEASE,
  DEFAULT_LANGUAGE,
  OVERRIDE_RELEASE,
  type Language,
} from 'shared-api/contracts';
import type { BootFile } from 'shared-config/page-elements';
import { listRemotes } from '../remote-list';
import { remoteEntries, type RemoteEntry } from './remotes';

// Which files a page needs before it can show anything, so the shell can ask for them at
// once (<link rel="preload">, shell/src/start-up/preload-boot-files.ts, from the list
// shell-html.ts writes into the page) instead of the browser discovering them one round trip
// after another: main.js -> the shell's bootstrap and shared chunks -> the remote's manifest
// -> its entry and screen chunks. Checked against the build output on every page request (a stat
// per file, readJson), so a rebuilt shell or remote is hinted right away.

const routeSchema = z.object({
  path: z.string().startsWith('/'),
  remote: z.string(),
  screen: z.string(),
});
type RemoteRoute = z.infer<typeof routeSchema>;

const require = createRequire(import.meta.url);
const routes: readonly RemoteRoute[] = z
  .array(routeSchema)
  .parse(require('shared-config/site-map').REMOTE_ROUTES);

/**
 * The remote route a pathname opens and its parameters, matched as React Router does: segment
 * by segment, static segments case-insensitively, and a static segment ranks above a
 * parameter (`/candidate/account` before `/candidate/:candidateId`).
 */
export function matchRoute(
  pathname: string,
): { route: RemoteRoute; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { route: RemoteRoute; params: Record<string, string>; statics: number } | null = null;
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    let statics = 0;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          params[part.slice(1)] = segment;
        }
        return true;
      }
      statics += 1;
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches && (!best || statics > best.statics)) best = { route, params, statics };
  }
  return best ? { route: best.route, params: best.params } : null;
}

/** The remote route a pathname opens (see matchRoute), or null. */
export function routeForPath(pathname: string): RemoteRoute | null {
  return matchRoute(pathname)?.route ?? null;
}

const bootScriptsSchema = z.object({
  scripts: z.array(z.string().startsWith('/')),
  /** Per module the shell provides to the share scope, its files (older builds: none). */
  provides: z.record(z.string(), z.array(z.string().startsWith('/'))).default({}),
  /** Per module the shell provides, its version (older builds: none). */
  versions: z.record(z.string(), z.string()).default({}),
  /** Per language, the files of the catalogues the shell's start-up waits for (older builds: none). */
  languages: z.record(z.string(), z.array(z.string().startsWith('/'))).default({}),
});
type BootScripts = z.infer<typeof bootScriptsSchema>;

/** A remote's expose-shared.json: per exposed screen, the shared modules it consumes first. */
const exposeSharedSchema = z.record(z.string(), z.array(z.string()));

/** Enough of a federation manifest to know the remote is built here, and what it shares. */
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string() }) }),
  shared: z
    .array(z.object({ name: z.string(), requiredVersion: z.string().optional() }))
    .default([]),
});
type Manifest = z.infer<typeof manifestSchema>;

/**
 * Whether the remote will take the shell's copy of shared module `name`: not when it asks for
 * an exact version (shared-ui's source versions, shared-config/webpack/shared-modules.js) other
 * than the one the shell provides. It then loads its own copy, and a hint of the shell's would
 * be fetched for nothing (Chromium: "preloaded using link preload but not used").
 */
function takesShellCopy(name: string, manifest: Manifest, boot: BootScripts): boolean {
  const required = manifest.shared.find((shared) => shared.name === name)?.requiredVersion;
  const exact = required !== undefined && /^\d/.test(required);
  return !exact || boot.versions[name] === required;
}

/** What a build file held when last read, by path and schema: its stamp and parsed value. */
const readFiles = new Map<string, { stamp: string; schema: unknown; value: unknown }>();

/**
 * A build's JSON file as `schema` reads it; null when it is missing or not of that shape.
 * Every page request asks for several of these: a stat tells whether the file changed since it
 * was last parsed (a rebuild or a new release still shows on the next page), so a page costs a
 * stat per file instead of a read, a JSON parse and a schema check.
 */
export async function readJson<T>(file: string, schema: z.ZodType<T, unknown>): Promise<T | null> {
  try {
    const stats = await fs.stat(file);
    const stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    const known = readFiles.get(file);
    if (known && known.stamp === stamp && known.schema === schema) return known.value as T;
    const value = schema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
    readFiles.set(file, { stamp, schema, value });
    return value;
  } catch {
    // Not built yet, or built by an older build: the page works without it.
    readFiles.delete(file);
    return null;
  }
}

/**
 * The folder of the build of `remoteName` this page's remote list names: its live release (or
 * canary), or its built dist; null for a remote served from elsewhere (PAID_REMOTES).
 */
export function remoteReleaseDir(
  options: PagePreloadOptions,
  remoteName: string,
  entries: readonly RemoteEntry[],
): string | null {
  const remote = listRemotes().find((candidate) => candidate.name === remoteName);
  const entry = entries.find((candidate) => candidate.name === remoteName);
  if (!remote || !entry || entry.release === OVERRIDE_RELEASE) return null;
  if (entry.release === BUILT_RELEASE) return path.join(options.siteDir, remote.package, 'dist');
  return options.releasesDir ? path.join(options.releasesDir, remote.package, entry.release) : null;
}

/**
 * The remote's manifest, which the federation runtime fetches before anything else of the
 * remote: with it at hand the runtime asks for the entry and the screen's chunks at once.
 * Those scripts are not hinted themselves: Chromium hands a failed script preload to the
 * first script element of that URL (it does not fetch again), so after a remote was down a
 * Retry would fail once more; a failed fetch() preload is never reused that way. The hint is
 * the manifest of the release this page's remote list names (the live release, a canary, or
 * the built dist), read from that release's own folder.
 */
async function remotePreloads(
  options: PagePreloadOptions,
  route: RemoteRoute,
  entries: readonly RemoteEntry[],
  boot: BootScripts | null,
): Promise<BootFile[]> {
  const entry = entries.find((candidate) => candidate.name === route.remote);
  const releaseDir = remoteReleaseDir(options, route.remote, entries);
  if (!entry || !releaseDir) return [];
  const manifest = await readJson(path.join(releaseDir, 'mf-manifest.json'), manifestSchema);
  if (!manifest) return [];
  return [
    { href: entry.entry, as: 'fetch' },
    ...(await screenSharedPreloads(releaseDir, route.screen, manifest, boot)),
  ];
}

/**
 * The shell's files of the shared modules the page's screen consumes before it runs and the
 * shell's start-up does not load (its form parts, say): the runtime would ask for them only
 * after the remote's entry had run, one more round trip. Only files the shell's own build
 * lists can be named, whatever the remote's file says.
 */
async function screenSharedPreloads(
  releaseDir: string,
  screen: string,
  manifest: Manifest,
  boot: BootScripts | null,
): Promise<BootFile[]> {
  if (!boot) return [];
  const exposeShared = await readJson(
    path.join(releaseDir, 'expose-shared.json'),
    exposeSharedSchema,
  );
  const started = new Set(boot.scripts);
  const files = (exposeShared?.[screen] ?? [])
    .filter((name) => Object.hasOwn(boot.provides, name) && takesShellCopy(name, manifest, boot))
    .flatMap((name) => boot.provides[name])
    .filter((file) => !started.has(file));
  return [...new Set(files)].map((href) => ({ href, as: 'script' }));
}

export interface PagePreloadOptions {
  siteDir: string;
  /** Published releases (`<releasesDir>/<package>/<id>/`). */
  releasesDir?: string;
  /** Remotes served from elsewhere (PAID_REMOTES): their files are not known here. */
  remoteOverrides: Record<string, string>;
}

/**
 * What to preload for a page: the shell's start-up scripts, then the page's remote (from the
 * remote list written into the same page; default: the built remotes) and the shell's copies
 * of the shared modules its screen needs beyond the start-up's. Not the
 * web font: Chromium holds a page's first paint while a preloaded font is in flight, which
 * put the page's first paint (first-paint.ts) behind the scripts (Lighthouse's observed
 * first paint went from about 0.2 s to 1.2-2.3 s). The font arrives after the first paint
 * and the text swaps to it (font-display: swap), which moves nothing.
 */
export async function pagePreloads(
  pathname: string,
  options: PagePreloadOptions,
  entries: readonly RemoteEntry[] = remoteEntries(options.remoteOverrides),
  language: Language = DEFAULT_LANGUAGE,
): Promise<BootFile[]> {
  const shellDist = path.join(options.siteDir, 'shell', 'dist');
  const boot = await readJson(path.join(shellDist, 'boot-scripts.json'), bootScriptsSchema);
  const route = routeForPath(pathname);
  const remote = route ? await remotePreloads(options, route, entries, boot) : [];
  // The page's language's start-up catalogues, and no other language's (docs/languages.md).
  const words = boot?.languages[language] ?? [];
  return [
    ...[...(boot?.scripts ?? []), ...words].map((href): BootFile => ({ href, as: 'script' })),
    ...remote,
  ];
}
