import {
  BEST_EFFORTS_WORDING,
  DONATION_RULES,
  DONOR_DETAILS_LINK_DAYS,
  DONOR_DETAILS_PAGE_PATH,
  formatLimitDollars,
  TEST_MODE_RECEIPT_NOTE,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import { donationReference } from '../donations/donation-receipt';
import { spanishMoment } from '../languages/language-formats';
import { translateMessage } from '../languages/server-messages';
import {
  ENGLISH_LEGAL_TEXT_HEADING,
  formatReceiptDollars,
  formatReceiptTime,
  spanishGreeting,
} from './donation-mail';
import type { QueuedMail } from './outbox';

// The best-efforts follow-up (docs/mail.md, docs/donation-rules.md "Best efforts follow-up"):
// one mail per itemized gift that lacks employer or occupation, with the link to complete them.
// In the gift's language (giftMailLanguageSql); a Spanish one keeps the best-efforts sentence in
// English too, word for word, beside its Spanish.

export interface FollowUpGift {
  id: number;
  donorEmail: string;
  donorName: string;
  amountCents: number;
  candidateName: string;
  createdAt: Date | string;
  employer: string | null;
  occupation: string | null;
  testMode: boolean | null;
  /** The donor's language (docs/languages.md "Mail"); absent: English. */
  language?: Language;
}

/** What the gift's record lacks, in words: 'employer', 'occupation' or both. */
function missingWords(gift: FollowUpGift): string {
  const missing = [
    (gift.employer ?? '').trim() === '' ? 'employer' : null,
    (gift.occupation ?? '').trim() === '' ? 'occupation' : null,
  ].filter((word) => word !== null);
  return missing.join(' and ');
}

/** missingWords in Spanish: 'empleador', 'ocupación' or both. */
function spanishMissingWords(gift: FollowUpGift): string {
  const missing = [
    (gift.employer ?? '').trim() === '' ? 'empleador' : null,
    (gift.occupation ?? '').trim() === '' ? 'ocupación' : null,
  ].filter((word) => word !== null);
  return missing.join(' ni ');
}

export function bestEffortsMail(
  gift: FollowUpGift,
  link: { token: string; publicOrigin: string },
): QueuedMail {
  if (gift.language === 'es') return spanishBestEffortsMail(gift, link);
  const { token, publicOrigin } = link;
  const testMode = gift.testMode ? ['', `TEST MODE: ${TEST_MODE_RECEIPT_NOTE}`] : [];
  return {
    kind: 'best-efforts-request',
    to: gift.donorEmail,
    subject: `Your gift to ${gift.candidateName}: your employer and occupation`,
    text: [
      `Hello ${gift.donorName},`,
      '',
      `Thank you for your gift of ${formatReceiptDollars(gift.amountCents)} to ${gift.candidateName} on ${formatReceiptTime(gift.createdAt)} (receipt ${donationReference(gift.id)}).`,
      '',
      BEST_EFFORTS_WORDING,
      `Your gifts to this candidate have passed ${formatLimitDollars(DONATION_RULES.itemisationThresholdCents)}, and this gift's record has no ${missingWords(gift)}. Please add them here (the link works once, for ${DONOR_DETAILS_LINK_DAYS} days):`,
      '',
      `${publicOrigin}${DONOR_DETAILS_PAGE_PATH}?token=${token}`,
      '',
      'If you are not employed, write "None" as your employer and "Not employed" or "Retired" as your occupation. Your gift stands whether or not you answer; we ask only once.',
      ...testMode,
      '',
      'PAID',
    ].join('\n'),
  };
}

function spanishBestEffortsMail(
  gift: FollowUpGift,
  { token, publicOrigin }: { token: string; publicOrigin: string },
): QueuedMail {
  const testMode = gift.testMode
    ? ['', `MODO DE PRUEBA: ${translateMessage(TEST_MODE_RECEIPT_NOTE, 'es')}`]
    : [];
  return {
    kind: 'best-efforts-request',
    to: gift.donorEmail,
    subject: `Su donación a ${gift.candidateName}: su empleador y su ocupación`,
    text: [
      spanishGreeting(gift.donorName),
      '',
      `Gracias por su donación de ${formatReceiptDollars(gift.amountCents)} a ${gift.candidateName} el ${spanishMoment(gift.createdAt)} (recibo ${donationReference(gift.id)}).`,
      '',
      translateMessage(BEST_EFFORTS_WORDING, 'es'),
      `Sus donaciones a este candidato/a han superado ${formatLimitDollars(DONATION_RULES.itemisationThresholdCents)}, y el registro de esta donación no tiene ${spanishMissingWords(gift)}. Agréguelos aquí, por favor (el enlace funciona una sola vez, durante ${DONOR_DETAILS_LINK_DAYS} días):`,
      '',
      `${publicOrigin}${DONOR_DETAILS_PAGE_PATH}?token=${token}`,
      '',
      'Si no tiene empleo, escriba "Ninguno" como empleador y "Sin empleo" o "Jubilado/a" como ocupación. Su donación se mantiene tanto si responde como si no; solo se lo pedimos una vez.',
      ...testMode,
      '',
      ENGLISH_LEGAL_TEXT_HEADING,
      BEST_EFFORTS_WORDING,
      '',
      'PAID',
    ].join('\n'),
  };
}
