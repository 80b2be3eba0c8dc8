import type { Db, DbTx } from '../db/db';
import type { RealGeography } from '../geo/geographic-code';
import type { GeographicLevel } from '../geo/state-fips';
import { conflict, forbidden } from '../domain-error';
import {
  recountMovedCandidate,
  uncountDeactivatedCandidate,
  uncountRemovedCandidate,
} from './candidate-totals';
import {
  candidateNameKey,
  editSendsBackToPending,
  requireNameFree,
  standingColumnsSql,
} from './eligibility';

// Registering, editing and removing candidate profiles. Each runs in one transaction with
// the running totals it affects (candidate-totals.ts). Activation is support's job
// (docs/roles.md, support/admin-actions.ts) and only a verified candidate counts as one in
// the totals, so a new application moves none of them. What is decided here by the one
// eligibility rule (candidates/eligibility.ts): a name a verified candidate holds (after
// folding) is refused (409), and a verified candidate whose name, position or place changes
// goes back to pending, uncounted as support's deactivation would (returnToPending, the only
// write of the flag here). Every name write stores its folded key beside it (name_key).

export const PROFILE_EXISTS_MESSAGE = 'This account already has a candidate profile';
export const NO_PROFILE_MESSAGE = 'You are not a registered candidate';

/** What a registration or profile form sets. Optional texts: undefined keeps, '' clears. */
export interface CandidateFields {
  name: string;
  position: string;
  geography: RealGeography;
  geographicCode: string;
  bio?: string | null;
  experience?: string | null;
  platform?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Blank optional text is stored as "not provided", so pages show their fallbacks. */
function optional(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** A text the save left out (undefined) keeps what the row holds. */
function keptOr(value: string | null | undefined, stored: string | null): string | null {
  return optional(value === undefined ? stored : value);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  // pg and PGlite both report SQLSTATE and the constraint name this way.
  const { code, constraint: name } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && name === constraint;
}

/**
 * A new, not activated candidate of the account `userId`. Answers the new id; 409 when the
 * account already has an active profile (a removed one no longer holds user_id, so its
 * owner may apply again).
 */
export async function createCandidate(
  db: Db,
  userId: number,
  fields: CandidateFields,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx.query('select 1 from candidates where user_id = $1', [userId]);
      if (existing.rows.length > 0) throw conflict(PROFILE_EXISTS_MESSAGE);
      await requireNameFree(tx, fields.name);
      // Not activated: the column's default (false) until support verifies it.
      const { rows } = await tx.query<{ id: number }>(
        `insert into candidates (user_id, name, name_key, position, geographic_code, level,
                                 state_code, bio, experience, platform, email, phone)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         returning id`,
        [
          userId,
          fields.name,
          candidateNameKey(fields.name),
          fields.position,
          fields.geographicCode,
          fields.geography.level,
          fields.geography.stateCode,
          optional(fields.bio),
          optional(fields.experience),
          optional(fields.platform),
          optional(fields.email),
          optional(fields.phone),
        ],
      );
      return rows[0].id;
    });
  } catch (error) {
    // Two registrations of one account at the same moment: the second loses on the index.
    if (isUniqueViolation(error, 'candidates_user_id_key')) throw conflict(PROFILE_EXISTS_MESSAGE);
    throw error;
  }
}

interface LockedCandidate {
  name: string;
  position: string;
  geographicCode: string;
  level: GeographicLevel;
  isActive: boolean;
  isVerified: boolean;
  stateCode: string;
  totalDonationsCents: number;
  bio: string | null;
  experience: string | null;
  platform: string | null;
}

async function lockActiveCandidate(tx: DbTx, candidateId: number): Promise<LockedCandidate> {
  // FOR UPDATE: a donation or another edit of this row waits, so the totals moved below
  // are the ones the row holds when it changes.
  const { rows } = await tx.query<LockedCandidate>(
    `select name, position, geographic_code as "geographicCode", level,
            state_code as "stateCode", total_donations_cents as "totalDonationsCents",
            ${standingColumnsSql()}, bio, experience, platform
       from candidates where id = $1 and is_active
      for update`,
    [candidateId],
  );
  if (!rows[0]) throw forbidden(NO_PROFILE_MESSAGE);
  return rows[0];
}

/** What a profile save did to the candidate's verification. */
export interface ProfileSaveResult {
  /** A verified candidate changed their name, position or place: pending again. */
  sentBackToPending: boolean;
}

/**
 * A verified candidate becomes pending again (their identity changed): the flag is cleared and
 * the candidate stops counting where it counted, exactly as support's deactivation does
 * (uncountDeactivatedCandidate), in the caller's transaction with the row locked.
 */
async function returnToPending(tx: DbTx, candidateId: number, before: LockedCandidate) {
  await tx.query('update candidates set is_activated = false where id = $1', [candidateId]);
  await uncountDeactivatedCandidate(tx, before);
}

/**
 * Saves the account form's Profile tab (or the whole candidate form) over an active profile;
 * texts left out of the body are kept. A new name another verified candidate holds is a 409;
 * a verified candidate's new name, position or place sends the profile back to pending
 * (docs/roles.md, "Frozen identity").
 */
export async function updateCandidate(
  db: Db,
  candidateId: number,
  fields: CandidateFields,
): Promise<ProfileSaveResult> {
  return db.transaction(async (tx) => {
    const before = await lockActiveCandidate(tx, candidateId);
    if (fields.name !== before.name) await requireNameFree(tx, fields.name, candidateId);
    const sentBackToPending = editSendsBackToPending(before, before, fields);
    await tx.query(
      `update candidates
          set name = $2, name_key = $3, position = $4, geographic_code = $5, level = $6,
              state_code = $7, bio = $8, experience = $9, platform = $10, email = $11,
              phone = $12
        where id = $1`,
      [
        candidateId,
        fields.name,
        candidateNameKey(fields.name),
        fields.position,
        fields.geographicCode,
        fields.geography.level,
        fields.geography.stateCode,
        keptOr(fields.bio, before.bio),
        keptOr(fields.experience, before.experience),
        keptOr(fields.platform, before.platform),
        optional(fields.email),
        optional(fields.phone),
      ],
    );
    // Uncounted where it counted first; then only its money moves with it (if it moved).
    if (sentBackToPending) await returnToPending(tx, candidateId, before);
    const isVerified = before.isVerified && !sentBackToPending;
    await recountMovedCandidate(
      tx,
      { ...before, isVerified },
      { ...fields.geography, isVerified, totalDonationsCents: before.totalDonationsCents },
    );
    return { sentBackToPending };
  });
}

/**
 * Saves the account form's Platform tab: experience and platform only. Name, position,
 * place and contact are untouched, so nothing a total depends on moves.
 */
export async function updateCandidatePlatform(
  db: Db,
  candidateId: number,
  texts: Pick<CandidateFields, 'experience' | 'platform'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockActiveCandidate(tx, candidateId);
    await tx.query('update candidates set experience = $2, platform = $3 where id = $1', [
      candidateId,
      keptOr(texts.experience, before.experience),
      keptOr(texts.platform, before.platform),
    ]);
  });
}

/**
 * Removes candidate status: the row stays (donations point at it and its money still
 * counts in the totals) but is inactive, hidden everywhere, and no longer linked to the
 * account, which may register again; removed_user_id keeps who owned it.
 */
export async function removeCandidate(db: Db, candidateId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockActiveCandidate(tx, candidateId);
    await tx.query(
      `update candidates
          set is_active = false, removed_at = now(), removed_user_id = user_id, user_id = null
        where id = $1`,
      [candidateId],
    );
    await uncountRemovedCandidate(tx, before);
  });
}
