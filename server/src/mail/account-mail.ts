import { PASSWORD_RESET_MINUTES } from 'shared-api/contracts';
import type { DbTx } from '../db/db';
import type { Db } from '../db/db';
import { enqueueMail } from './outbox';
import { RESET_TOKEN_PLACEHOLDER } from './password-reset-request';

// The account mails of issue 23. Links point at the site's pages (/reset-password,
// /verify-email), which send the token with a POST: a mail scanner that follows links (GET)
// never spends one. The token travels in the fragment-free query string the page reads.

/**
 * Queues a reset request for whatever address was typed: the mail job looks the account up
 * (password-reset-request.ts), so this is the same one insert for any address.
 */
export async function enqueuePasswordResetRequest(
  db: Db,
  { to, now, publicOrigin }: { to: string; now: Date; publicOrigin: string },
): Promise<void> {
  await enqueueMail(db, {
    kind: 'password-reset-request',
    to,
    createdAt: now,
    subject: 'Choose a new PAID password',
    text: [
      'Someone (we hope you) asked to reset the password of your PAID account.',
      '',
      `Choose a new password here (the link works once, for ${PASSWORD_RESET_MINUTES} minutes):`,
      `${publicOrigin}/reset-password?token=${RESET_TOKEN_PLACEHOLDER}`,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
      '',
      'PAID',
    ].join('\n'),
  });
}

export async function enqueueVerificationMail(
  tx: DbTx,
  { to, token, publicOrigin }: { to: string; token: string; publicOrigin: string },
): Promise<void> {
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

export async function enqueuePasswordChangedMail(tx: DbTx, to: string): Promise<void> {
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
