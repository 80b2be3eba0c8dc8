import type { Db } from '../db/db';
import type { FileStorage } from '../storage/file-storage';

// Recordings' videos are data with limits (docs/video.md "Recordings", "Files are data"):
// - a size quota per candidate over their stream recordings (PAID_RECORDING_QUOTA_MB, default
//   2048). A new recording that takes a candidate beyond it drops the files of that
//   candidate's oldest stream recordings until the rest fits: the newest is what the
//   candidate and their viewers want most, as a camera's loop recording keeps the newest. A
//   single recording larger than the whole quota is refused (the row fails, saying so),
//   since keeping it would mean dropping everything else and still being over. Debates are
//   the state's stage, several candidates' at once: they count against no candidate's quota,
//   only the retention.
// - a retention period (PAID_RECORDING_RETENTION_DAYS, default 365): a daily job removes the
//   videos of recordings that ended longer ago.
// A removed video leaves its row (date, length, what it raised) with file_id null and
// file_removed_at/file_removed_reason set (migration 0046).

export interface RecordingLimits {
  quotaBytes: number;
  retentionDays: number;
}

export const DEFAULT_QUOTA_MB = 2048;
export const DEFAULT_RETENTION_DAYS = 365;
export const RETENTION_PERIOD_MS = 24 * 60 * 60 * 1000;

export const recordingLimits = ({
  quotaMb = DEFAULT_QUOTA_MB,
  retentionDays = DEFAULT_RETENTION_DAYS,
}: { quotaMb?: number; retentionDays?: number } = {}): RecordingLimits => ({
  quotaBytes: quotaMb * 1024 * 1024,
  retentionDays,
});

export const OVER_QUOTA = 'Larger than the recording quota of its candidate';

/** Removes one recording's video (its stored file and row), keeping the recording's row. */
export async function removeRecordingFile(
  db: Db,
  storage: FileStorage,
  recordingId: number,
  reason: 'quota' | 'retention',
): Promise<boolean> {
  const key = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ fileId: number }>(
      `update recordings r set file_id = null, file_removed_at = now(), file_removed_reason = $2
         from recordings old
        where r.id = $1 and old.id = r.id and r.file_id is not null
        returning old.file_id::int as "fileId"`,
      [recordingId, reason],
    );
    if (!rows[0]) return null;
    const removed = await tx.query<{ key: string }>(
      'delete from stored_files where id = $1 returning key',
      [rows[0].fileId],
    );
    return removed.rows[0]?.key ?? null;
  });
  // After the commit: a failed delete leaves an orphan in the store, never a row naming nothing.
  if (key) await storage.delete(key).catch(() => {});
  return key !== null;
}

/**
 * After `recordingId` (a stream's, ready) was stored: the candidate's oldest stream videos go
 * until their stream videos fit the quota. Answers the recordings whose video was removed.
 */
export async function applyStreamQuota(
  db: Db,
  storage: FileStorage,
  candidateId: number,
  quotaBytes: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number; size: number }>(
    `select id::int as id, size_bytes::float8 as size from recordings
      where kind = 'stream' and candidate_id = $1 and file_id is not null
      order by started_at desc, id desc`,
    [candidateId],
  );
  let kept = 0;
  const removed: number[] = [];
  for (const [index, row] of rows.entries()) {
    // The newest stays (a single recording over the quota was refused before storing).
    if (index > 0 && kept + row.size > quotaBytes) {
      if (await removeRecordingFile(db, storage, row.id, 'quota')) removed.push(row.id);
      continue;
    }
    kept += row.size;
  }
  return removed;
}

/** Removes the videos of recordings that ended more than `retentionDays` before `now`. */
export async function removeExpiredRecordings(
  db: Db,
  storage: FileStorage,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const { rows } = await db.query<{ id: number }>(
    `select id::int as id from recordings
      where file_id is not null and coalesce(ended_at, started_at) < $1
      order by id`,
    [before],
  );
  let removed = 0;
  for (const row of rows) {
    if (await removeRecordingFile(db, storage, row.id, 'retention')) removed += 1;
  }
  return removed;
}
