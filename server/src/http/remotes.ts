import { listRemotes } from '../remote-list';

// Which manifest each remote's pages load: the built dist, a published release (its canary
// for some browsers) or an override (PAID_REMOTES).

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
  return listRemotes().map((remote) => {
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
