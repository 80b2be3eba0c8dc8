import { WRONG_CURRENT_PASSWORD_MESSAGE } from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { Db } from '../db/db';
import { invalid } from '../domain-error';
import { enqueuePasswordChangedMail } from '../mail/account-mail';
import { endSessionsExcept } from './account-sessions';
import { hashPassword, verifyPassword } from './password';

// A logged-in member changes their password (docs/mail.md): the current one is required (a
// borrowed, unlocked browser cannot take the account over), and every other session of the
// account ends, so whoever knew the old password is logged out everywhere else.

/**
 * Answers how many other sessions it ended. Throws invalid (field currentPassword) when the
 * current password is wrong or the account has none (OpenID Connect only).
 */
export async function changePassword(
  db: Db,
  {
    userId,
    currentPassword,
    newPassword,
    keepSessionToken,
    language,
  }: {
    userId: number;
    currentPassword: string;
    newPassword: string;
    keepSessionToken: string | undefined;
    /** The mail's language (the request's: languages/request-language.ts). */
    language?: Language;
  },
): Promise<number> {
  const { rows } = await db.query<{ email: string; passwordHash: string | null }>(
    'select email, password_hash as "passwordHash" from users where id = $1',
    [userId],
  );
  const account = rows[0];
  const matches =
    account?.passwordHash != null && (await verifyPassword(currentPassword, account.passwordHash));
  if (!account || !matches) {
    throw invalid(WRONG_CURRENT_PASSWORD_MESSAGE, {
      currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
    });
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
    const ended = await endSessionsExcept(tx, userId, keepSessionToken);
    await enqueuePasswordChangedMail(tx, account.email, language);
    return ended;
  });
}
