import fs from 'node:fs';
import path from 'node:path';
import {
  BUILT_RELEASE,
  RELEASE_ID_PATTERN,
  type Release,
  type ReleaseChange,
  type RemoteReleaseState,
} from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { conflict, invalid, notFound } from '../domain-error';
import { listRemotes, type RemoteInfo } from '../remote-list';
import { storeReleaseFiles } from './release-files-db';

// Remote releases (docs/releases.md): the files of a release live in
// <releasesDir>/<package>/<id>/, written once by copyReleaseFiles and never changed; the
// database records each release (remote_releases) and what each remote's pages load
// (remote_live). Shared by the admin API and the admin/release commands' direct path, so both
// do exactly the same thing.

/** Retention: the files of at least this many newest releases per remote stay. */
export const KEEP_RELEASES = 5;

/** The file every release must hold: the federation manifest the shell registers. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** A remote by federation name (`mf_shorts`) or package folder (`mf-shorts`), or undefined. */
export function findRemote(name: string): RemoteInfo | undefined {
  return listRemotes().find((remote) => remote.name === name || remote.package === name);
}

/** The remote, or a 404 naming the known ones. */
export function requireRemote(name: string): RemoteInfo {
  const remote = findRemote(name);
  if (!remote) {
    const known = listRemotes().map((candidate) => candidate.name);
    throw notFound(`No remote named "${name}" (known: ${known.join(', ')})`);
  }
  return remote;
}

export function releaseFolder(releasesDir: string, packageName: string, id: string): string {
  return path.join(releasesDir, packageName, id);
}

/** `20261125T071502Z-08c6718`: `when` in UTC to the second, and the revision. */
export function newReleaseId(when: Date, gitRevision: string): string {
  const stamp = when
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  const id = `${stamp}-${gitRevision}`;
  if (!RELEASE_ID_PATTERN.test(id)) throw invalid(`Not a release id: ${id}`);
  return id;
}

function makeReadOnly(folder: string): void {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) makeReadOnly(file);
    else fs.chmodSync(file, 0o444);
  }
}

/**
 * Copies a built remote into its release folder, which must not exist yet: creating the
 * folder is the claim (mkdir fails when another publish made it), so an id is written once.
 * The files are made read-only. Refuses a build without a manifest.
 */
export function copyReleaseFiles(
  releasesDir: string,
  remote: RemoteInfo,
  id: string,
  sourceDir: string,
): string {
  if (!fs.existsSync(path.join(sourceDir, MANIFEST_FILE))) {
    throw invalid(`${sourceDir} holds no ${MANIFEST_FILE}: not a built remote`);
  }
  const folder = releaseFolder(releasesDir, remote.package, id);
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  try {
    fs.mkdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw conflict(
        `Release ${id} of ${remote.name} already exists; releases are never overwritten`,
      );
    }
    throw error;
  }
  fs.cpSync(sourceDir, folder, { recursive: true, errorOnExist: true, force: false });
  makeReadOnly(folder);
  return folder;
}

interface LiveRow {
  remote: string;
  live: string;
  canary: string | null;
  percent: number;
}

/** Each published remote's live row: one small indexed read (every page load makes it). */
export async function liveRows(db: Pick<Db, 'query'>): Promise<Map<string, LiveRow>> {
  const { rows } = await db.query<LiveRow>(
    `select remote, live_release_id as live, canary_release_id as canary,
            canary_percent as percent
       from remote_live`,
  );
  return new Map(rows.map((row) => [row.remote, row]));
}

function stateOf(remote: RemoteInfo, row: LiveRow | undefined): RemoteReleaseState {
  return {
    remote: remote.name,
    package: remote.package,
    live: row?.live ?? BUILT_RELEASE,
    canary: row?.canary ? { release: row.canary, percent: row.percent } : null,
  };
}

/** What every remote's pages load now (GET /api/releases). */
export async function liveStates(db: Db): Promise<RemoteReleaseState[]> {
  const rows = await liveRows(db);
  return listRemotes().map((remote) => stateOf(remote, rows.get(remote.name)));
}

