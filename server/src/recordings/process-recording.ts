import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import { hostGone, LEASE_MS } from '../media/room-placement';
import type { FileStorage } from '../storage/file-storage';
import { composeArgs, type Segment, type Tile } from './compose-video';
import { probe, runTool, trackCodec } from './media-tools';
import { applyStreamQuota, OVER_QUOTA, type RecordingLimits } from './recording-files';
import { listPublications, recordingDir, recordingsDir } from './recording-tracks';

// Making an ended recording's video (docs/video.md "Recordings"), on the server whose Janus
// wrote its tracks: janus-pp-rec turns each track (.mjr) into a file (VP8 video to .webm,
// Opus audio to .opus), ffmpeg makes the one video of it (compose-video.ts), ffprobe measures
// it, and the file store keeps it (a stored_files row, `recordings/<random>.webm`). The
// tracks are deleted after, made or failed (a failure is kept in `failure`).

export interface RecordingRow {
  id: number;
  kind: 'stream' | 'debate';
  candidateId: number | null;
  candidateIds: number[];
}

const COLUMNS = `id::int as id, kind, candidate_id::int as "candidateId",
  candidate_ids::int[] as "candidateIds"`;

/**
 * The next ended recording this server makes, claimed for it: its own (host_id, null on one
 * server), or one of a server no longer live whose tracks are in this server's folder (a
 * server restarted with a new id, same data folder). Null when there is none.
 */
export async function claimNextRecording(
  db: Db,
  dataDir: string,
  hostId: string | null,
): Promise<RecordingRow | null> {
  const { rows } = await db.query<RecordingRow & { hostId: string | null }>(
    `select ${COLUMNS}, host_id as "hostId" from recordings r
      where status = 'processing'
        and (r.host_id is not distinct from $1::text
          or (r.host_id is not null and ${hostGone('r.host_id', 2)}))
      order by ended_at, id limit 20`,
    [hostId, LEASE_MS / 1000],
  );
  for (const row of rows) {
    if (row.hostId === hostId) return row;
    if (!fs.existsSync(recordingDir(dataDir, row.id))) continue;
    const adopted = await db.query(
      `update recordings set host_id = $2 where id = $1 and host_id = $3 and status = 'processing'
       returning id`,
      [row.id, hostId, row.hostId],
    );
    if (adopted.rows.length === 1) return row;
  }
  return null;
}

const fail = (db: Db, id: number, failure: string) =>
  db.query(`update recordings set status = 'failed', failure = $2 where id = $1`, [
    id,
    failure.slice(0, 1000),
  ]);

/** Converts one publication's tracks; its segment (only the tracks that converted). */
async function convert(
  work: string,
  publication: ReturnType<typeof listPublications>[number],
): Promise<Segment> {
  const base = path.join(work, `c${publication.candidateId}-t${publication.offsetMs}`);
  const segment: Segment = { offsetMs: publication.offsetMs };
  if (publication.video) {
    const codec = await trackCodec(publication.video);
    const out = `${base}-video.${codec === 'vp8' || codec === 'vp9' ? 'webm' : 'mkv'}`;
    await runTool('janus-pp-rec', [publication.video, out]);
    if (fs.existsSync(out) && fs.statSync(out).size > 0) segment.video = out;
  }
  if (publication.audio) {
    const out = `${base}-audio.opus`;
    await runTool('janus-pp-rec', [publication.audio, out]);
    if (fs.existsSync(out) && fs.statSync(out).size > 0) segment.audio = out;
  }
  return segment;
}

/**
 * Makes and stores the video of a claimed recording; on failure the row says why. Answers the
 * status it ended with.
 */
export async function processRecording(
  db: Db,
  storage: FileStorage,
  dataDir: string,
  row: RecordingRow,
  limits: RecordingLimits,
): Promise<'ready' | 'failed'> {
  const dir = recordingDir(dataDir, row.id);
  try {
    const publications = listPublications(dir);
    if (!publications.some((publication) => publication.video || publication.audio)) {
      throw new Error('Nothing was recorded: no camera reached the media server');
    }
    const work = path.join(dir, 'work');
    fs.mkdirSync(work, { recursive: true });
    // One tile per candidate, in the order they first published.
    const order = [...row.candidateIds];
    for (const publication of publications) {
      if (!order.includes(publication.candidateId)) order.push(publication.candidateId);
    }
    const tiles: Tile[] = [];
    for (const candidateId of order) {
      const tile: Tile = [];
      for (const publication of publications) {
        if (publication.candidateId !== candidateId) continue;
        const segment = await convert(work, publication);
        if (segment.video || segment.audio) tile.push(segment);
      }
      if (tile.length > 0) tiles.push(tile);
    }
    if (tiles.length === 0) throw new Error('Nothing was recorded: no track could be read');
    const output = path.join(work, 'recording.webm');
    await runTool('ffmpeg', composeArgs(tiles, output));
    const probed = await probe(output);
    await storeRecordingVideo(db, storage, row, output, probed.durationMs, limits);
    return 'ready';
  } catch (error) {
    await fail(db, row.id, error instanceof Error ? error.message : String(error));
    return 'failed';
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Keeps a made video: refused when a stream's is larger than the whole quota, else into the
 * file store (a stored_files row) and the row 'ready'; then the candidate's quota.
 */
export async function storeRecordingVideo(
  db: Db,
  storage: FileStorage,
  row: RecordingRow,
  file: string,
  durationMs: number,
  limits: RecordingLimits,
): Promise<void> {
  const size = fs.statSync(file).size;
  if (row.kind === 'stream' && size > limits.quotaBytes) throw new Error(OVER_QUOTA);
  const key = `recordings/${randomBytes(16).toString('hex')}.webm`;
  const stored = await storage.put(key, fs.readFileSync(file), 'video/webm');
  await db.transaction(async (tx) => {
    // Attached at once: the clean-up of unattached uploads must never take it.
    const inserted = await tx.query<{ id: number }>(
      `insert into stored_files (key, content_type, size, attached_at)
       values ($1, $2, $3, now()) returning id::int as id`,
      [stored.key, stored.contentType, stored.size],
    );
    await tx.query(
      `update recordings set status = 'ready', file_id = $2, duration_ms = $3, size_bytes = $4
        where id = $1`,
      [row.id, inserted.rows[0].id, durationMs, size],
    );
  });
  if (row.kind === 'stream' && row.candidateId !== null) {
    await applyStreamQuota(db, storage, row.candidateId, limits.quotaBytes);
  }
}

/** Track folders of recordings gone from the database (a failed start, a deleted row). */
export async function removeStrayTrackFolders(db: Db, dataDir: string): Promise<void> {
  const root = recordingsDir(dataDir);
  if (!fs.existsSync(root)) return;
  const ids = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  if (ids.length === 0) return;
  const { rows } = await db.query<{ id: number }>(
    `select id::int as id from recordings where id = any ($1::bigint[])
        and status in ('recording', 'processing')`,
    [ids],
  );
  const wanted = new Set(rows.map((row) => row.id));
  for (const id of ids) {
    if (!wanted.has(id)) fs.rmSync(recordingDir(dataDir, id), { recursive: true, force: true });
  }
}
