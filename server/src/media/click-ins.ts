import { CLICK_IN_WAIT_MS, type ClickInGrant } from 'shared-api/contracts';
import type { OwnCandidate } from '../auth/guards';
import type { Db } from '../db/db';
import { conflict, forbidden, notFound } from '../domain-error';
import { scheduledDebaters } from './scheduled-debaters';

// A click-in (docs/video.md): a registered candidate who is not on the stage takes the floor
// for 30, 60 or 90 s, once per debate. The click_ins row is both the record of that one use
// and the grant to publish their camera to the state's stage room until it ends; the
// publisher re-check kicks the camera once it has.

/**
 * Beyond the chosen duration: the click-in is granted as it is requested, and the browser's
 * countdown starts after the panel's simulated queue wait (CLICK_IN_WAIT_MS) plus a moment
 * (the answer's trip, the camera starting); its last second must not be cut off.
 */
export const CLICK_IN_GRACE_MS = CLICK_IN_WAIT_MS + 5_000;

export const CLICK_IN_USED = 'You have already used your click-in for this debate.';
export const CLICK_IN_NO_DEBATE = 'There is no debate on this stage right now';
export const CLICK_IN_ON_STAGE = 'You are on this stage already: go live as yourself instead';
export const CLICK_IN_NOT_RUNNING = 'Your click-in is not running: request speaking time first';

/** The debate now on `stateCode`'s stage: its two candidates, lower id first. */
async function currentDebate(db: Db, stateCode: string) {
  const pair = await scheduledDebaters(db, stateCode);
  if (pair.length !== 2) throw notFound(CLICK_IN_NO_DEBATE);
  return [Math.min(...pair), Math.max(...pair)] as const;
}

/** Starts `candidate`'s click-in on `stateCode`'s stage now: 409 when they already used it. */
export async function startClickIn(
  db: Db,
  candidate: OwnCandidate,
  { stateCode, durationSeconds }: { stateCode: string; durationSeconds: number },
  nowMs: number,
): Promise<ClickInGrant> {
  const state = stateCode.toUpperCase();
  const [debater1, debater2] = await currentDebate(db, state);
  // A debater already publishes on this stage; a second camera of theirs would replace it.
  if (candidate.id === debater1 || candidate.id === debater2) throw forbidden(CLICK_IN_ON_STAGE);
  const endsAt = new Date(nowMs + durationSeconds * 1000 + CLICK_IN_GRACE_MS);
  // The unique key decides, so two tabs (or two servers) asking at once get one click-in.
  const { rows } = await db.query(
    `insert into click_ins
       (candidate_id, state_code, debater1_id, debater2_id, duration_seconds, started_at, ends_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict on constraint click_ins_once_per_debate_key do nothing
     returning id`,
    [candidate.id, state, debater1, debater2, durationSeconds, new Date(nowMs), endsAt],
  );
  if (rows.length === 0) throw conflict(CLICK_IN_USED);
  return {
    stateCode: state,
    candidateId: candidate.id,
    durationSeconds,
    endsAt: endsAt.toISOString(),
  };
}

/** Whether `candidateId`'s click-in on `stateCode`'s stage is running at `nowMs`. */
export async function clickInRunning(
  db: Db,
  stateCode: string,
  candidateId: number,
  nowMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from click_ins
      where candidate_id = $1 and state_code = $2 and ends_at > $3
      limit 1`,
    [candidateId, stateCode.toUpperCase(), new Date(nowMs)],
  );
  return rows.length > 0;
}
