import { DONATION_RULES, formatLimitDollars } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';

// The per-election limit and the itemisation threshold (docs/donation-rules.md)
// both count a donor's earlier gifts to one candidate person: pending and succeeded (not
// declined, not refunded) donations, to any profile of the candidate's account (also deleted
// ones), matched by the one donor identity (donor-identity.ts): the normalized email typed,
// the logged-in account and its normalized email, every account whose normalized email is
// either of those, or the normalized name + street + ZIP (paid_gift_state). The limit counts
// the gifts designated to the gift's election (its cycle's limit, a row: elections/); the
// threshold those of the election's cycle. POST /api/donations (and so the one-tap and
// monthly gifts) and GET /api/donations/allowance all ask readGiftState.

export interface Donor {
  candidateId: number;
  /** As typed, any spelling: the query keys it (paid_email_key). */
  email: string;
  /** The logged-in account, or null for a visitor (its email is read by the query). */
  userId: number | null;
  donorName?: string | null;
  addressLine1?: string | null;
  postalCode?: string | null;
}

/** Which election a gift is for: the donor's choice, or none (the next on or after `today`). */
export interface DesignationAsked {
  electionId: number | null;
  /** YYYY-MM-DD, UTC: the gift's day. */
  today: string;
}

export interface GiftState {
  candidateName: string | null;
  /** false: the profile was deleted (is_active). */
  candidateActive: boolean | null;
  /** false: support has not verified the candidate (is_activated): no gift is taken. */
  candidateActivated: boolean | null;
  /** The election the gift is designated to; null: none (no election ahead, or not theirs). */
  electionId: number | null;
  electionKind: string | null;
  /** YYYY-MM-DD */
  electionDate: string | null;
  electionCycle: string | null;
  electionProvisional: boolean | null;
  /** The election's cycle's limit per election, cents. */
  limitCents: number | null;
  /** Cents the donor already gave the candidate for this election. */
  givenCents: number;
  /** Cents the donor already gave the candidate in this election's cycle. */
  cycleGivenCents: number;
  /** A donation with the idempotency key asked about (all null when there is none). */
  earlierId: number | null;
  earlierCandidateId: number | null;
  earlierCandidateName: string | null;
  earlierAmountCents: number | null;
  /** paid_email_key of its email. */
  earlierEmailKey: string | null;
  earlierCreatedAt: Date | string | null;
  earlierTestMode: boolean | null;
  earlierStatus: 'pending' | 'succeeded' | 'declined' | 'refunded' | null;
  earlierElectionId: number | null;
  earlierElectionKind: string | null;
  earlierElectionDate: string | null;
}

const NUMERIC = ['electionId', 'limitCents', 'givenCents', 'cycleGivenCents'] as const;

/** What one gift asks paid_gift_state: its donor, its idempotency key, its designation. */
export interface GiftStateAsk {
  donor: Donor;
  idempotencyKey: string | null;
  designation: DesignationAsked;
}

/** The asks as paid_gift_states reads them: each flattened, with its place. */
function askRows(asks: readonly GiftStateAsk[]): string {
  return JSON.stringify(
    asks.map(({ donor, idempotencyKey, designation }, i) => ({
      i,
      ...donor,
      idempotencyKey,
      ...designation,
    })),
  );
}

/** A state as paid_gift_states gives it (a JSON object: bigints as numbers, times as text). */
function stateOf(json: GiftState): GiftState {
  for (const key of NUMERIC) if (json[key] !== null) json[key] = Number(json[key]);
  if (json.earlierElectionId !== null) json.earlierElectionId = Number(json.earlierElectionId);
  return json;
}

/**
 * For each ask, in order: the candidate, the gift's election, the donor's gifts to it, and the
 * donation with its idempotency key if any. One statement for them all, paid_gift_states
 * (paid_gift_state, sql/functions/paid_gift_state.sql, once per ask; its plan the database
 * keeps).
 */
export async function readGiftStates(
  db: Db | DbTx,
  asks: readonly GiftStateAsk[],
): Promise<GiftState[]> {
  const { rows } = await db.query<{ state: GiftState }>(
    'select state from paid_gift_states($1::jsonb)',
    [askRows(asks)],
  );
  return rows.map((row) => stateOf(row.state));
}

/**
 * readGiftStates after taking, in the caller's transaction, the advisory locks of every ask
 * (`lockNames[i]` for `asks[i]`), in one round trip (paid_lock_gifts: the states are read by a
 * statement that starts once every lock is held). Answers each ask's names as locked, and its
 * state.
 */
export async function lockAndReadGiftStates(
  tx: DbTx,
  asks: readonly GiftStateAsk[],
  lockNames: readonly string[][],
): Promise<{ names: string[]; state: GiftState }[]> {
  const { rows } = await tx.query<{ names: string[]; state: GiftState }>(
    'select names, state from paid_lock_gifts($1::jsonb, $2::jsonb)',
    [JSON.stringify(lockNames), askRows(asks)],
  );
  return rows.map((row) => ({ names: row.names, state: stateOf(row.state) }));
}

/** readGiftStates for one ask. */
export async function readGiftState(
  db: Db | DbTx,
  donor: Donor,
  idempotencyKey: string | null,
  designation: DesignationAsked,
): Promise<GiftState> {
  const [state] = await readGiftStates(db, [{ donor, idempotencyKey, designation }]);
  return state;
}

/** Cents the donor may still give the candidate for the gift's election. */
export function roomLeftCents(state: Pick<GiftState, 'limitCents' | 'givenCents'>): number {
  return Math.max(0, (state.limitCents ?? 0) - state.givenCents);
}

/** Whether a gift of `amountCents` on top of the cycle's `givenCents` passes the threshold. */
export function passesItemisationThreshold(givenCents: number, amountCents: number): boolean {
  return givenCents + amountCents > DONATION_RULES.itemisationThresholdCents;
}

/** The 400 for the part of a gift above the limit: it says how much room is left. */
export function limitExceededMessage(limitCents: number, roomLeft: number): string {
  const limit = `This gift would pass the ${formatLimitDollars(limitCents)} limit per election`;
  return roomLeft > 0
    ? `${limit}: you can give at most ${formatLimitDollars(roomLeft)} more to this candidate.`
    : `${limit}: you have already given this candidate the most allowed.`;
}
