import {
  SIGN_IN_LINK_EXPIRED_MESSAGE,
  SIGN_IN_LINK_UNKNOWN_MESSAGE,
  SIGN_IN_LINK_USED_MESSAGE,
} from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { Db } from '../db/db';
import { enqueueSignInLinkRequest } from '../mail/account-mail';
import { consumeAccountToken } from './account-tokens';
import { claimUnverifiedAccount } from './claim-unverified-account';

// The one-time sign-in link (docs/roles.md): failed log-ins from others throttle an account
// (rate-limits.ts, logInPerAccount), and its owner, who reads its mail, gets in with a link
// instead. Asked for like a reset link (one outbox row whatever the address; the mail job looks
// the account up, mail/link-requests.ts); single use, SIGN_IN_LINK_MINUTES, kept hashed.

/** Queues a sign-in link request for `email`, known or not; answers nothing either way. */
export async function requestSignInLink(
  db: Db,
  {
    email,
    now,
    publicOrigin,
    language,
  }: { email: string; now: Date; publicOrigin: string; language?: Language },
): Promise<void> {
  await enqueueSignInLinkRequest(db, { to: email, now, publicOrigin, language });
}

/**
 * Spends a sign-in link; answers its account for the caller to start a session. The link
 * proves the address: an account whose address was never verified is claimed first (its
 * password and sessions may be a stranger's, claim-unverified-account.ts).
 */
export async function signInWithLink(
  db: Db,
  {
    token,
    now,
    publicOrigin,
    language,
  }: { token: string; now: Date; publicOrigin: string; language?: Language },
): Promise<number> {
  return db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, {
      token,
      purpose: 'sign-in-link',
      now,
      messages: {
        unknown: SIGN_IN_LINK_UNKNOWN_MESSAGE,
        used: SIGN_IN_LINK_USED_MESSAGE,
        expired: SIGN_IN_LINK_EXPIRED_MESSAGE,
      },
    });
    await claimUnverifiedAccount(tx, { userId, proof: 'sign-in-link', publicOrigin, language });
    return userId;
  });
}
