import { formatChargeDay, RECEIPT_LEGAL_TEXT, TEST_MODE_RECEIPT_NOTE } from 'shared-api/contracts';
import type { DbTx } from '../db/db';
import { donationReference } from '../donations/donation-receipt';
import { PLAN_END_DAY } from '../donations/plan-end';
import { enqueueMail, type QueuedMail } from './outbox';

// The mail a gift's donor gets (docs/mail.md): the receipt when it succeeds, a notice when support
// refunds it. Each is queued inside the transaction that changed the gift, so a receipt exists
// exactly when the gift does. Other features (recurring gifts) queue theirs the same way with
// enqueueDonationReceipt, or with enqueueMail for a message of their own.

/** What a gift's mail says: read from the gift, or known to the request that made it. */
export interface GiftFacts {
  id: number;
  donorEmail: string;
  donorName: string;
  amountCents: number;
  candidateName: string;
  createdAt: Date | string;
  refundedAt: Date | string | null;
  testMode: boolean | null;
  /** A monthly plan's charge: the plan's amount and state, and its charge after this one. */
  planAmountCents: number | null;
  planStatus: string | null;
  followingChargeOn: string | null;
  /** YYYY-MM-DD: the plan's end (its last election's day), after which it charges nothing. */
  planElectionDay: string | null;
  /**
   * A gift whose submit starts a monthly plan (charge 0): the plan's second charge, YYYY-MM-DD.
   * Known to the request, since the plan is started once the gift is paid.
   */
  startsMonthlyPlanNextChargeOn?: string | null;
}

async function giftFacts(tx: DbTx, donationId: number): Promise<GiftFacts | undefined> {
  const { rows } = await tx.query<GiftFacts>(
    `select d.id, d.donor_email as "donorEmail", d.donor_name as "donorName",
            d.amount_cents as "amountCents", c.name as "candidateName",
            d.created_at as "createdAt", d.refunded_at as "refundedAt", d.test_mode as "testMode",
            p.amount_cents as "planAmountCents", p.status as "planStatus",
            -- Settled before the clock moves the plan on: it is still at this gift's period.
            to_char((p.anchor_on + make_interval(months => p.periods_charged + 1))::date,
                    'YYYY-MM-DD') as "followingChargeOn",
            (${PLAN_END_DAY}) as "planElectionDay"
       from donations d join candidates c on c.id = d.candidate_id
       left join recurring_plans p on p.id = d.recurring_plan_id
      where d.id = $1`,
    [donationId],
  );
  return rows[0];
}

// Made once: building an Intl formatter costs far more than using one, and every gift's
// receipt uses both (they were ~6 % of a gift's server CPU in bench/REPORT.md's profile).
const RECEIPT_DOLLARS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const RECEIPT_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** $1,234.50, as the receipt page writes amounts. */
export function formatReceiptDollars(cents: number): string {
  return `$${RECEIPT_DOLLARS.format(Number(cents) / 100)}`;
}

/** 'November 20, 2026 at 10:00 AM UTC': a mail cannot know the reader's time zone. */
export function formatReceiptTime(at: Date | string): string {
  return `${RECEIPT_TIME.format(new Date(at))} UTC`;
}

/** How every gift mail ends: TEST MODE where it applies, the legal text, the signature. */
function closingLines(gift: GiftFacts): string[] {
  const testMode = gift.testMode ? ['', `TEST MODE: ${TEST_MODE_RECEIPT_NOTE}`] : [];
  return [...testMode, '', RECEIPT_LEGAL_TEXT, '', 'PAID'];
}

/** Where a donor cancels a plan; a mail cannot know the site's address, the page's name it can. */
export const CANCEL_MONTHLY_GIFT_HINT =
  'To cancel it, open My donations on PAID (/donations, logged in) and click "Cancel monthly gift".';

interface MonthlyGiftFacts {
  candidateName: string;
  planAmountCents: number;
  planStatus: string;
  /** YYYY-MM-DD: the charge after this gift's. */
  followingChargeOn: string;
  /** YYYY-MM-DD: the plan's election day (null: an old plan without one, which ends). */
  electionDay: string | null;
}

