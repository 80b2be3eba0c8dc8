import {
  PASSWORD_RESET_MINUTES,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_UNKNOWN_MESSAGE,
  RESET_LINK_USED_MESSAGE,
} from 'shared-api/contracts';
import type { Db } from '../db/db';
import { enqueuePasswordResetMail } from '../mail/account-mail';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { endSessionsExcept } from './account-sessions';
import { hashPassword } from './password';

// "Forgot password?" (issue 23): a single-use link valid 30 minutes, mailed only when the
// address has an account with a password; the caller answers the same either way. Using it
// sets the new password and ends every session of the account (whoever knew the old one).

export const PASSWORD_RESET_LIFETIME_MS = PASSWORD_RESET_MINUTES * 60_000;

/** Queues a reset mail when `email` has a password account; answers nothing either way. */
export async function requestPasswordReset(
  db: Db,
  { email, now, publicOrigin }: { email: string; now: Date; publicOrigin: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; email: string }>(
      // An account without a password (OpenID Connect only) has nothing to reset.
      `select id, email from users where lower(email) = lower($1) and password_hash is not null`,
      [email],
    );
    const user = rows[0];
    if (!user) return;
    const token = await issueAccountToken(tx, {
      userId: user.id,
      purpose: 'password-reset',
      now,
      lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
    });
    await enqueuePasswordResetMail(tx, { to: user.email, token, publicOrigin });
  });
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
