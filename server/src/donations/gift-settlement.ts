import type { Language } from 'shared-api/languages';
import { coalescedPerDb, settled, type Settled } from '../db/coalesced-calls';
import type { Db, DbTx } from '../db/db';
import { enqueueDonationReceipt } from '../mail/donation-mail';
import type { QueuedMail } from '../mail/outbox';
import type { RecordedDonation, SucceededDonationInput } from './record-donation';

// A gift's states (docs/donation-rules.md): pending -> succeeded | declined; succeeded ->
// refunded (support). A pending row is written, under the gift's locks, before the card is
// charged, so it counts toward the donor's limit while the charge runs with no transaction
// open; then one statement settles it (every total moves) or declines it.
//
// Who charges a pending gift: whoever holds its claim, `settle_after` in the future. The
// request that wrote it holds it first; a duplicate submit, or the reconcile job
// (reconcile-gifts.ts), may take it over once it has passed (the request crashed or its
// provider call failed): claimGift is one conditional UPDATE, so one claimant wins. A second
// charge with the same idempotency key is the provider's first charge, and settling only
// moves a pending row, so even two claimants never charge or count a gift twice.

/** How long a claim lasts: a provider call of the donation flow ends well before. */
export const CLAIM_SECONDS = 30;

export type PendingGift = SucceededDonationInput & {
  testMode: boolean;
  /** The monthly plan this charge is a period of: its receipt says so (mail/donation-mail.ts). */
  recurringPlanId?: number | null;
  /** The election it is designated to (elections/candidate-elections.ts). */
  electionId: number;
  /** The refcodes the donor arrived with (refcodes/refcode-cookie.ts). */
  refcode?: string | null;
  refcode2?: string | null;
  /**
   * The donate page variant the donor was shown (experiments/visitor-variant.ts): kept only
   * when it is a running experiment's of this candidate, checked within the insert.
   */
  experimentVariantId?: number | null;
  /** The express link it was given through (express-links.ts). */
  expressLinkId?: number | null;
  /** The language of the request that made it, for the mail about it (docs/languages.md). */
  language?: Language | null;
};

export interface GiftRow extends RecordedDonation {
  status: 'pending' | 'succeeded' | 'declined' | 'refunded';
  declineReason: string | null;
  testMode: boolean | null;
}

const GIFT_COLUMNS = `id, candidate_id as "candidateId", amount_cents as "amountCents",
  stream_id as "streamId", created_at as "createdAt", status, decline_reason as "declineReason",
  test_mode as "testMode"`;

/**
 * Writes the gifts as pending, claimed by the caller, each on its candidate's live stream if
 * any: one call for them all (paid_insert_pending_gifts). Answers the rows in the order of
 * `gifts` (their idempotency keys are distinct: each gift holds its key's lock).
 */
export async function insertPendingGifts(
  tx: DbTx,
  gifts: readonly PendingGift[],
): Promise<GiftRow[]> {
  const { rows } = await tx.query<GiftRow & { idempotencyKey: string }>(
    'select * from paid_insert_pending_gifts($1::jsonb, $2)',
    [JSON.stringify(gifts.map((gift, i) => ({ i, ...gift }))), CLAIM_SECONDS],
  );
  const byKey = new Map(rows.map(({ idempotencyKey, ...row }) => [idempotencyKey, row]));
  return gifts.map((gift) => byKey.get(gift.idempotencyKey)!);
}

export async function readGift(db: Db | DbTx, id: number): Promise<GiftRow | undefined> {
  const { rows } = await db.query<GiftRow>(`select ${GIFT_COLUMNS} from donations where id = $1`, [
    id,
  ]);
  return rows[0];
}

/**
 * Pending -> succeeded, every running total it moves and the donor's mailed receipt queued,
 * atomically (paid_settle_donation): only the call that settled it queues one. With the
 * receipt given (the request that made the gift knows what it says) that is one statement;
 * without it, a transaction that reads the gift for its receipt. Answers whether this call
 * settled it: false when it was no longer pending (settled by another claimant, or declined).
 */
export async function settleGift(
  db: Db,
  id: number,
  chargeId: string,
  receipt?: QueuedMail,
): Promise<boolean> {
  if (receipt) return settleWithReceipt(db, { id, chargeId, receipt });
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      'select id from paid_settle_donation($1, $2, null, null, null)',
      [id, chargeId],
    );
    if (rows.length === 0) return false;
    await enqueueDonationReceipt(tx, id);
    return true;
  });
}

interface Settlement {
  id: number;
  chargeId: string;
  receipt: QueuedMail;
}

/**
 * Gifts settled with their receipts, every gift charged meanwhile in one call
 * (db/coalesced-calls.ts): paid_settle_donations, which locks the rows the batch moves in the
 * order every mover keeps, then settles each gift in turn.
 */
const settleWithReceipt = coalescedPerDb(
  async (db: Db, settlements: Settlement[]): Promise<Settled<boolean>[]> => {
    const { rows } = await db.query<{ i: number }>(
      'select * from paid_settle_donations($1::jsonb, $2)',
      [
        JSON.stringify(
          settlements.map(({ id, chargeId, receipt }, i) => ({
            i,
            id,
            charge_id: chargeId,
            mail_to: receipt.to,
            subject: receipt.subject,
            body: receipt.text,
          })),
        ),
        // Other connections may hold the rows on PostgreSQL only.
        db.kind === 'postgres',
      ],
    );
    const settledHere = new Set(rows.map((row) => row.i));
    return settlements.map((_settlement, i) => settled.value(settledHere.has(i)));
  },
);

/**
 * Pending -> declined, kept for audit, counting nowhere. It gives up the donor's idempotency
 * key (its own starts with a space, which a client's key never does: the contract trims it),
 * so the donor may fix the card and submit the same form again.
 */
export async function declineGift(db: Db | DbTx, id: number, reason: string): Promise<boolean> {
  const { rows } = await db.query(
    `update donations
        set status = 'declined', decline_reason = $2, settle_after = null,
            idempotency_key = ' declined ' || id || ' ' || idempotency_key
      where id = $1 and status = 'pending'
      returning id`,
    [id, reason],
  );
  return rows.length > 0;
}

/** Takes over a pending gift whose claim has passed; false when someone holds it. */
export async function claimGift(db: Db | DbTx, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `update donations set settle_after = now() + make_interval(secs => ${CLAIM_SECONDS})
      where id = $1 and status = 'pending' and settle_after <= now()
      returning id`,
    [id],
  );
  return rows.length > 0;
}

/** Gives a claim back at once (the provider did not answer): a retry need not wait. */
export async function releaseGift(db: Db | DbTx, id: number): Promise<void> {
  await db.query(`update donations set settle_after = now() where id = $1 and status = 'pending'`, [
    id,
  ]);
}
