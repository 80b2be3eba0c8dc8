import { STREAM_VIEWER_WINDOW_MS, type FundraisingStream } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';

// Fundraising streams (GO LIVE on /go-live): a server-side session per candidate with its
// start, end, money raised during it and who is watching. The partial unique index
// fundraising_streams_live_key allows one live stream per candidate.

interface StreamRow {
  id: number;
  candidateId: number;
  startedAt: Date | string;
  endedAt: Date | string | null;
  totalCents: number;
  viewerCount: number;
}

// Viewers: rows of stream_viewers refreshed within the window (stream_viewers_recent_idx).
const COLUMNS = `s.id, s.candidate_id as "candidateId", s.started_at as "startedAt",
  s.ended_at as "endedAt", s.total_cents as "totalCents",
  (select count(*) from stream_viewers v
    where v.stream_id = s.id
      and v.last_seen_at > now() - make_interval(secs => ${STREAM_VIEWER_WINDOW_MS / 1000}))
    as "viewerCount"`;

function toStream(row: StreamRow): FundraisingStream {
  return {
    id: row.id,
    candidateId: row.candidateId,
    isLive: row.endedAt === null,
    startedAt: new Date(row.startedAt).toISOString(),
    endedAt: row.endedAt === null ? null : new Date(row.endedAt).toISOString(),
    totalRaised: row.totalCents / 100,
    viewerCount: row.endedAt === null ? row.viewerCount : 0,
  };
}

/** The candidate's live stream, or null while offline. */
export async function liveStreamOf(
  db: Db | DbTx,
  candidateId: number,
): Promise<FundraisingStream | null> {
  const { rows } = await db.query<StreamRow>(
    `select ${COLUMNS} from fundraising_streams s
      where s.candidate_id = $1 and s.ended_at is null`,
    [candidateId],
  );
  return rows[0] ? toStream(rows[0]) : null;
}

/** GO LIVE: starts a stream, or answers the running one (`created` false). */
export async function startStream(
  db: Db,
  candidateId: number,
): Promise<{ stream: FundraisingStream; created: boolean }> {
  const { rows } = await db.query<{ id: number }>(
    `insert into fundraising_streams (candidate_id) values ($1)
     on conflict (candidate_id) where ended_at is null do nothing
     returning id`,
    [candidateId],
  );
  const stream = await liveStreamOf(db, candidateId);
  if (!stream) throw new Error(`candidate ${candidateId} has no live stream right after GO LIVE`);
  return { stream, created: rows.length > 0 };
}

/** End Stream: what the stream raised, or null when the candidate was not live. */
export async function endStream(db: Db, candidateId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; totalCents: number }>(
      `update fundraising_streams set ended_at = now()
        where candidate_id = $1 and ended_at is null
        returning id, total_cents as "totalCents"`,
      [candidateId],
    );
    if (!rows[0]) return null;
    // Nobody watches an ended stream; the rows would only take space.
    await tx.query('delete from stream_viewers where stream_id = $1', [rows[0].id]);
    return rows[0].totalCents / 100;
  });
}

/** A viewer's heartbeat: counts them as watching for the next 30 seconds. */
export async function recordViewer(db: Db, streamId: number, viewerKey: string): Promise<void> {
  await db.query(
    `insert into stream_viewers (stream_id, viewer_key) values ($1, $2)
     on conflict (stream_id, viewer_key) do update set last_seen_at = now()`,
    [streamId, viewerKey],
  );
}
