import {
  formatChargeDay,
  PLAN_RENEWAL_LINK_DAYS,
  PLAN_RENEWAL_NOTICE_DAYS,
  PLAN_RENEWAL_PAGE_PATH,
  type ElectionRef,
} from 'shared-api/contracts';
import { formatReceiptDollars } from './donation-mail';
import type { QueuedMail } from './outbox';

// A monthly plan's renewal notice (docs/mail.md, docs/donation-rules.md "Monthly gifts"): once,
// PLAN_RENEWAL_NOTICE_DAYS before the plan ends, with the single-use link into the candidate's
// next cycle, or, when the candidate has no election there yet, saying so without a link.

export interface EndingPlanFacts {
  donorEmail: string;
  candidateName: string;
  amountCents: number;
  /** YYYY-MM-DD: the plan's last election's day. */
  endDay: string;
}

/** What the renewal would be: the next cycle's last election; null when there is none. */
export interface RenewalOffer {
  election: ElectionRef;
  cycle: string;
  card: { brand: string; last4: string } | null;
}

const KIND_WORDS: Record<string, string> = {
  primary: 'primary',
  general: 'general election',
  runoff: 'runoff',
  special: 'special election',
};

export function planRenewalMail(
  plan: EndingPlanFacts,
  offer: RenewalOffer | null,
  { token, publicOrigin }: { token: string; publicOrigin: string },
): QueuedMail {
  const every = `${formatReceiptDollars(plan.amountCents)} every month to ${plan.candidateName}`;
  const renewal = offer
    ? [
        `Renew it into the ${offer.cycle} cycle in one click: the same ${formatReceiptDollars(plan.amountCents)} a month${offer.card ? `, charged to your saved ${offer.card.brand} card ending ${offer.card.last4}` : ''}, for the ${KIND_WORDS[offer.election.kind] ?? offer.election.kind} on ${formatChargeDay(offer.election.date)} (${offer.election.code}), until that day. The link shows the renewed gift and its total; nothing is charged until you press Confirm (the link works once, for ${PLAN_RENEWAL_LINK_DAYS} days):`,
        '',
        `${publicOrigin}${PLAN_RENEWAL_PAGE_PATH}?token=${token}`,
      ]
    : [
        `${plan.candidateName} has no election in the next cycle yet, so there is nothing to renew into now. Once one is set, you can start a new monthly gift from the candidate's donate page.`,
      ];
  return {
    kind: 'plan-renewal',
    to: plan.donorEmail,
    subject: `Your monthly gift to ${plan.candidateName} ends on ${formatChargeDay(plan.endDay)}`,
    text: [
      'Hello,',
      '',
      `Your monthly gift (${every}) ends in ${PLAN_RENEWAL_NOTICE_DAYS} days or less, with the election on ${formatChargeDay(plan.endDay)}: nothing will be charged after that day.`,
      '',
      ...renewal,
      '',
      'PAID',
    ].join('\n'),
  };
}