async function lockedLive(tx: DbTx, remote: RemoteInfo): Promise<LiveRow | undefined> {
  const { rows } = await tx.query<LiveRow>(
    `select remote, live_release_id as live, canary_release_id as canary,
            canary_percent as percent
       from remote_live where remote = $1 for update`,
    [remote.name],
  );
  return rows[0];
}

async function stateIn(tx: DbTx, remote: RemoteInfo): Promise<RemoteReleaseState> {
  const { rows } = await tx.query<LiveRow>(
    `select remote, live_release_id as live, canary_release_id as canary,
            canary_percent as percent
       from remote_live where remote = $1`,
    [remote.name],
  );
  return stateOf(remote, rows[0]);
}

interface ReleaseRow {
  id: string;
  remote: string;
  createdAt: Date;
  gitRevision: string;
  uncommittedPaths: string[] | null;
  errorCount: number;
  prunedAt: Date | null;
}

const RELEASE_COLUMNS = `id, remote, created_at as "createdAt", git_revision as "gitRevision",
  uncommitted_paths as "uncommittedPaths", error_count as "errorCount", pruned_at as "prunedAt"`;

async function releaseRow(
  tx: DbTx,
  remote: RemoteInfo,
  id: string,
): Promise<ReleaseRow | undefined> {
  const { rows } = await tx.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from remote_releases where remote = $1 and id = $2`,
    [remote.name, id],
  );
  return rows[0];
}

/** A release that may go live: recorded and its files kept. */
async function usableRelease(tx: DbTx, remote: RemoteInfo, id: string): Promise<ReleaseRow> {
  const row = await releaseRow(tx, remote, id);
  if (!row) throw notFound(`No release ${id} of ${remote.name}`);
  if (row.prunedAt) {
    throw conflict(`Release ${id} of ${remote.name} is too old: retention deleted its files`);
  }
  return row;
}

/** The releases of one remote (or all), newest first, with what each is now. */
export async function listReleases(db: Db, remote?: RemoteInfo): Promise<Release[]> {
  const { rows } = await db.query<ReleaseRow>(
    `select ${RELEASE_COLUMNS} from remote_releases
      where $1::text is null or remote = $1
      order by remote, created_at desc, id desc`,
    [remote?.name ?? null],
  );
  const live = await liveRows(db);
  return rows.map((row) => {
    const state = live.get(row.remote);
    const status =
      state?.live === row.id ? 'live' : state?.canary === row.id ? 'canary' : 'previous';
    return {
      id: row.id,
      remote: row.remote,
      createdAt: row.createdAt.toISOString(),
      gitRevision: row.gitRevision,
      uncommittedPaths: row.uncommittedPaths,
      errorCount: row.errorCount,
      status,
      canaryPercent: status === 'canary' ? (state?.percent ?? 0) : null,
      hasFiles: row.prunedAt === null,
    };
  });
}

/**
 * Deletes the files of a remote's releases beyond the newest KEEP_RELEASES, never the live
 * or the canary release's; their rows stay (marked pruned) so `admin releases` still lists
 * them and their error counts. Returns the pruned ids.
 */
export async function pruneReleases(
  db: Db,
  releasesDir: string,
  remote: RemoteInfo,
): Promise<string[]> {
  const pruned = await db.transaction(async (tx) => {
    const live = await lockedLive(tx, remote);
    const { rows } = await tx.query<{ id: string }>(
      `select id from remote_releases where remote = $1 and pruned_at is null
        order by created_at desc, id desc offset $2`,
      [remote.name, KEEP_RELEASES],
    );
    const old = rows.map((row) => row.id).filter((id) => id !== live?.live && id !== live?.canary);
    if (old.length > 0) {
      await tx.query(
        'update remote_releases set pruned_at = now() where remote = $1 and id = any($2::text[])',
        [remote.name, old],
      );
      await tx.query(
        'delete from release_files where remote = $1 and release_id = any($2::text[])',
        [remote.name, old],
      );
    }
    return old;
  });
  // After the commit: a release marked pruned can no longer go live, so nothing will ask for
  // its files once they are gone.
  for (const id of pruned) {
    fs.rmSync(releaseFolder(releasesDir, remote.package, id), { recursive: true, force: true });
  }
  return pruned;
}

/**
 * Records a release whose files copyReleaseFiles wrote and makes it live at once (a canary
 * of the remote ends: everyone gets the new release), then applies retention.
 */
export async function publishRelease(
  db: Db,
  releasesDir: string,
  input: { remote: string; id: string; gitRevision: string; uncommittedPaths?: string[] },
): Promise<ReleaseChange> {
  const remote = requireRemote(input.remote);
  const folder = releaseFolder(releasesDir, remote.package, input.id);
  if (!fs.existsSync(path.join(folder, MANIFEST_FILE))) {
    throw notFound(`No files for release ${input.id} of ${remote.name} in ${folder}`);
  }
  const state = await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into remote_releases (remote, id, git_revision, uncommitted_paths)
       values ($1, $2, $3, $4) on conflict do nothing returning id`,
      [
        remote.name,
        input.id,
        input.gitRevision,
        input.uncommittedPaths?.length ? input.uncommittedPaths : null,
      ],
    );
    if (inserted.rows.length === 0) {
      throw conflict(`Release ${input.id} of ${remote.name} was already published`);
    }
    // Several servers may share PostgreSQL: each must be able to serve the release's files.
    if (db.kind === 'postgres') await storeReleaseFiles(tx, remote, input.id, folder);
    await tx.query(
      `insert into remote_live (remote, live_release_id) values ($1, $2)
       on conflict (remote) do update
         set live_release_id = excluded.live_release_id, canary_release_id = null,
             canary_percent = 0, updated_at = now()`,
      [remote.name, input.id],
    );
    return stateIn(tx, remote);
  });
  const pruned = await pruneReleases(db, releasesDir, remote);
  return { state, pruned };
}

