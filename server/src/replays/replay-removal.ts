import type { ReplayVisibility } from 'shared-api/contracts';
import type { Db } from '../db/db';
import type { FileStorage } from '../storage/file-storage';

// Taking a replay down (docs/video.md "Replays", docs/roles.md): the candidate deletes their
// own stream's replay, and its video leaves the file store for good (the row stays, marked
// deleted, as the record of a stream that happened); support hides any replay and may show
// it again, the video kept.

/**
 * Deletes candidate `candidateId`'s stream replay `replayId`: null when they have no such
 * replay (a debate, another's stream, one not ready yet). Deleting again changes nothing.
 * `fileLeft` is the store's error when the bytes could not be removed (for the log: the
 * replay is deleted all the same).
 */
export async function deleteOwnReplay(
  db: Db,
  storage: FileStorage,
  candidateId: number,
  replayId: number,
): Promise<{ fileLeft: unknown } | null> {
  const found = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ fileId: number | null }>(
      `select file_id as "fileId" from recordings
        where id = $1 and kind = 'stream' and candidate_id = $2 and status = 'ready'
        for update`,
      [replayId, candidateId],
    );
    if (!rows[0]) return null;
    await tx.query(
      `update recordings set deleted_at = coalesce(deleted_at, now()), file_id = null
        where id = $1`,
      [replayId],
    );
    if (rows[0].fileId === null) return { key: null };
    const deleted = await tx.query<{ key: string }>(
      'delete from stored_files where id = $1 returning key',
      [rows[0].fileId],
    );
    return { key: deleted.rows[0]?.key ?? null };
  });
  if (!found) return null;
  // After the commit, as a post's media: a failed delete leaves bytes nothing points to,
  // never a row pointing at nothing.
  if (!found.key) return { fileLeft: null };
  try {
    await storage.delete(found.key);
    return { fileLeft: null };
  } catch (error) {
    return { fileLeft: error };
  }
}

/** Support hides (or shows again) replay `replayId`; null when there is no such replay. */
export async function setReplayHidden(
  db: Db,
  replayId: number,
  hidden: boolean,
): Promise<ReplayVisibility | null> {
  const { rows } = await db.query<{ id: number; changed: boolean }>(
    `with target as (select id, hidden_at from recordings where id = $1 and status = 'ready'),
          changed as (
            update recordings r
               set hidden_at = case when $2::boolean then now() end
              from target t
             where r.id = t.id and (t.hidden_at is null) = $2::boolean
            returning r.id)
     select t.id, exists (select 1 from changed) as changed from target t`,
    [replayId, hidden],
  );
  return rows[0] ? { id: rows[0].id, hidden, changed: rows[0].changed } : null;
}
