import type { MediaRoomRef } from 'shared-api/contracts';
import type { OwnCandidate } from '../auth/guards';
import { CANDIDATE_NOT_FOUND, isActiveCandidate } from '../candidates/candidate-queries';
import { candidateMay, requireCandidateMay, standingOf } from '../candidates/eligibility';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../domain-error';
import { liveStreamOf } from '../streams/fundraising-streams';
import { CLICK_IN_NOT_RUNNING, clickInRunning } from './click-ins';
import { debateRoom, streamRoom, type MediaRoom } from './media-server';
import { scheduledDebaters } from './scheduled-debaters';

// Who may publish where (docs/roles.md, "Live video"). The media server is told nothing the
// browser says about itself: the room and the publisher's name come from here. Publishing
// video at all is a verified candidate's right (candidates/eligibility.ts): a pending one is
// refused whatever the room, and a candidate who stops being verified is kicked by the re-check.

/**
 * The room `candidate` may publish to: their own fundraising stream while it is live, the
 * debate stage of a state where they are one of the two scheduled candidates, or that stage
 * while their click-in there runs (click-ins.ts).
 */
export async function publishGrant(
  db: Db,
  candidate: OwnCandidate,
  room: MediaRoomRef,
  nowMs: number,
): Promise<MediaRoom> {
  requireCandidateMay(candidate, 'publishVideo');
  if (room.kind === 'stream') {
    if (room.candidateId !== candidate.id) {
      throw forbidden("You can only broadcast your own candidate's stream");
    }
    if (!(await liveStreamOf(db, candidate.id))) {
      throw forbidden('Your stream is not live: press GO LIVE first');
    }
    return streamRoom(candidate.id);
  }
  if (room.kind === 'click-in') {
    if (!(await clickInRunning(db, room.stateCode, candidate.id, nowMs))) {
      throw forbidden(CLICK_IN_NOT_RUNNING);
    }
    return debateRoom(room.stateCode);
  }
  const scheduled = await scheduledDebaters(db, room.stateCode);
  if (!scheduled.includes(candidate.id)) throw forbidden('You are not scheduled for this debate');
  return debateRoom(room.stateCode);
}

/** The room a viewer asks to watch (anyone may): a stream of a candidate that exists. */
export async function watchRoom(db: Db, room: MediaRoomRef): Promise<MediaRoom> {
  if (room.kind !== 'stream') return debateRoom(room.stateCode);
  if (!(await isActiveCandidate(db, room.candidateId))) throw notFound(CANDIDATE_NOT_FOUND);
  return streamRoom(room.candidateId);
}

/**
 * Whether `candidateId` may still publish to `room` at `nowMs`, as publishGrant decided when
 * they started: still verified, and their own stream still live, still one of the state's two scheduled debaters
 * (the pair follows the list, so a donation can change it), or their click-in still running.
 */
export async function stillGranted(db: Db, room: MediaRoom, candidateId: number, nowMs: number) {
  if (!candidateMay(await standingOf(db, candidateId), 'publishVideo')) return false;
  if (room.startsWith('stream-')) {
    return room === streamRoom(candidateId) && (await liveStreamOf(db, candidateId)) !== null;
  }
  const stateCode = room.slice('debate-'.length);
  if ((await scheduledDebaters(db, stateCode)).includes(candidateId)) return true;
  return clickInRunning(db, stateCode, candidateId, nowMs);
}
