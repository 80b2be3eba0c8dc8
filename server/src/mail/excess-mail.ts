import { formatLimitDollars, type ExcessGift } from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import { spanishDay } from '../languages/language-formats';
import { formatReceiptDollars, spanishGreeting } from './donation-mail';
import type { QueuedMail } from './outbox';

// The donor's notice that an excess of theirs was resolved (docs/donation-rules.md
// "Excessive gifts", docs/mail.md): what happened, the amount, the election(s). Queued in
// the transaction that resolves the excess. In the donor's language (docs/languages.md
// "Mail": the latest gift of the excess, giftMailLanguageSql); absent, English.

export type ExcessOutcome =
  { kind: 'refunded' } | { kind: 'redesignated'; to: NonNullable<ExcessGift['redesignatedTo']> };

type ElectionNamed = ExcessGift['election'];

/** 'la elección primaria del 7 de marzo de 2028 (P2028)'. */
function spanishElection({ kind, date, code }: ElectionNamed): string {
  const kinds: Record<string, string> = {
    primary: 'primaria',
    general: 'general',
    runoff: 'de segunda vuelta',
    special: 'especial',
  };
  return `la elección ${kinds[kind] ?? kind} del ${spanishDay(date)} (${code})`;
}

export function excessMail(
  excess: ExcessGift,
  donor: { email: string; name: string; language?: Language },
  outcome: ExcessOutcome,
  limitCents: number,
): QueuedMail {
  if (donor.language === 'es') return spanishExcessMail(excess, donor, outcome, limitCents);
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

function spanishExcessMail(
  excess: ExcessGift,
  donor: { email: string; name: string },
  outcome: ExcessOutcome,
  limitCents: number,
): QueuedMail {
  const amount = formatReceiptDollars(Math.round(excess.excess * 100));
  const references = excess.gifts.map((gift) => gift.reference).join(', ');
  const receipts = `${excess.gifts.length === 1 ? 'recibo' : 'recibos'} ${references}`;
  const why = `Sus donaciones a ${excess.candidateName} para ${spanishElection(excess.election)} superaron en ${amount} el límite de ${formatLimitDollars(limitCents)} por elección (${receipts}).`;
  const what =
    outcome.kind === 'refunded'
      ? [
          `Le reembolsamos a su tarjeta los ${amount} que superaban el límite; el resto de sus donaciones se mantiene.`,
        ]
      : [
          `Los ${amount} que superaban el límite ahora cuentan para ${spanishElection(outcome.to)}, que todavía tenía margen para ellos. No se cobró ni se reembolsó nada.`,
          'Si prefiere que se los reembolsemos, responda a este correo y se los reembolsaremos.',
        ];
  return {
    kind: outcome.kind === 'refunded' ? 'excess-refunded' : 'excess-redesignated',
    to: donor.email,
    subject:
      outcome.kind === 'refunded'
        ? `Se le reembolsaron ${amount} de sus donaciones a ${excess.candidateName}`
        : `${amount} de sus donaciones a ${excess.candidateName} ahora cuentan para ${outcome.to.code}`,
    text: [spanishGreeting(donor.name), '', why, '', ...what, '', 'PAID'].join('\n'),
  };
}
