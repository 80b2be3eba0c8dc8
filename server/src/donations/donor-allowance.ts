import { DONATION_RULES, formatLimitDollars } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';

// The per-election limit and the itemisation threshold (compliance.md) both count a donor's
// earlier gifts to one candidate: succeeded (not declined, not refunded) donations since the
// cycle began, matched by email in any letter case or, when logged in, by account.

export interface Donor {
  candidateId: number;
  /** Any letter case. */
  email: string;
  /** The logged-in account, or null for a visitor. */
  userId: number | null;
}

export interface GiftState {
  candidateName: string | null;
  candidateActive: boolean | null;
  /** Cents the donor already gave the candidate this election. */
  givenCents: number;
  /** A donation with the idempotency key asked about (all null when there is none). */
  earlierId: number | null;
  earlierCandidateId: number | null;
  earlierCandidateName: string | null;
  earlierAmountCents: number | null;
  earlierEmail: string | null;
  earlierCreatedAt: Date | string | null;
  earlierTestMode: boolean | null;
}

/**
 * The candidate, the donor's gifts to it this election, and the donation with
 * `idempotencyKey` if any: paid_gift_state (migrations/0005_donation_payments.sql), one
 * statement whose plan the database keeps.
 */
export async function readGiftState(
  db: Db | DbTx,
  donor: Donor,
  idempotencyKey: string | null,
): Promise<GiftState> {
  const { rows } = await db.query<GiftState>('select * from paid_gift_state($1, $2, $3, $4, $5)', [
    donor.candidateId,
    donor.email.trim(),
    donor.userId,
    idempotencyKey,
    DONATION_RULES.cycleStartsAt,
  ]);
  return rows[0];
}

/** Cents the donor already gave the candidate this election. */
export async function givenThisElection(db: Db | DbTx, donor: Donor): Promise<number> {
  return (await readGiftState(db, donor, null)).givenCents;
}

/** Cents the donor may still give the candidate this election. */
export function roomLeftCents(givenCents: number): number {
  return Math.max(0, DONATION_RULES.limitPerElectionCents - givenCents);
}

/** Whether a gift of `amountCents` on top of `givenCents` passes the itemisation threshold. */
export function passesItemisationThreshold(givenCents: number, amountCents: number): boolean {
  return givenCents + amountCents > DONATION_RULES.itemisationThresholdCents;
}

/** The 400 for the part of a gift above the limit: it says how much room is left. */
export function limitExceededMessage(roomLeft: number): string {
  const limit = `This gift would pass the ${formatLimitDollars(DONATION_RULES.limitPerElectionCents)} limit per election`;
  return roomLeft > 0
    ? `${limit}: you can give at most ${formatLimitDollars(roomLeft)} more to this candidate.`
    : `${limit}: you have already given this candidate the most allowed.`;
}
