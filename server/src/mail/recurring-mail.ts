import type { DbTx } from '../db/db';
import { CANCEL_MONTHLY_GIFT_HINT, formatReceiptDollars } from './donation-mail';
import { enqueueMail } from './outbox';

// What a monthly gift's donor is told by mail besides each gift's receipt
// (docs/donation-rules.md "Monthly gifts"): that the clock paused their plan, why, and
// what to do. Queued by recurring-gifts.ts in the transaction that pauses it, so a pause and
// its notice exist together, once.

interface PausedPlanFacts {
  donorEmail: string;
  donorName: string | null;
  candidateName: string;
  amountCents: number;
  pauseReason: string;
}

export async function enqueuePlanPausedNotice(tx: DbTx, planId: number): Promise<void> {
  // The address and name of the plan's latest gift: where its receipts went.
  const { rows } = await tx.query<PausedPlanFacts>(
    `select coalesce(g.donor_email, u.email) as "donorEmail", g.donor_name as "donorName",
            c.name as "candidateName", p.amount_cents as "amountCents",
            p.pause_reason as "pauseReason"
       from recurring_plans p
       join candidates c on c.id = p.candidate_id
       join users u on u.id = p.user_id
       left join lateral (select d.donor_email, d.donor_name from donations d
                           where d.recurring_plan_id = p.id order by d.id desc limit 1) g on true
      where p.id = $1`,
    [planId],
  );
  const plan = rows[0];
  if (!plan) return;
  const amount = formatReceiptDollars(plan.amountCents);
  await enqueueMail(tx, {
    kind: 'recurring-paused',
    to: plan.donorEmail,
    subject: `Your monthly gift to ${plan.candidateName} is paused`,
    text: [
      plan.donorName ? `Dear ${plan.donorName},` : 'Hello,',
      '',
      `Your monthly gift of ${amount} to ${plan.candidateName} is paused, and nothing more will be charged:`,
      plan.pauseReason,
      '',
      'A paused monthly gift is not resumed. To give every month again, start a new one with your next gift.',
      CANCEL_MONTHLY_GIFT_HINT,
      '',
      'PAID',
    ].join('\n'),
  });
}