/**
 * Makes an earlier release live again: the named one, else the newest kept release published
 * before the live one. A canary of that same release ends.
 */
export async function rollbackRelease(
  db: Db,
  remoteName: string,
  target?: string,
): Promise<ReleaseChange> {
  const remote = requireRemote(remoteName);
  const state = await db.transaction(async (tx) => {
    const live = await lockedLive(tx, remote);
    if (!live) {
      throw conflict(`${remote.name} has no published release: its built files are live`);
    }
    let id = target;
    if (id === undefined) {
      const { rows } = await tx.query<{ id: string }>(
        `select r.id from remote_releases r, remote_releases l
          where r.remote = $1 and l.remote = $1 and l.id = $2 and r.pruned_at is null
            and (r.created_at, r.id) < (l.created_at, l.id)
          order by r.created_at desc, r.id desc limit 1`,
        [remote.name, live.live],
      );
      id = rows[0]?.id;
      if (!id) {
        throw conflict(
          `No release of ${remote.name} before the live one (${live.live}) to roll back to`,
        );
      }
    }
    await usableRelease(tx, remote, id);
    if (id === live.live) throw conflict(`Release ${id} of ${remote.name} is already live`);
    await tx.query(
      `update remote_live
          set live_release_id = $2,
              canary_release_id = case when canary_release_id = $2 then null else canary_release_id end,
              canary_percent = case when canary_release_id = $2 then 0 else canary_percent end,
              updated_at = now()
        where remote = $1`,
      [remote.name, id],
    );
    return stateIn(tx, remote);
  });
  return { state, pruned: [] };
}

