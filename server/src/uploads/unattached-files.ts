import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { Db } from '../db/db';
import type { FileStorage } from '../storage/file-storage';

// Files uploaded and never attached (stored_files.attached_at null) are deleted a day after
// their upload (not free storage). The rows go first, in batches claimed with `skip locked`, so any
// number of server processes delete each file once; the bytes go after the commit (a failed
// delete leaves an orphan file in the store, never a row naming a missing file).

export const UNATTACHED_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const UNATTACHED_FILES_PERIOD_MS = 10 * 60 * 1000;
const BATCH = 100;

/** Deletes the unattached files older than a day as of `now`; answers how many. */
export async function deleteUnattachedFiles(
  db: Db,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_FILE_LIFETIME_MS);
  let deleted = 0;
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ key: string }>(
        `delete from stored_files where id in (
           select id from stored_files
            where attached_at is null and created_at < $1
            order by created_at limit $2
              for update skip locked)
         returning key`,
        [before, BATCH],
      );
      return rows.map((row) => row.key);
    });
    for (const key of keys) await storage.delete(key).catch(() => {});
    deleted += keys.length;
    if (keys.length < BATCH) return deleted;
  }
}

export function startUnattachedFileCleanup({
  db,
  storage,
  log,
  periodMs = UNATTACHED_FILES_PERIOD_MS,
}: {
  db: Db;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  periodMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'unattached file clean-up',
    periodMs,
    log,
    run: async () => {
      const deleted = await deleteUnattachedFiles(db, storage);
      if (deleted > 0) log.info({ deleted }, 'unattached uploads deleted');
    },
  });
}
