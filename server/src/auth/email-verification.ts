import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_UNKNOWN_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { Db, DbTx } from '../db/db';
import { conflict, forbidden } from '../domain-error';
import { enqueueVerificationMail } from '../mail/account-mail';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import type { SessionUser } from './session';

// Email verification (docs/mail.md "Links"): a password sign-up gets a link; until it is opened the
// account may browse, give and chat, but the server refuses applying as a candidate and
// making campaign links (requireVerifiedEmail). Accounts an identity provider vouched for,
// the demo seed's, and those older than this rule are verified (migration 0022).

/** Verification links last a week: people open welcome mail late. */
export const VERIFICATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export async function sendVerificationLink(
  tx: DbTx,
  {
    userId,
    email,
    now,
    publicOrigin,
    language,
  }: { userId: number; email: string; now: Date; publicOrigin: string; language?: Language },
): Promise<void> {
  const token = await issueAccountToken(tx, {
    userId,
    purpose: 'email-verification',
    now,
    lifetimeMs: VERIFICATION_LIFETIME_MS,
  });
  await enqueueVerificationMail(tx, { to: email, token, publicOrigin, language });
}

/** A new link for a logged-in account (409 when it is verified already). */
export async function resendVerificationLink(
  db: Db,
  user: SessionUser,
  options: { now: Date; publicOrigin: string; language?: Language },
): Promise<void> {
  if (user.emailVerified) throw conflict(ALREADY_VERIFIED_MESSAGE);
  await db.transaction((tx) =>
    sendVerificationLink(tx, { userId: user.id, email: user.email, ...options }),
  );
}

/** Marks the token's account verified. */
export async function verifyEmail(
  db: Db,
  { token, now }: { token: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, {
      token,
      purpose: 'email-verification',
      now,
      messages: {
        unknown: VERIFY_LINK_UNKNOWN_MESSAGE,
        used: VERIFY_LINK_USED_MESSAGE,
        expired: VERIFY_LINK_EXPIRED_MESSAGE,
      },
    });
    await tx.query(
      'update users set email_verified_at = coalesce(email_verified_at, $2::timestamptz) where id = $1',
      [userId, now.toISOString()],
    );
  });
}

/** Applying as a candidate and making campaign links need a verified address (403). */
export function requireVerifiedEmail(user: SessionUser): void {
  if (!user.emailVerified) throw forbidden(EMAIL_NOT_VERIFIED_MESSAGE);
}
