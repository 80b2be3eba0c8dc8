import {
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_UNKNOWN_MESSAGE,
  RESET_LINK_USED_MESSAGE,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { Db } from '../db/db';
import { enqueuePasswordResetRequest } from '../mail/account-mail';
import { consumeAccountToken } from './account-tokens';
import { endSessionsExcept } from './account-sessions';
import { hashPassword } from './password';

// "Forgot password?" (docs/mail.md): a single-use link valid 30 minutes, mailed only when the
// address has an account with a password; the request does the same work either way (one
// outbox row; the mail job decides, mail/password-reset-request.ts). Using the link sets the
// new password and ends every session of the account (whoever knew the old one).

/** Queues a reset request for `email`, known or not; answers nothing either way. */
export async function requestPasswordReset(
  db: Db,
  {
    email,
    now,
    publicOrigin,
    language,
  }: { email: string; now: Date; publicOrigin: string; language?: Language },
): Promise<void> {
  await enqueuePasswordResetRequest(db, { to: email, now, publicOrigin, language });
}

/** Sets the new password with a reset token; answers the account. Ends all its sessions. */
export async function resetPassword(
  db: Db,
  { token, newPassword, now }: { token: string; newPassword: string; now: Date },
): Promise<number> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, {
      token,
      purpose: 'password-reset',
      now,
      messages: {
        unknown: RESET_LINK_UNKNOWN_MESSAGE,
        used: RESET_LINK_USED_MESSAGE,
        expired: RESET_LINK_EXPIRED_MESSAGE,
      },
    });
    await tx.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
    await endSessionsExcept(tx, userId, undefined);
    return userId;
  });
}
