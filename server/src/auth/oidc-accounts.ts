import type { Language } from 'shared-api/languages';
import type { Db } from '../db/db';
import { claimUnverifiedAccount } from './claim-unverified-account';
import { sessionUserColumns, type SessionUser } from './session';

// The accounts an OpenID Connect issuer vouches for (oidc.ts reads a verified email from it).

const USER_COLUMNS = sessionUserColumns('users');

export interface VerifiedIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The account for an email an OpenID Connect issuer has verified: a new one without a
 * password, or the existing one with that address. An existing account whose address was
 * verified is linked as it is (its password keeps working, names filled in where it had
 * none); one whose address was never verified is claimed first (claim-unverified-account.ts:
 * its password and every session removed, the owner told by mail), and takes the issuer's
 * names, since the ones it had were typed by whoever signed it up.
 */
export async function linkOrCreateOidcAccount(
  db: Db,
  identity: VerifiedIdentity,
  { publicOrigin, language }: { publicOrigin: string; language?: Language },
): Promise<SessionUser> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<SessionUser>(
      // The issuer verified the address (oidc.ts refuses any other), so the account is verified.
      `insert into users (email, first_name, last_name, email_verified_at)
       values (lower($1), $2, $3, now())
       on conflict do nothing
       returning ${USER_COLUMNS}`,
      [identity.email, identity.firstName, identity.lastName],
    );
    if (inserted.rows[0]) return inserted.rows[0];
    const existing = await tx.query<{ id: number }>(
      'select id from users where lower(email) = lower($1)',
      [identity.email],
    );
    const userId = existing.rows[0]?.id;
    if (userId === undefined) throw new Error('account vanished between insert and select');
    const claimed = await claimUnverifiedAccount(tx, {
      userId,
      proof: 'identity-provider',
      publicOrigin,
      language,
    });
    const names = claimed
      ? 'first_name = coalesce($2, first_name), last_name = coalesce($3, last_name)'
      : 'first_name = coalesce(first_name, $2), last_name = coalesce(last_name, $3)';
    const linked = await tx.query<SessionUser>(
      `update users set ${names} where id = $1 returning ${USER_COLUMNS}`,
      [userId, identity.firstName, identity.lastName],
    );
    return linked.rows[0];
  });
}
