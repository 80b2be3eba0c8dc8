import crypto from 'node:crypto';
import type { Language } from 'shared-api/languages';
import type { Db } from '../db/db';
import { sendVerificationLink } from './email-verification';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';
import { sessionUserColumns, type SessionUser } from './session';

// Accounts: email + password sign-up and log-in (an OpenID Connect issuer's accounts are in
// oidc-accounts.ts). Emails are compared lower-cased (the unique index is on lower(email)).

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
/** The same words whichever part was wrong, so a log-in never tells whether an email exists. */
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

const USER_COLUMNS = sessionUserColumns('users');

/**
 * A well-formed hash with the current parameters that no password matches. A log-in for an
 * unknown email (or an account without a password) verifies against it, so it spends the
 * same scrypt time as a real one and timing does not reveal which emails have accounts.
 */
const DUMMY_HASH = [
  'scrypt',
  SCRYPT_PARAMS.N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  crypto.randomBytes(16).toString('base64'),
  crypto.randomBytes(32).toString('base64'),
].join('$');

export interface NewPasswordAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Creates the account, or answers null when the email is taken. Its verification link is
 * queued in the same transaction (docs/mail.md), so an account never lacks one.
 */
export async function createPasswordAccount(
  db: Db,
  account: NewPasswordAccount,
  mail: { now: Date; publicOrigin: string; language?: Language },
): Promise<SessionUser | null> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    // `on conflict do nothing` rather than check-then-insert: two sign-ups racing for one
    // address get one account and one 409, never a 500.
    const { rows } = await tx.query<SessionUser>(
      `insert into users (email, password_hash, first_name, last_name)
       values (lower($1), $2, $3, $4)
       on conflict do nothing
       returning ${USER_COLUMNS}`,
      [account.email, passwordHash, account.firstName, account.lastName],
    );
    const user = rows[0];
    if (user) await sendVerificationLink(tx, { userId: user.id, email: user.email, ...mail });
    return user ?? null;
  });
}

/** The account these credentials open, or null (unknown email, no password, wrong password). */
export async function verifyLogin(
  db: Db,
  email: string,
  password: string,
): Promise<SessionUser | null> {
  const { rows } = await db.query<SessionUser & { passwordHash: string | null }>(
    `select ${USER_COLUMNS}, password_hash as "passwordHash"
       from users where lower(email) = lower($1)`,
    [email],
  );
  const row = rows[0];
  const matches = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || row.passwordHash === null || !matches) return null;
  const { passwordHash: _omitted, ...user } = row;
  return user;
}
