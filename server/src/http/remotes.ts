import { createRequire } from 'node:module';
import { z } from 'zod';

// The federated remotes come from shared-config/site-map.js (CommonJS, shared with the
// webpack configs, the shell and ESLint), so the list of remotes is written down exactly once.

const remoteSchema = z.object({
  name: z.string().regex(/^[a-z_]+$/),
  package: z.string().regex(/^[a-z0-9-]+$/),
  devPort: z.number().int(),
});
export type RemoteInfo = z.infer<typeof remoteSchema>;

const require = createRequire(import.meta.url);
const remotes: readonly RemoteInfo[] = z
  .array(remoteSchema)
  .parse(require('shared-config/site-map').REMOTES);

export function listRemotes(): readonly RemoteInfo[] {
  return remotes;
}

export function remoteNames(): string[] {
  return remotes.map((remote) => remote.name);
}

/** One entry of /remotes.json, the shape the shell registers with the federation runtime. */
export interface RemoteEntry {
  name: string;
  entry: string;
  /** The release the entry points at: its id, 'built' (the dist) or 'override' (PAID_REMOTES). */
  release: string;
}

/** What the database says a remote's pages load (releases/release-store.ts, remote_live). */
export interface LiveRelease {
  live: string;
  canary: string | null;
  percent: number;
}

/** Where a release's files are served: immutable, under their own path. */
export function releaseUrl(packageName: string, releaseId: string, file: string): string {
  return `/releases/${packageName}/${releaseId}/${file}`;
}

/**
 * Each remote's manifest URL for one page load: PAID_REMOTES when it names the remote, else
 * its live release (the canary when the browser's bucket, 0-99, is below the canary's
 * percentage), else the built dist served from this origin.
 */
export function remoteEntries(
  overrides: Record<string, string>,
  live: ReadonlyMap<string, LiveRelease> = new Map(),
  bucket = 100,
): RemoteEntry[] {
  return remotes.map((remote) => {
    const override = overrides[remote.name];
    if (override !== undefined) return { name: remote.name, entry: override, release: 'override' };
    const state = live.get(remote.name);
    if (!state) {
      return {
        name: remote.name,
        entry: `/remotes/${remote.package}/mf-manifest.json`,
        release: 'built',
      };
    }
    const release = state.canary && bucket < state.percent ? state.canary : state.live;
    return {
      name: remote.name,
      entry: releaseUrl(remote.package, release, 'mf-manifest.json'),
      release,
    };
  });
}
