import type { Db } from '../db/db';
import type { MediaRoom } from '../media/media-server';
import { hostGone } from '../media/room-placement';

// The `recordings` rows (migration 0045, docs/video.md "Recordings"): one is opened at the
// first publish in a room and grows with each new publisher of a debate; it ends (status
// 'processing') when the recording stops, and the processing job takes it from there.

export interface OpenRecording {
  id: number;
  /** Milliseconds since the recording started: where this publication begins in the video. */
  offsetMs: number;
}

/** What a room records: a candidate's stream, or a state's debate stage. */
export function roomSubject(
  room: MediaRoom,
): { kind: 'stream'; candidateId: number } | { kind: 'debate'; stateCode: string } {
  if (room.startsWith('stream-')) return { kind: 'stream', candidateId: Number(room.slice(7)) };
  return { kind: 'debate', stateCode: room.slice(7) };
}

/**
 * The room's recording under way, opened now if there is none, with `candidateId` among its
 * publishers. Null for a stream room whose candidate has no live stream (nothing to attach
 * it to). One open recording per room (recordings_open_room_idx), whichever server asks.
 */
export async function openRecording(
  db: Db,
  room: MediaRoom,
  candidateId: number,
  hostId: string | null,
): Promise<OpenRecording | null> {
  const subject = roomSubject(room);
  if (subject.kind === 'stream') {
    await db.query(
      `insert into recordings (kind, room, stream_id, candidate_id, host_id)
       select 'stream', $1, s.id, s.candidate_id, $3 from fundraising_streams s
        where s.candidate_id = $2 and s.ended_at is null
       on conflict (room) where ended_at is null do nothing`,
      [room, subject.candidateId, hostId],
    );
  } else {
    await db.query(
      `insert into recordings (kind, room, state_code, host_id) values ('debate', $1, $2, $3)
       on conflict (room) where ended_at is null do nothing`,
      [room, subject.stateCode, hostId],
    );
  }
  // A debate's click-in joins the list as its third publisher; a republish adds nobody.
  const { rows } = await db.query<{ id: number; offsetMs: number }>(
    `update recordings
        set candidate_ids = case when $2::bigint = any (candidate_ids) then candidate_ids
                                 else array_append(candidate_ids, $2::bigint) end
      where room = $1 and ended_at is null
      returning id::int as id,
        floor(extract(epoch from (now() - started_at)) * 1000)::int as "offsetMs"`,
    [room, candidateId],
  );
  return rows[0] ?? null;
}

/** Ends the room's recording under way (none: nothing); answers its id. */
export async function endRecording(db: Db, room: MediaRoom): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `update recordings set ended_at = now(), status = 'processing'
      where room = $1 and ended_at is null
      returning id::int as id`,
    [room],
  );
  return rows[0]?.id ?? null;
}

/**
 * Stream recordings whose stream has ended without this server closing the room (ended from
 * a server that could not reach the holder, or the server restarted mid-stream): ended too.
 */
export async function endRecordingsOfEndedStreams(db: Db): Promise<number> {
  const { rows } = await db.query(
    `update recordings r set ended_at = coalesce(s.ended_at, now()), status = 'processing'
       from fundraising_streams s
      where r.kind = 'stream' and r.ended_at is null
        and s.id = r.stream_id and s.ended_at is not null
      returning r.id`,
  );
  return rows.length;
}

/**
 * Recordings left under way by a Janus that is gone: on one server (host id null), those
 * started before this server did (its Janus restarted with it); on several, those of a server
 * no longer live (its lease lapsed). Their tracks end where the old Janus stopped writing.
 */
export async function endOrphanedRecordings(
  db: Db,
  hostId: string | null,
  startedBefore: Date,
  leaseMs: number,
): Promise<number> {
  const { rows } = await db.query(
    `update recordings r set ended_at = now(), status = 'processing'
      where r.ended_at is null
        and (($1::text is null and r.host_id is null and r.started_at < $2)
          or (r.host_id is not null and ${hostGone('r.host_id', 3)}))
      returning r.id`,
    [hostId, startedBefore, leaseMs / 1000],
  );
  return rows.length;
}
