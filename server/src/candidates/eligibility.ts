import type { Db, DbTx } from '../db/db';
import { conflict, forbidden } from '../domain-error';
import { nameKey } from '../names/fold-name';
import { GEOGRAPHY_LIST_ORDER } from './list-order';

// The one eligibility rule (docs/roles.md "One eligibility rule"): what a
// person may do AS A CANDIDATE. Every route and job that lets a candidate receive money,
// debate, moderate a debate chat, publish video, stream, be seeded or counted, or carry the
// Verified mark asks this module (a function for a single check, an SQL fragment inside a
// query); none reads `is_activated` itself (server/test/eligibility-one-rule.test.ts fails
// when one does). Only support writes the flag (support/admin-actions.ts), and the profile
// edit takes it away when a verified identity changes (candidate-writes.ts).
//
// The rule: a candidate is VERIFIED while its profile is active (not removed) and support has
// activated it. Every right below is a verified candidate's; a pending one (registered, not
// verified) may only manage its own profile (edit, platform, photo, inbox, delete) and read
// its committee report. A verified identity is frozen: a change of name, position or place
// sends the profile back to pending. A name is a verified candidate's alone, compared after
// folding (names/fold-name.ts): nobody else registers, renames to, is activated under, or
// chats under a name with the same key.

/** What a candidate may do as a candidate. */
export type CandidateRight =
  /** Take gifts (one-time, one-tap, monthly). */
  | 'receiveMoney'
  /** Be one of a state's two scheduled debaters. */
  | 'debate'
  /** Moderate a debate chat (as a scheduled debater). */
  | 'moderate'
  /** Publish a camera: the own stream, the stage, a click-in. */
  | 'publishVideo'
  /** Start, end and read the fundraising stream. */
  | 'stream'
  /** Carry the Verified mark (chat messages under their own name, Shorts posts). */
  | 'verifiedMark'
  /** Be seeded into a bracket and counted in tiles, Active States and the totals. */
  | 'seed';

/** The facts the rule reads of one candidates row. */
export interface CandidateStanding {
  /** Not removed (DELETE /api/candidate/profile). */
  isActive: boolean;
  /** Active and activated by support: verifiedCandidateSql's answer for the row. */
  isVerified: boolean;
}

/** Why a pending candidate is refused each right (403, or 409 for a gift). */
export const RIGHT_REFUSED_MESSAGES: Record<CandidateRight, string> = {
  receiveMoney: 'This candidate has not been verified by support yet and cannot receive donations.',
  debate:
    'Only candidates verified by support debate on the stage. Contact support to verify your profile.',
  moderate: "Only this debate's scheduled candidates and support can moderate its chat",
  publishVideo:
    'Only candidates verified by support can broadcast video. Contact support to verify your profile.',
  // The spec's words (go-live toast).
  stream: 'Only activated candidates can stream. Contact support to activate your account.',
  verifiedMark: 'Only candidates verified by support carry the Verified mark.',
  seed: 'Only candidates verified by support are seeded into brackets.',
};

function prefix(alias: string | undefined): string {
  return alias ? `${alias}.` : '';
}

/**
 * SQL true for a verified candidates row (`alias` names the table in the query, none when it
 * is the only one): every query that filters, counts, seeds or marks by verification uses it.
 */
export function verifiedCandidateSql(alias?: string): string {
  const p = prefix(alias);
  return `(${p}is_active and ${p}is_activated)`;
}

/** The standing columns of a candidates row, for a select: "isActive", "isVerified". */
export function standingColumnsSql(alias?: string): string {
  return `${prefix(alias)}is_active as "isActive", ${verifiedCandidateSql(alias)} as "isVerified"`;
}

/** Whether a candidate of this standing may do `right` (none: no candidate at all). */
export function candidateMay(
  standing: CandidateStanding | null | undefined,
  right: CandidateRight,
): boolean {
  // Today every right is the verified candidate's: one line, on purpose. A right that a
  // pending candidate gains later is decided here, and only here.
  void right;
  return Boolean(standing?.isActive && standing.isVerified);
}

/** 403 with the right's message unless the candidate may do `right`. */
export function requireCandidateMay(
  standing: CandidateStanding | null | undefined,
  right: CandidateRight,
): void {
  if (!candidateMay(standing, right)) throw forbidden(RIGHT_REFUSED_MESSAGES[right]);
}

