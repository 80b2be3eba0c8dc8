import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, DbTx } from '../db/db';
import type { RemoteInfo } from '../remote-list';

// Release files in PostgreSQL (migration 0017), so that every server serves every release:
// the publish stores a copy of the folder's files in its transaction; a server asked for a
// release whose folder it lacks writes the folder from the rows first (then serves it from
// disk, pre-compressed copies included, as any release). On the embedded database there is
// one server, which has the folder.

/** Every file under `folder`, as paths relative to it. */
export function filesUnder(folder: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(folder, relative) : [relative];
  });
}

/** Keeps the files of a release folder in the database (in the publish's transaction). */
export async function storeReleaseFiles(
  tx: DbTx,
  remote: RemoteInfo,
  id: string,
  folder: string,
): Promise<number> {
  const files = filesUnder(folder);
  for (const file of files) {
    await tx.query(
      `insert into release_files (remote, release_id, path, bytes) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [remote.name, id, file, fs.readFileSync(path.join(folder, file))],
    );
  }
  return files.length;
}

/**
 * Writes a release folder from the database when this server lacks it; true when the folder
 * is there afterwards. Written under a temporary name and renamed, so a concurrent request
 * never serves half a folder (the second rename loses, and its copy is removed).
 */
export async function restoreReleaseFolder(
  db: Pick<Db, 'query'>,
  remote: RemoteInfo,
  id: string,
  folder: string,
): Promise<boolean> {
  if (fs.existsSync(folder)) return true;
  const { rows } = await db.query<{ path: string; bytes: Buffer }>(
    `select f.path, f.bytes from release_files f
       join remote_releases r on r.remote = f.remote and r.id = f.release_id
      where f.remote = $1 and f.release_id = $2 and r.pruned_at is null`,
    [remote.name, id],
  );
  if (rows.length === 0) return false;
  const partial = `${folder}.${crypto.randomBytes(6).toString('hex')}.partial`;
  try {
    for (const row of rows) {
      const file = path.join(partial, row.path);
      // The paths were written by storeReleaseFiles from a real folder; still, none may leave it.
      if (!file.startsWith(partial + path.sep)) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, row.bytes, { mode: 0o444 });
    }
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.renameSync(partial, folder);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(folder)) throw error;
  }
  return true;
}