/** Gives `release` to `percent` % of browsers (by their bucket cookie). */
export async function setCanary(
  db: Db,
  remoteName: string,
  release: string,
  percent: number,
): Promise<ReleaseChange> {
  const remote = requireRemote(remoteName);
  const state = await db.transaction(async (tx) => {
    const live = await lockedLive(tx, remote);
    await usableRelease(tx, remote, release);
    if (!live) throw conflict(`${remote.name} has no live release yet: publish one first`);
    if (live.live === release) throw conflict(`Release ${release} of ${remote.name} is live`);
    await tx.query(
      `update remote_live set canary_release_id = $2, canary_percent = $3, updated_at = now()
        where remote = $1`,
      [remote.name, release, percent],
    );
    return stateIn(tx, remote);
  });
  return { state, pruned: [] };
}

/** The canary becomes the live release. */
export async function promoteCanary(db: Db, remoteName: string): Promise<ReleaseChange> {
  const remote = requireRemote(remoteName);
  const state = await db.transaction(async (tx) => {
    const live = await lockedLive(tx, remote);
    if (!live?.canary) throw conflict(`${remote.name} has no canary to promote`);
    await tx.query(
      `update remote_live
          set live_release_id = canary_release_id, canary_release_id = null, canary_percent = 0,
              updated_at = now()
        where remote = $1`,
      [remote.name],
    );
    return stateIn(tx, remote);
  });
  return { state, pruned: [] };
}

/** Ends the canary: everyone gets the live release. Nothing to end is not an error. */
export async function dropCanary(db: Db, remoteName: string): Promise<ReleaseChange> {
  const remote = requireRemote(remoteName);
  const state = await db.transaction(async (tx) => {
    await tx.query(
      `update remote_live set canary_release_id = null, canary_percent = 0, updated_at = now()
        where remote = $1 and canary_release_id is not null`,
      [remote.name],
    );
    return stateIn(tx, remote);
  });
  return { state, pruned: [] };
}

/** Counts one error report against a published release; false when there is no such one. */
export async function countClientError(
  db: Db,
  remote: RemoteInfo,
  release: string,
): Promise<boolean> {
  if (!RELEASE_ID_PATTERN.test(release)) return false;
  const { rows } = await db.query(
    `update remote_releases set error_count = error_count + 1
      where remote = $1 and id = $2 returning id`,
    [remote.name, release],
  );
  return rows.length > 0;
}

/** The line under a release built from uncommitted changes: the first paths, and how many. */
export function describeUncommitted(paths: readonly string[]): string {
  const shown = paths.slice(0, 10).join(', ');
  const more = paths.length > 10 ? ` (+${paths.length - 10} more)` : '';
  return `  built with uncommitted changes: ${shown}${more}`;
}

/** One line per release for `npm run admin -- releases` (two for one with uncommitted changes). */
export function describeReleases(releases: readonly Release[]): string {
  if (releases.length === 0) return 'No releases published yet (the built files are live).';
  const lines = releases.map((release) => {
    const status =
      release.status === 'live'
        ? 'LIVE'
        : release.status === 'canary'
          ? `CANARY ${release.canaryPercent}%`
          : release.hasFiles
            ? '-'
            : '- (pruned)';
    const when = release.createdAt.replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
    const line = [
      release.remote.padEnd(18),
      release.id.padEnd(28),
      when.padEnd(22),
      release.gitRevision.padEnd(10),
      status.padEnd(14),
      `${release.errorCount} error${release.errorCount === 1 ? '' : 's'}`,
    ].join(' ');
    return release.uncommittedPaths
      ? `${line}\n${describeUncommitted(release.uncommittedPaths)}`
      : line;
  });
  const header = ['remote'.padEnd(18), 'release'.padEnd(28), 'published'.padEnd(22)]
    .concat(['revision'.padEnd(10), 'status'.padEnd(14), 'errors'])
    .join(' ');
  return [header, ...lines].join('\n');
}

/** One line saying what a remote's pages load now. */
export function describeState(state: RemoteReleaseState): string {
  const live = state.live === BUILT_RELEASE ? 'its built files' : `release ${state.live}`;
  const canary = state.canary
    ? `; canary ${state.canary.release} for ${state.canary.percent}% of browsers`
    : '';
  return `${state.remote} now serves ${live}${canary}.`;
}