/** What a monthly charge's receipt adds: that it is monthly, the next charge, how to cancel. */
function monthlyReceiptLines(gift: MonthlyGiftFacts): string[] {
  const every = `${formatReceiptDollars(gift.planAmountCents)} every month to ${gift.candidateName}`;
  if (gift.planStatus !== 'active') {
    return [
      '',
      `This gift was made by your monthly gift (${every}), which is now ${gift.planStatus}: nothing more will be charged.`,
    ];
  }
  const { electionDay } = gift;
  if (electionDay !== null && gift.followingChargeOn > electionDay) {
    return [
      '',
      `This gift was made by your monthly gift (${every}). It is the last one before the election on ${formatChargeDay(electionDay)}: the monthly gift ends and nothing more will be charged.`,
    ];
  }
  return [
    '',
    `This gift was made by your monthly gift (${every}).`,
    `Next charge: ${formatChargeDay(gift.followingChargeOn)}.`,
    CANCEL_MONTHLY_GIFT_HINT,
  ];
}

/** What the first gift of a monthly plan adds: that it repeats, the next charge, how to cancel. */
function firstMonthlyGiftLines(gift: GiftFacts, nextChargeOn: string): string[] {
  const every = `${formatReceiptDollars(gift.amountCents)} every month to ${gift.candidateName}`;
  return [
    '',
    `This is the first gift of your monthly gift (${every}).`,
    `Next charge: ${formatChargeDay(nextChargeOn)}.`,
    CANCEL_MONTHLY_GIFT_HINT,
  ];
}

/** The receipt of a succeeded gift to its donor. */
export function receiptMail(gift: GiftFacts): QueuedMail {
  const reference = donationReference(gift.id);
  return {
    kind: 'receipt',
    to: gift.donorEmail,
    subject: `${gift.testMode ? '[TEST MODE] ' : ''}Your donation receipt ${reference}`,
    text: [
      `Dear ${gift.donorName},`,
      '',
      `Thank you for your donation to ${gift.candidateName}.`,
      '',
      `Receipt number: ${reference}`,
      `Amount: ${formatReceiptDollars(gift.amountCents)}`,
      `Candidate: ${gift.candidateName}`,
      `Date: ${formatReceiptTime(gift.createdAt)}`,
      ...(gift.planStatus === null
        ? gift.startsMonthlyPlanNextChargeOn
          ? firstMonthlyGiftLines(gift, gift.startsMonthlyPlanNextChargeOn)
          : []
        : monthlyReceiptLines({
            candidateName: gift.candidateName,
            planAmountCents: gift.planAmountCents!,
            planStatus: gift.planStatus,
            followingChargeOn: gift.followingChargeOn!,
            electionDay: gift.planElectionDay,
          })),
      ...closingLines(gift),
    ].join('\n'),
  };
}

/**
 * Queues the receipt of a succeeded gift, read from the gift (a settle that did not pass its
 * receipt to paid_settle_donation: a takeover, the reconcile job, a monthly charge).
 */
export async function enqueueDonationReceipt(tx: DbTx, donationId: number): Promise<void> {
  const gift = await giftFacts(tx, donationId);
  if (gift) await enqueueMail(tx, receiptMail(gift));
}

/** Queues the notice that support refunded a gift. */
export async function enqueueRefundNotice(tx: DbTx, donationId: number): Promise<void> {
  const gift = await giftFacts(tx, donationId);
  if (!gift) return;
  const reference = donationReference(gift.id);
  const amount = formatReceiptDollars(gift.amountCents);
  await enqueueMail(tx, {
    kind: 'refund',
    to: gift.donorEmail,
    subject: `${gift.testMode ? '[TEST MODE] ' : ''}Your donation ${reference} was refunded`,
    text: [
      `Dear ${gift.donorName},`,
      '',
      `Your donation to ${gift.candidateName} was refunded: the full ${amount} goes back to your card, and it no longer counts toward ${gift.candidateName}'s total or your limit.`,
      '',
      `Receipt number: ${reference}`,
      `Amount refunded: ${amount}`,
      `Donated: ${formatReceiptTime(gift.createdAt)}`,
      ...(gift.refundedAt ? [`Refunded: ${formatReceiptTime(gift.refundedAt)}`] : []),
      ...closingLines(gift),
    ].join('\n'),
  });
}
