import type { DbTx } from '../db/db';
import { changeStateTotals } from '../candidates/candidate-totals';
import { addDonationToLiveStream } from '../streams/fundraising-streams';

// The core of every succeeded donation (decisions section 5): the donation row and every
// running total it moves, written in the caller's transaction so they commit or roll back
// together. The donation API (payment, limits, attestations) calls this once the payment
// has succeeded; tests and the tournament tests call it directly.

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
  /** The campaign link the donor arrived through (decisions section 7). */
  campaignUrlId?: number | null;
  /** When the donation was made; default now (the transaction's time). */
  at?: Date;
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
  if (input.donorEmail.trim() === '') throw new RangeError('donorEmail is required');
}

async function insertDonation(
  tx: DbTx,
  input: SucceededDonationInput,
): Promise<RecordedDonation | undefined> {
  // A concurrent insert with the same key waits on the unique index, then does nothing.
  const { rows } = await tx.query<RecordedDonation>(
    `insert into donations (candidate_id, amount_cents, donor_name, donor_email,
                            donor_address_line1, donor_address_line2, donor_city, donor_state,
                            donor_postal_code, occupation, employer, message, status,
                            idempotency_key, user_id, campaign_url_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'succeeded', $13, $14, $15,
             coalesce($16::timestamptz, now()))
     on conflict (idempotency_key) do nothing
     returning ${DONATION_COLUMNS}`,
    [
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
      input.idempotencyKey,
      input.userId ?? null,
      input.campaignUrlId ?? null,
      input.at ?? null,
    ],
  );
  return rows[0];
}

async function existingDonation(
  tx: DbTx,
  input: SucceededDonationInput,
): Promise<RecordedDonation> {
  const { rows } = await tx.query<RecordedDonation>(
    `select ${DONATION_COLUMNS} from donations where idempotency_key = $1`,
    [input.idempotencyKey],
  );
  const earlier = rows[0];
  if (!earlier) throw new Error(`donation ${input.idempotencyKey} vanished after a conflict`);
  if (earlier.candidateId !== input.candidateId || earlier.amountCents !== input.amountCents) {
    throw new IdempotencyKeyReusedError(input.idempotencyKey);
  }
  return { ...earlier, createdAt: new Date(earlier.createdAt) };
}

/** A first gift from this address adds a donor (totalDonors counts distinct emails). */
async function countDonor(tx: DbTx, input: SucceededDonationInput): Promise<number> {
  const { rows } = await tx.query(
    `insert into donors (email, name, first_donation_at)
     values (lower($1), $2, coalesce($3::timestamptz, now()))
     on conflict (email) do nothing
     returning id`,
    [input.donorEmail.trim(), input.donorName, input.at ?? null],
  );
  return rows.length;
}

/**
 * Records a succeeded donation and, in the caller's transaction, adds it to the candidate's
 * total, the state's and the platform's totals, the donor count and the candidate's live
 * fundraising stream. Idempotent by `idempotencyKey`: a repeat answers the earlier
 * donation with `created: false` and changes nothing. Call it inside `db.transaction`.
 */
export async function recordSucceededDonation(
  tx: DbTx,
  input: SucceededDonationInput,
): Promise<RecordDonationResult> {
  checkInput(input);
  const inserted = await insertDonation(tx, input);
  if (!inserted) return { donation: await existingDonation(tx, input), created: false };
  inserted.createdAt = new Date(inserted.createdAt);

  // Row lock order: candidate, state_totals, donors, platform_totals (the single hot row
  // last, held for the shortest time), then the stream.
  const { rows: candidates } = await tx.query<{ stateCode: string }>(
    `update candidates set total_donations_cents = total_donations_cents + $2
      where id = $1 and is_active
      returning state_code as "stateCode"`,
    [input.candidateId, input.amountCents],
  );
  // Throwing rolls the whole transaction back, the donation row included.
  if (!candidates[0]) throw new DonationCandidateNotFoundError(input.candidateId);
  await changeStateTotals(tx, candidates[0].stateCode, { raisedCents: input.amountCents });
  const newDonors = await countDonor(tx, input);
  await tx.query(
    `update platform_totals
        set total_raised_cents = total_raised_cents + $1, total_donors = total_donors + $2`,
    [input.amountCents, newDonors],
  );

  const streamId = await addDonationToLiveStream(
    tx,
    input.candidateId,
    input.amountCents,
    input.at ?? null,
  );
  if (streamId !== null) {
    await tx.query('update donations set stream_id = $2 where id = $1', [inserted.id, streamId]);
  }
  return { donation: { ...inserted, streamId }, created: true };
}
