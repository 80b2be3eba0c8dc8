import type { Db } from '../../src/db/db';
import type { FileStorage } from '../../src/storage/file-storage';

// Replays for route tests, written straight to the tables as the recording pipeline leaves
// them (server/migrations/0045_recordings.sql): a ready recording whose video is a stored
// file. Any bytes do for the API; the player's e2e uses a real recording.

let counter = 0;

/** A stored "video" in `storage` and its stored_files row; the row's id. */
export async function storedVideo(
  db: Db,
  storage: FileStorage,
): Promise<{ id: number; key: string }> {
  counter += 1;
  const key = `recordings/test-${process.pid}-${counter}.webm`;
  const bytes = Buffer.from('\x1aE\xdf\xa3 not really a video', 'latin1');
  await storage.put(key, bytes, 'video/webm');
  const { rows } = await db.query<{ id: number }>(
    `insert into stored_files (key, content_type, size, attached_at)
     values ($1, 'video/webm', $2, now()) returning id`,
    [key, bytes.length],
  );
  return { id: rows[0].id, key };
}

/**
 * A finished fundraising stream of `candidateId` from `startedAt` for `durationMs`, and its
 * ready replay. `whileLive` runs before the stream ends (gifts made then join the stream).
 */
export async function streamReplay(
  db: Db,
  storage: FileStorage,
  candidateId: number,
  {
    startedAt = new Date(Date.now() - 3_600_000),
    durationMs = 60_000,
    whileLive,
  }: {
    startedAt?: Date;
    durationMs?: number;
    whileLive?: (streamId: number) => Promise<void>;
  } = {},
): Promise<{ replayId: number; streamId: number; fileKey: string }> {
  const { rows: streams } = await db.query<{ id: number }>(
    'insert into fundraising_streams (candidate_id, started_at) values ($1, $2) returning id',
    [candidateId, startedAt],
  );
  const streamId = streams[0].id;
  await whileLive?.(streamId);
  const endedAt = new Date(startedAt.getTime() + durationMs);
  await db.query('update fundraising_streams set ended_at = $2 where id = $1', [streamId, endedAt]);
  const file = await storedVideo(db, storage);
  const { rows } = await db.query<{ id: number }>(
    `insert into recordings (kind, room, stream_id, candidate_id, started_at, ended_at, status,
                             file_id, duration_ms, size_bytes)
     values ('stream', $1, $2, $3, $4, $5, 'ready', $6, $7, 20) returning id`,
    [`stream-${candidateId}`, streamId, candidateId, startedAt, endedAt, file.id, durationMs],
  );
  return { replayId: rows[0].id, streamId, fileKey: file.key };
}

/** A finished debate of `stateCode` between `candidateIds` and its ready replay. */
export async function debateReplay(
  db: Db,
  storage: FileStorage,
  stateCode: string,
  candidateIds: number[],
  { startedAt = new Date(Date.now() - 3_600_000), durationMs = 60_000 } = {},
): Promise<{ replayId: number; fileKey: string }> {
  const file = await storedVideo(db, storage);
  const { rows } = await db.query<{ id: number }>(
    `insert into recordings (kind, room, state_code, candidate_ids, started_at, ended_at, status,
                             file_id, duration_ms, size_bytes)
     values ('debate', $1, $2, $3, $4, $5, 'ready', $6, $7, 20) returning id`,
    [
      `debate-${stateCode}`,
      stateCode,
      candidateIds,
      startedAt,
      new Date(startedAt.getTime() + durationMs),
      file.id,
      durationMs,
    ],
  );
  return { replayId: rows[0].id, fileKey: file.key };
}
