import { enqueueRefundNotice } from '../mail/donation-mail';
import type { DonationRefund } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { conflict, DomainError, notFound } from '../domain-error';
import type { PaymentProvider } from '../payments/payment-provider';
import type { SupportActor } from '../support/require-support';
import { donationReference } from './donation-receipt';

// Support's refund (docs/donation-rules.md, "Refunds"): succeeded -> refunded. The provider
// gives the charge back first, with no transaction open (as the charge was made); then one
// transaction marks the gift refunded and moves every total back (paid_refund_donation,
// sql/functions). The provider refunds a charge once, so a retry after a crash between the
// two steps, or two admins at once, gives the money back once and counts it back once: the
// database function changes only a succeeded row.

/** Who refunded, as kept in donations.refunded_by. */
export function refundedBy(actor: SupportActor): string {
  return actor.kind === 'admin' ? `admin ${actor.userId}` : 'admin command';
}

export const unknownDonationMessage = (id: number) => `No donation with id ${id}`;

interface RefundableRow {
  id: number;
  status: 'pending' | 'succeeded' | 'declined' | 'refunded';
  amountCents: number;
  chargeId: string | null;
  refundedAt: Date | null;
}

/** Why a gift in this state cannot be refunded (409), in support's words. */
export function notRefundableMessage(row: Pick<RefundableRow, 'id' | 'status' | 'refundedAt'>) {
  const gift = donationReference(row.id);
  switch (row.status) {
    case 'refunded':
      return `${gift} was already refunded${row.refundedAt ? ` on ${new Date(row.refundedAt).toISOString()}` : ''}: nothing was refunded again`;
    case 'pending':
      return `${gift} is still pending (not charged yet): only a succeeded donation can be refunded`;
    case 'declined':
      return `${gift} was declined (never charged): only a succeeded donation can be refunded`;
    default:
      return `${gift} cannot be refunded`;
  }
}

async function readRefundable(db: Db | DbTx, id: number): Promise<RefundableRow | undefined> {
  const { rows } = await db.query<RefundableRow>(
    `select id, status, amount_cents as "amountCents", charge_id as "chargeId",
            refunded_at as "refundedAt"
       from donations where id = $1`,
    [id],
  );
  return rows[0];
}

export interface RefundInput {
  donationId: number;
  /** Blank is no reason. */
  reason?: string | null;
  actor: SupportActor;
}

/**
 * Refunds a succeeded gift and moves every total it moved back. Throws a DomainError:
 * not-found for an unknown id, conflict for a pending, declined or already refunded gift (also
 * when another refund of it won meanwhile), upstream when the provider would not refund.
 */
export async function refundDonation(
  db: Db,
  payments: PaymentProvider,
  { donationId, reason, actor }: RefundInput,
): Promise<DonationRefund> {
  const gift = await readRefundable(db, donationId);
  if (!gift) throw notFound(unknownDonationMessage(donationId));
  if (gift.status !== 'succeeded') throw conflict(notRefundableMessage(gift));

  // A gift written without a payment (the demo seed, imports) was never charged: nothing to
  // give back, only the totals to move.
  let refundId: string | null = null;
  if (gift.chargeId !== null) {
    const answer = await payments.refund({
      chargeId: gift.chargeId,
      amountCents: gift.amountCents,
    });
    if (answer.status === 'failed') {
      throw new DomainError('upstream', `The payment provider did not refund: ${answer.reason}`);
    }
    refundId = answer.refundId;
  }

  const note = reason?.trim() ? reason.trim() : null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ candidateId: number; refundedAt: Date }>(
      `select "candidateId", "refundedAt" from paid_refund_donation($1, $2, $3, $4)`,
      [donationId, note, refundedBy(actor), refundId],
    );
    const refunded = rows[0];
    if (!refunded) {
      // Another refund of it won between the read and here: theirs is the one.
      throw conflict(notRefundableMessage((await readRefundable(tx, donationId)) ?? gift));
    }
    // The donor hears of it (docs/mail.md), queued with the refund itself.
    await enqueueRefundNotice(tx, donationId);
    const { rows: facts } = await tx.query<{ candidateName: string; decidedMatches: number }>(
      `select c.name as "candidateName",
              (select count(*)::int from bracket_match_refunds r where r.donation_id = $1)
                as "decidedMatches"
         from candidates c where c.id = $2`,
      [donationId, refunded.candidateId],
    );
    return {
      id: donationId,
      reference: donationReference(donationId),
      candidateId: refunded.candidateId,
      candidateName: facts[0].candidateName,
      amount: gift.amountCents / 100,
      refundedAt: new Date(refunded.refundedAt).toISOString(),
      reason: note,
      refundId,
      decidedMatches: facts[0].decidedMatches,
    };
  });
}

/** The admin command's line about a refund. */
export function describeRefund(refund: DonationRefund): string {
  const money = `$${refund.amount.toFixed(2)}`;
  const ledger =
    refund.decidedMatches > 0
      ? ` ${refund.decidedMatches === 1 ? 'A decided match' : `${refund.decidedMatches} decided matches`} counted it and stay${refund.decidedMatches === 1 ? 's' : ''} decided (recorded in the bracket's refund ledger).`
      : '';
  return `Refunded ${refund.reference}: ${money} to ${refund.candidateName} (candidate ${refund.candidateId}); every total moved back.${ledger}`;
}
