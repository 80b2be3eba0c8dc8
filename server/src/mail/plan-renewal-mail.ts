import {
  formatChargeDay,
  PLAN_RENEWAL_LINK_DAYS,
  PLAN_RENEWAL_NOTICE_DAYS,
  PLAN_RENEWAL_PAGE_PATH,
  type ElectionRef,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import { spanishDay } from '../languages/language-formats';
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
  /** The plan's language (planMailLanguageSql); absent: English. */
  language?: Language;
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

const SPANISH_KIND_WORDS: Record<string, string> = {
  primary: 'la elección primaria',
  general: 'la elección general',
  runoff: 'la segunda vuelta',
  special: 'la elección especial',
};

export function planRenewalMail(
  plan: EndingPlanFacts,
  offer: RenewalOffer | null,
  link: { token: string; publicOrigin: string },
): QueuedMail {
  if (plan.language === 'es') return spanishPlanRenewalMail(plan, offer, link);
  const { token, publicOrigin } = link;
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

function spanishPlanRenewalMail(
  plan: EndingPlanFacts,
  offer: RenewalOffer | null,
  { token, publicOrigin }: { token: string; publicOrigin: string },
): QueuedMail {
  const amount = formatReceiptDollars(plan.amountCents);
  const every = `${amount} cada mes a ${plan.candidateName}`;
  const renewal = offer
    ? [
        `Renuévela en el ciclo ${offer.cycle} con un clic: los mismos ${amount} al mes${offer.card ? `, cobrados a su tarjeta ${offer.card.brand} guardada que termina en ${offer.card.last4}` : ''}, para ${SPANISH_KIND_WORDS[offer.election.kind] ?? offer.election.kind} del ${spanishDay(offer.election.date)} (${offer.election.code}), hasta ese día. El enlace muestra la donación renovada y su total; no se cobra nada hasta que pulse Confirmar (el enlace funciona una sola vez, durante ${PLAN_RENEWAL_LINK_DAYS} días):`,
        '',
        `${publicOrigin}${PLAN_RENEWAL_PAGE_PATH}?token=${token}`,
      ]
    : [
        `${plan.candidateName} aún no tiene ninguna elección en el próximo ciclo, así que por ahora no hay nada que renovar. Cuando haya una, podrá iniciar una nueva donación mensual desde la página de donación del candidato/a.`,
      ];
  return {
    kind: 'plan-renewal',
    to: plan.donorEmail,
    subject: `Su donación mensual a ${plan.candidateName} termina el ${spanishDay(plan.endDay)}`,
    text: [
      'Hola:',
      '',
      `Su donación mensual (${every}) termina en ${PLAN_RENEWAL_NOTICE_DAYS} días o menos, con la elección del ${spanishDay(plan.endDay)}: no se cobrará nada después de ese día.`,
      '',
      ...renewal,
      '',
      'PAID',
    ].join('\n'),
  };
}
