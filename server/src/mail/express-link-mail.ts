import { EXPRESS_LINK_DEFAULT_DAYS, formatChargeDay, utcDay } from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import { spanishDay } from '../languages/language-formats';
import { formatReceiptDollars } from './donation-mail';
import type { QueuedMail } from './outbox';

// A new express link, mailed to the candidate owner who made it (docs/mail.md,
// docs/donation-rules.md "Express links"): the link to paste into the campaign's own email,
// what a donor who opens it sees, and until when it works. In the owner's language (the request
// that made it: their account's setting first, docs/languages.md "Mail"); absent, English.

export interface NewExpressLink {
  ownerEmail: string;
  candidateName: string;
  amountCents: number;
  refcode: string | null;
  expiresAt: Date;
  /** The full link: the site's origin and the donate page with the token. */
  url: string;
  language?: Language;
}

export function expressLinkMail(link: NewExpressLink): QueuedMail {
  if (link.language === 'es') return spanishExpressLinkMail(link);
  const amount = formatReceiptDollars(link.amountCents);
  return {
    kind: 'express-link',
    to: link.ownerEmail,
    subject: `Your express link for ${amount} to ${link.candidateName}`,
    text: [
      'Hello,',
      '',
      `Your express link for a ${amount} gift to ${link.candidateName}${link.refcode ? ` (refcode ${link.refcode})` : ''}:`,
      '',
      link.url,
      '',
      `A donor who opens it logged in with a saved card sees one confirmation of the amount, the candidate, the election and their card, and gives with one press; everyone else gets the donate page with ${amount} chosen. Opening it charges nothing.`,
      '',
      `It works until ${formatChargeDay(utcDay(link.expiresAt))} (links work at most ${EXPRESS_LINK_DEFAULT_DAYS} days); you can switch it off sooner on your account's Express Links tab.`,
      '',
      'PAID',
    ].join('\n'),
  };
}

function spanishExpressLinkMail(link: NewExpressLink): QueuedMail {
  const amount = formatReceiptDollars(link.amountCents);
  return {
    kind: 'express-link',
    to: link.ownerEmail,
    subject: `Su enlace exprés de ${amount} para ${link.candidateName}`,
    text: [
      'Hola:',
      '',
      `Su enlace exprés para una donación de ${amount} a ${link.candidateName}${link.refcode ? ` (código de referencia ${link.refcode})` : ''}:`,
      '',
      link.url,
      '',
      `Un donante que lo abra con la sesión iniciada y una tarjeta guardada ve una sola confirmación con el monto, el candidato/a, la elección y su tarjeta, y dona con un solo toque; cualquier otra persona llega a la página de donación con ${amount} ya elegido. Abrir el enlace no cobra nada.`,
      '',
      `Funciona hasta el ${spanishDay(utcDay(link.expiresAt))} (los enlaces funcionan como máximo ${EXPRESS_LINK_DEFAULT_DAYS} días); puede desactivarlo antes en la pestaña Enlaces exprés de su cuenta.`,
      '',
      'PAID',
    ].join('\n'),
  };
}
