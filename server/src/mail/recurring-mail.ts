import type { Language } from 'shared-api/languages';
import type { DbTx } from '../db/db';
import { mailLanguage, planMailLanguageSql } from '../languages/member-language';
import { translateMessage } from '../languages/server-messages';
import {
  CANCEL_MONTHLY_GIFT_HINT,
  formatReceiptDollars,
  SPANISH_CANCEL_MONTHLY_GIFT_HINT,
  spanishGreeting,
} from './donation-mail';
import { enqueueMail } from './outbox';

// What a monthly gift's donor is told by mail besides each gift's receipt
// (docs/donation-rules.md "Monthly gifts"): that the clock paused their plan, why, and
// what to do. Queued by recurring-gifts.ts in the transaction that pauses it, so a pause and
// its notice exist together, once. In the plan's language (planMailLanguageSql).

interface PausedPlanFacts {
  donorEmail: string;
  donorName: string | null;
  candidateName: string;
  amountCents: number;
  pauseReason: string;
  language: Language;
}

export async function enqueuePlanPausedNotice(tx: DbTx, planId: number): Promise<void> {
  // The address and name of the plan's latest gift: where its receipts went.
  const { rows } = await tx.query<PausedPlanFacts>(
    `select coalesce(g.donor_email, u.email) as "donorEmail", g.donor_name as "donorName",
            c.name as "candidateName", p.amount_cents as "amountCents",
            p.pause_reason as "pauseReason", ${planMailLanguageSql('p')} as language
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
  if (mailLanguage(plan.language) === 'es') {
    await enqueueMail(tx, {
      kind: 'recurring-paused',
      to: plan.donorEmail,
      subject: `Su donación mensual a ${plan.candidateName} está en pausa`,
      text: [
        spanishGreeting(plan.donorName),
        '',
        `Su donación mensual de ${amount} a ${plan.candidateName} está en pausa, y no se cobrará nada más:`,
        // The reason is the server's sentence (a decline, a rule): Spanish where the table has it.
        translateMessage(plan.pauseReason, 'es'),
        '',
        'Una donación mensual en pausa no se reanuda. Para volver a donar cada mes, inicie una nueva con su próxima donación.',
        SPANISH_CANCEL_MONTHLY_GIFT_HINT,
        '',
        'PAID',
      ].join('\n'),
    });
    return;
  }
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