/** The standing of candidate `candidateId` (removed ones too), or null when there is none. */
export async function standingOf(
  db: Db | DbTx,
  candidateId: number,
): Promise<CandidateStanding | null> {
  const { rows } = await db.query<CandidateStanding>(
    `select ${standingColumnsSql()} from candidates where id = $1`,
    [candidateId],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// The debate stage: its two debaters, and so the chat's moderators.

/**
 * SQL of a state's debate pair: the first two VERIFIED candidates of the state's list
 * (GEOGRAPHY_LIST_ORDER), as rows (id, user_id, slot 1 or 2); no row at all when fewer than two
 * candidates of the state are verified (no stage, nobody scheduled, nobody moderates).
 * `stateSql` is the state code's SQL: a parameter ('$1') or a column ('c.state_code').
 */
export function stagePairSql(stateSql: string): string {
  return `select pair.id, pair.user_id, pair.slot from (
      select id, user_id, row_number() over (order by ${GEOGRAPHY_LIST_ORDER}) as slot,
             count(*) over () as verified_count
        from candidates
       where geographic_code = ${stateSql} and ${verifiedCandidateSql()}
       order by ${GEOGRAPHY_LIST_ORDER}
       limit 2
    ) pair
    where pair.verified_count >= 2`;
}

/** The two candidates on a state's debate stage (candidate 1 first), or none. */
export async function scheduledDebaters(db: Db | DbTx, stateCode: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select id from (${stagePairSql('$1')}) stage order by slot`,
    [stateCode.toUpperCase()],
  );
  return rows.map((row) => Number(row.id));
}

// ---------------------------------------------------------------------------------------------
// Frozen identity.

/** What a verified candidate is verified AS: who (name), for what (position), where (place). */
export interface CandidateIdentity {
  name: string;
  position: string;
  geographicCode: string;
}

/** Whether a profile edit changes the identity support verified (any change at all counts). */
export function identityChanged(before: CandidateIdentity, after: CandidateIdentity): boolean {
  return (
    before.name !== after.name ||
    before.position !== after.position ||
    before.geographicCode.toUpperCase() !== after.geographicCode.toUpperCase()
  );
}

/**
 * Whether a profile edit from `before` (of this standing) to `after` sends it back to pending:
 * a verified candidate whose name, position or place changes must be verified again.
 */
export function editSendsBackToPending(
  standing: CandidateStanding,
  before: CandidateIdentity,
  after: CandidateIdentity,
): boolean {
  return standing.isActive && standing.isVerified && identityChanged(before, after);
}

// ---------------------------------------------------------------------------------------------
// Names: a verified candidate's name is theirs alone.

export const NAME_TAKEN_MESSAGE =
  'A verified candidate already uses this name, or one that looks the same. Choose another name, or contact support if it is yours.';

export const ACTIVATION_NAME_TAKEN_MESSAGE =
  'Another verified candidate already uses this name, or one that looks the same: this candidate cannot be verified under it.';

/** The key a candidate name is compared by (stored in candidates.name_key beside the name). */
export function candidateNameKey(name: string): string {
  return nameKey(name);
}

/**
 * The verified candidate (other than `exceptCandidateId`) whose name has the same key as
 * `name`, or null. An empty key (a name of punctuation only) matches nobody.
 */
export async function verifiedNameHolder(
  db: Db | DbTx,
  name: string,
  exceptCandidateId: number | null = null,
): Promise<{ id: number; userId: number | null } | null> {
  const key = candidateNameKey(name);
  if (key === '') return null;
  const { rows } = await db.query<{ id: number; userId: number | null }>(
    `select id, user_id as "userId" from candidates
      where name_key = $1 and ${verifiedCandidateSql()} and id is distinct from $2
      order by id limit 1`,
    [key, exceptCandidateId],
  );
  return rows[0] ?? null;
}

/** 409 NAME_TAKEN_MESSAGE (on the form's name field) when a verified candidate holds `name`. */
export async function requireNameFree(
  db: Db | DbTx,
  name: string,
  exceptCandidateId: number | null = null,
  message = NAME_TAKEN_MESSAGE,
): Promise<void> {
  if (await verifiedNameHolder(db, name, exceptCandidateId)) {
    throw conflict(message, { name: message });
  }
}

/**
 * Whether a chat username is a verified candidate's name: 'own' when `userId` owns such a
 * candidate (their messages under it carry the Verified mark), 'reserved' when only others
 * do (refused), 'free' otherwise. The same key as the candidates' names, so 'Casey\u00a0Morales',
 * 'Cаsey Morales' (Cyrillic а) and 'Ca\u200bsey Morales' are Casey Morales's.
 */
export async function chatNameStanding(
  db: Db | DbTx,
  username: string,
  userId: number | null,
): Promise<'free' | 'own' | 'reserved'> {
  const key = candidateNameKey(username);
  if (key === '') return 'free';
  const { rows } = await db.query<{ userId: number | null }>(
    `select user_id as "userId" from candidates where name_key = $1 and ${verifiedCandidateSql()}`,
    [key],
  );
  if (rows.length === 0) return 'free';
  return userId !== null && rows.some((row) => Number(row.userId) === userId) ? 'own' : 'reserved';
}

/**
 * Serialises the transactions that may make a name verified (support's activation), so two
 * activations of lookalike names at once cannot both pass the check: the second waits for the
 * first's commit and then sees its name. A transaction-scoped advisory lock (PGlite runs one
 * transaction at a time anyway).
 */
export async function lockVerifiedNames(tx: DbTx): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [VERIFIED_NAMES_LOCK_KEY]);
}

/** Any fixed number: it names the advisory lock of verified names. */
const VERIFIED_NAMES_LOCK_KEY = 4_402_701;
