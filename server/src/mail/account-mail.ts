import {
  PASSWORD_RESET_MINUTES,
  SIGN_IN_LINK_MINUTES,
  SIGN_IN_LINK_PAGE_PATH,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { DbTx } from '../db/db';
import type { Db } from '../db/db';
import { LINK_REQUESTS } from './link-requests';
import { enqueueMail } from './outbox';

// The account mails (docs/mail.md). Links point at the site's pages (/reset-password,
// /verify-email), which send the token with a POST: a mail scanner that follows links (GET)
// never spends one. The token travels in the fragment-free query string the page reads.
//
// Each is written in the reader's language (docs/languages.md "Mail"): the caller passes the
// request's (languages/request-language.ts: the member's account setting first); absent,
// English. A link asked for by address (reset, sign-in) is in the language of the browser that
// asked: the account is only looked up by the mail job (link-requests.ts), so the request does
// the same work for any address.

/**
 * Queues a reset request for whatever address was typed: the mail job looks the account up
 * (link-requests.ts), so this is the same one insert for any address.
 */
export async function enqueuePasswordResetRequest(
  db: Db,
  {
    to,
    now,
    publicOrigin,
    language,
  }: { to: string; now: Date; publicOrigin: string; language?: Language },
): Promise<void> {
  const link = `${publicOrigin}/reset-password?token=${LINK_REQUESTS['password-reset-request'].placeholder}`;
  if (language === 'es') {
    await enqueueMail(db, {
      kind: 'password-reset-request',
      to,
      createdAt: now,
      subject: 'Elija una nueva contraseña de PAID',
      text: [
        'Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de PAID.',
        '',
        `Elija una nueva contraseña aquí (el enlace funciona una sola vez, durante ${PASSWORD_RESET_MINUTES} minutos):`,
        link,
        '',
        'Si usted no lo pidió, ignore este correo: su contraseña sigue igual.',
        '',
        'PAID',
      ].join('\n'),
    });
    return;
  }
  await enqueueMail(db, {
    kind: 'password-reset-request',
    to,
    createdAt: now,
    subject: 'Choose a new PAID password',
    text: [
      'Someone (we hope you) asked to reset the password of your PAID account.',
      '',
      `Choose a new password here (the link works once, for ${PASSWORD_RESET_MINUTES} minutes):`,
      link,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
      '',
      'PAID',
    ].join('\n'),
  });
}

export async function enqueueVerificationMail(
  tx: DbTx,
  {
    to,
    token,
    publicOrigin,
    language,
  }: { to: string; token: string; publicOrigin: string; language?: Language },
): Promise<void> {
  if (language === 'es') {
    await enqueueMail(tx, {
      kind: 'email-verification',
      to,
      subject: 'Verifique su correo electrónico para PAID',
      text: [
        'Le damos la bienvenida a PAID. Confirme, por favor, que esta dirección es suya:',
        `${publicOrigin}/verify-email?token=${token}`,
        '',
        'Hasta que la verifique, puede navegar, donar y chatear, pero no postularse como candidato/a ni crear enlaces de campaña.',
        '',
        'Si usted no creó una cuenta en PAID, ignore este correo.',
        '',
        'PAID',
      ].join('\n'),
    });
    return;
  }
  await enqueueMail(tx, {
    kind: 'email-verification',
    to,
    subject: 'Verify your email address for PAID',
    text: [
      'Welcome to PAID. Please confirm that this address is yours:',
      `${publicOrigin}/verify-email?token=${token}`,
      '',
      'Until it is verified you can browse, give and chat, but not apply as a candidate or make campaign links.',
      '',
      'If you did not create a PAID account, ignore this mail.',
      '',
      'PAID',
    ].join('\n'),
  });
}

export async function enqueuePasswordChangedMail(
  tx: DbTx,
  to: string,
  language?: Language,
): Promise<void> {
  if (language === 'es') {
    await enqueueMail(tx, {
      kind: 'password-changed',
      to,
      subject: 'Se cambió su contraseña de PAID',
      text: [
        'Se acaba de cambiar la contraseña de su cuenta de PAID, y se cerraron todas sus demás sesiones.',
        '',
        'Si no fue usted, elija una nueva contraseña con "¿Olvidó su contraseña?" en la página de inicio de sesión.',
        '',
        'PAID',
      ].join('\n'),
    });
    return;
  }
  await enqueueMail(tx, {
    kind: 'password-changed',
    to,
    subject: 'Your PAID password was changed',
    text: [
      'The password of your PAID account was just changed, and every other session was ended.',
      '',
      'If this was not you, choose a new password with "Forgot password?" on the sign-in page.',
      '',
      'PAID',
    ].join('\n'),
  });
}

/**
 * Queues a one-time sign-in link request for whatever address was typed: like a
 * reset request, the same one insert for any address; the mail job looks the account up.
 */
export async function enqueueSignInLinkRequest(
  db: Db,
  {
    to,
    now,
    publicOrigin,
    language,
  }: { to: string; now: Date; publicOrigin: string; language?: Language },
): Promise<void> {
  const link = `${publicOrigin}${SIGN_IN_LINK_PAGE_PATH}?token=${LINK_REQUESTS['sign-in-link-request'].placeholder}`;
  if (language === 'es') {
    await enqueueMail(db, {
      kind: 'sign-in-link-request',
      to,
      createdAt: now,
      subject: 'Su enlace de inicio de sesión de PAID',
      text: [
        'Alguien (esperamos que usted) pidió un enlace para iniciar sesión en su cuenta de PAID sin contraseña.',
        '',
        `Inicie sesión aquí (el enlace funciona una sola vez, durante ${SIGN_IN_LINK_MINUTES} minutos):`,
        link,
        '',
        'Si usted no lo pidió, ignore este correo. Si PAID le dijo que su cuenta tenía demasiados',
        'intentos fallidos de inicio de sesión, es posible que alguien intente adivinar su contraseña:',
        'elija una larga que no use en ningún otro sitio.',
        '',
        'PAID',
      ].join('\n'),
    });
    return;
  }
  await enqueueMail(db, {
    kind: 'sign-in-link-request',
    to,
    createdAt: now,
    subject: 'Your PAID sign-in link',
    text: [
      'Someone (we hope you) asked for a link to sign in to your PAID account without a password.',
      '',
      `Sign in here (the link works once, for ${SIGN_IN_LINK_MINUTES} minutes):`,
      link,
      '',
      'If you did not ask, ignore this mail. If PAID said your account had too many failed',
      'log-ins, someone may be guessing your password: choose a long one you use nowhere else.',
      '',
      'PAID',
    ].join('\n'),
  });
}

/** How the owner of an unverified account's address proved it (claim-unverified-account.ts). */
export type AddressProof = 'identity-provider' | 'sign-in-link';

const PROOF_WORDS: Record<AddressProof, string> = {
  'identity-provider': 'You just signed in to PAID with your identity provider.',
  'sign-in-link': 'You just signed in to PAID with a link mailed to this address.',
};

const SPANISH_PROOF_WORDS: Record<AddressProof, string> = {
  'identity-provider': 'Acaba de iniciar sesión en PAID con su proveedor de identidad.',
  'sign-in-link': 'Acaba de iniciar sesión en PAID con un enlace enviado a esta dirección.',
};

/**
 * Tells the address's owner that the unverified account with it is now theirs alone. In the
 * language of the browser that proved the address (the account's setting may be the
 * stranger's who signed it up).
 */
export async function enqueueAccountClaimedMail(
  tx: DbTx,
  {
    to,
    proof,
    publicOrigin,
    language,
  }: { to: string; proof: AddressProof; publicOrigin: string; language?: Language },
): Promise<void> {
  if (language === 'es') {
    await enqueueMail(tx, {
      kind: 'account-claimed',
      to,
      subject: 'Su cuenta de PAID ahora es solo suya',
      text: [
        SPANISH_PROOF_WORDS[proof],
        '',
        'Se había creado una cuenta con esta dirección y una contraseña, pero nadie había confirmado',
        'la dirección, así que pudo haberla creado otra persona. Eliminamos esa contraseña, cerramos',
        'todas las sesiones de la cuenta y eliminamos la tarjeta guardada y las donaciones mensuales',
        'que tuviera: ahora solo usted puede iniciar sesión en ella.',
        '',
        'Para iniciar sesión también con una contraseña, elija una aquí:',
        `${publicOrigin}/forgot-password`,
        '',
        'Revise, por favor, Mis donaciones: una donación anterior a este momento pudo haberla hecho',
        'quien creó la cuenta. Escriba a soporte si algo no está bien.',
        '',
        'PAID',
      ].join('\n'),
    });
    return;
  }
  await enqueueMail(tx, {
    kind: 'account-claimed',
    to,
    subject: 'Your PAID account is yours alone now',
    text: [
      PROOF_WORDS[proof],
      '',
      'An account with this address had been created with a password, but nobody had confirmed',
      'the address, so it may have been someone else. We removed that password, ended every',
      'session of the account and removed any saved card and monthly gift on it: only you can',
      'sign in to it now.',
      '',
      'To sign in with a password too, choose one here:',
      `${publicOrigin}/forgot-password`,
      '',
      'Please look over My donations: a gift there from before now may have been made by',
      'whoever created the account. Write to support if something is wrong.',
      '',
      'PAID',
    ].join('\n'),
  });
}
