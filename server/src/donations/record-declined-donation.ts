import crypto from 'node:crypto';
import type { DbTx } from '../db/db';
import { giftParams, type SucceededDonationInput } from './record-donation';

// A declined payment is kept for audit (who tried, how much, why it was refused) with status
// 'declined', which no total, limit or bracket counts. It must not take the donation's
// idempotency key: the donor may fix the card and submit the same form (same key) again. Its
// key is therefore its own: it starts with a space, which a client's key never does (the
// contract trims it), so it can never collide with one; the donor's key follows for audit.

export async function recordDeclinedDonation(
  tx: DbTx,
  input: SucceededDonationInput & { declineReason: string },
): Promise<void> {
  await tx.query(
    `insert into donations (candidate_id, amount_cents, donor_name, donor_email,
                            donor_address_line1, donor_address_line2, donor_city, donor_state,
                            donor_postal_code, occupation, employer, message, status,
                            idempotency_key, user_id, campaign_url_id, test_mode, decline_reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'declined', $13, $14, $15, $16, $17)`,
    [
      ...giftParams(input),
      ` declined ${crypto.randomUUID()} ${input.idempotencyKey}`,
      input.userId ?? null,
      input.campaignUrlId ?? null,
      input.testMode ?? null,
      input.declineReason,
    ],
  );
}
