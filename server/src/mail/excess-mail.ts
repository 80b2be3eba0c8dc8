import { formatLimitDollars, type ExcessGift } from 'shared-api/contracts';
import { formatReceiptDollars } from './donation-mail';
import type { QueuedMail } from './outbox';

// The donor's notice that an excess of theirs was resolved (docs/donation-rules.md
// "Excessive gifts", docs/mail.md): what happened, the amount, the election(s). Queued in
// the transaction that resolves the excess.

export type ExcessOutcome =
  { kind: 'refunded' } | { kind: 'redesignated'; to: NonNullable<ExcessGift['redesignatedTo']> };

export function excessMail(
  excess: ExcessGift,
  donor: { email: string; name: string },
  outcome: ExcessOutcome,
  limitCents: number,
): QueuedMail {
  const amount = formatReceiptDollars(Math.round(excess.excess * 100));
  const election = `the ${excess.election.kind} election of ${excess.election.date} (${excess.election.code})`;
  const receipts = excess.gifts.map((gift) => gift.reference).join(', ');
  const why = `Your gifts to ${excess.candidateName} for ${election} passed the limit of ${formatLimitDollars(limitCents)} per election by ${amount} (receipts ${receipts}).`;
  const what =
    outcome.kind === 'refunded'
      ? [`We refunded the ${amount} over the limit to your card; the rest of your gifts stands.`]
      : [
          `The ${amount} over the limit now counts for the ${outcome.to.kind} election of ${outcome.to.date} (${outcome.to.code}) instead, which still had room for it. Nothing was charged or refunded.`,
          'If you would rather have it refunded, reply to this mail and we will refund it.',
        ];
  return {
    kind: outcome.kind === 'refunded' ? 'excess-refunded' : 'excess-redesignated',
    to: donor.email,
    subject:
      outcome.kind === 'refunded'
        ? `${amount} of your gifts to ${excess.candidateName} was refunded`
        : `${amount} of your gifts to ${excess.candidateName} now counts for ${outcome.to.code}`,
    text: [`Dear ${donor.name},`, '', why, '', ...what, '', 'PAID'].join('\n'),
  };
}
