import type { MediaRoomRef } from 'shared-api/contracts';
import type { OwnCandidate } from '../auth/guards';
import { listCandidatesOfGeography } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../domain-error';
import { liveStreamOf } from '../streams/fundraising-streams';
import { debateRoom, streamRoom, type MediaRoom } from './media-server';

// Who may publish where (docs/roles.md, "Live video"). The media server is told nothing the
// browser says about itself: the room and the publisher's name come from here.

/** The two candidates on a state's debate stage: the first two of its list (most raised). */
export async function scheduledDebaters(db: Db, stateCode: string): Promise<number[]> {
  const pair = await listCandidatesOfGeography(db, stateCode, { limit: 2 });
  // A stage needs two: with fewer the page shows no stage and nobody is scheduled.
  return pair.length === 2 ? pair.map((candidate) => candidate.id) : [];
}

/**
 * The room `candidate` may publish to: their own fundraising stream while it is live, or the
 * debate stage of a state where they are one of the two scheduled candidates.
 */
export async function publishGrant(
  db: Db,
  candidate: OwnCandidate,
  room: MediaRoomRef,
): Promise<MediaRoom> {
  if (room.kind === 'stream') {
    if (room.candidateId !== candidate.id) {
      throw forbidden("You can only broadcast your own candidate's stream");
    }
    if (!(await liveStreamOf(db, candidate.id))) {
      throw forbidden('Your stream is not live: press GO LIVE first');
    }
    return streamRoom(candidate.id);
  }
  const scheduled = await scheduledDebaters(db, room.stateCode);
  if (!scheduled.includes(candidate.id)) throw forbidden('You are not scheduled for this debate');
  return debateRoom(room.stateCode);
}

/** The room a viewer asks to watch (anyone may): a stream of a candidate that exists. */
export async function watchRoom(db: Db, room: MediaRoomRef): Promise<MediaRoom> {
  if (room.kind === 'debate') return debateRoom(room.stateCode);
  const { rows } = await db.query('select 1 from candidates where id = $1 and is_active', [
    room.candidateId,
  ]);
  if (rows.length === 0) throw notFound('Candidate not found');
  return streamRoom(room.candidateId);
}

/**
 * Whether `candidateId` may still publish to `room`, as publishGrant decided when they
 * started: their own stream still live, or still one of the state's two scheduled debaters
 * (the pair follows the list, so a donation can change it).
 */
export async function stillGranted(db: Db, room: MediaRoom, candidateId: number) {
  if (room.startsWith('stream-')) {
    return room === streamRoom(candidateId) && (await liveStreamOf(db, candidateId)) !== null;
  }
  const stateCode = room.slice('debate-'.length);
  return (await scheduledDebaters(db, stateCode)).includes(candidateId);
}
