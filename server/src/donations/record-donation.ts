import type { DbTx, SqlParam } from '../db/db';
import { emailKey } from './donor-identity';

// A succeeded donation written directly (for tests and imports): the donation row and every
// running total it moves, written by one statement so they commit or roll back together
// (inside the caller's transaction when there is one). Tests, the tournament tests and
// imports call it; the donation API writes a pending gift first and settles it after the
// charge instead (make-donation.ts, gift-settlement.ts), with the same totals moved.

export interface SucceededDonationInput {
  candidateId: number;
  /** Whole cents, at least 1. */
  amountCents: number;
  donorName: string;
  donorEmail: string;
  donorAddressLine1?: string | null;
  donorAddressLine2?: string | null;
  donorCity?: string | null;
  donorState?: string | null;
  donorPostalCode?: string | null;
  occupation?: string | null;
  employer?: string | null;
  message?: string | null;
  /** A retried submit carries the same key: the second call changes nothing. */
  idempotencyKey: string;
  /** The donor's account, when logged in. */
  userId?: number | null;
  /** The campaign link the donor arrived through (campaign-urls/attribution.ts). */
  campaignUrlId?: number | null;
  /** When the donation was made; default now (the transaction's time). */
  at?: Date;
  /** The payment provider's charge id (null for rows written without a payment: seeds). */
  chargeId?: string | null;
  /** Whether the test-mode provider charged it. */
  testMode?: boolean | null;
}

export interface RecordedDonation {
  id: number;
  candidateId: number;
  amountCents: number;
  streamId: number | null;
  createdAt: Date;
}

export interface RecordDonationResult {
  donation: RecordedDonation;
  /** false: the idempotency key was used before; `donation` is that earlier one. */
  created: boolean;
}

export class DonationCandidateNotFoundError extends Error {
  constructor(readonly candidateId: number) {
    super(`Candidate ${candidateId} does not exist or is no longer a candidate`);
    this.name = 'DonationCandidateNotFoundError';
  }
}

/** The same idempotency key with another candidate or amount: a client bug, never a retry. */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly idempotencyKey: string) {
    super('This idempotency key was already used for a different donation');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/**
 * The gift and who gave it, in the column order the insert below starts with: candidate,
 * amount, donor name and email, address, occupation, employer, message. Twelve parameters;
 * absent optional fields are null.
 */
function giftParams(input: SucceededDonationInput): SqlParam[] {
  return [
    input.candidateId,
    input.amountCents,
    input.donorName,
    input.donorEmail,
    input.donorAddressLine1 ?? null,
    input.donorAddressLine2 ?? null,
    input.donorCity ?? null,
    input.donorState ?? null,
    input.donorPostalCode ?? null,
    input.occupation ?? null,
    input.employer ?? null,
    input.message ?? null,
  ];
}

const DONATION_COLUMNS = `id, candidate_id as "candidateId", amount_cents as "amountCents",
  stream_id as "streamId", created_at as "createdAt"`;

function checkInput(input: SucceededDonationInput): void {
  // Programming errors, not user input: the donation API validates with its zod schema first.
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) {
    throw new RangeError(
      `amountCents must be a whole number of cents >= 1 (got ${input.amountCents})`,
    );
  }
  if (input.idempotencyKey.trim() === '') throw new RangeError('idempotencyKey is required');
  // No donor key, no donor (donor-identity.ts).
  if (emailKey(input.donorEmail) === '') throw new RangeError('donorEmail is required');
}

/**
 * The donation row and every running total it moves, in one call: paid_record_donation
 * (sql/functions/paid_record_donation.sql) says what it writes and why a repeated key or an
 * inactive candidate writes nothing; paid_move_totals moves the totals. A function because
 * PL/pgSQL keeps its plan; a donation's round trips into the database are most of its time.
 */
async function insertDonation(
  tx: DbTx,
  input: SucceededDonationInput,
): Promise<RecordedDonation | undefined> {
  const { rows } = await tx.query<RecordedDonation>(
    `select * from paid_record_donation($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
                                        $13, $14, $15, $16, $17, $18)`,
    [
      ...giftParams(input),
      input.idempotencyKey,
      input.userId ?? null,
      input.campaignUrlId ?? null,
      input.at ?? null,
      input.chargeId ?? null,
      input.testMode ?? null,
    ],
  );
  return rows[0];
}

async function existingDonation(
  tx: DbTx,
  input: SucceededDonationInput,
): Promise<RecordedDonation | undefined> {
  const { rows } = await tx.query<RecordedDonation>(
    `select ${DONATION_COLUMNS} from donations where idempotency_key = $1`,
    [input.idempotencyKey],
  );
  const earlier = rows[0];
  if (!earlier) return undefined;
  if (earlier.candidateId !== input.candidateId || earlier.amountCents !== input.amountCents) {
    throw new IdempotencyKeyReusedError(input.idempotencyKey);
  }
  return { ...earlier, createdAt: new Date(earlier.createdAt) };
}

/**
 * Records a succeeded donation and adds it to the candidate's total, the state's and the
 * platform's totals, the donor count and the candidate's live fundraising stream, all in one
 * statement. Idempotent by `idempotencyKey`, also when the same key arrives twice at once: a
 * repeat answers the earlier donation with `created: false` and changes nothing. A missing
 * or inactive candidate throws DonationCandidateNotFoundError, having written nothing.
 */
export async function recordSucceededDonation(
  tx: DbTx,
  input: SucceededDonationInput,
): Promise<RecordDonationResult> {
  checkInput(input);
  const inserted = await insertDonation(tx, input);
  if (inserted) {
    return { donation: { ...inserted, createdAt: new Date(inserted.createdAt) }, created: true };
  }
  // Nothing inserted: the key was used before, or there is no such active candidate.
  const earlier = await existingDonation(tx, input);
  if (!earlier) throw new DonationCandidateNotFoundError(input.candidateId);
  return { donation: earlier, created: false };
}
