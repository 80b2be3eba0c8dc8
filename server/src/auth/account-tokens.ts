import crypto from 'node:crypto';
import type { DbTx } from '../db/db';
import { conflict, forbidden, invalid } from '../domain-error';

// Single-use links mailed to a member (docs/mail.md): password reset and email verification; and
// the one-time sign-in link of a throttled account (migration 0029).
// The mail carries a random token; the table keeps only its sha256, so reading the table
// opens nothing. A token works once (used_at) until it expires; using one also spends every
// other open token of the same purpose for that account (an older reset link dies with it).
// Times come from the caller's clock (`now`), so a test can pass 30 minutes without waiting.

export type TokenPurpose = 'password-reset' | 'email-verification' | 'sign-in-link';

/** What a refused link says, per purpose: unknown, already used, expired. */
export interface TokenMessages {
  unknown: string;
  used: string;
  expired: string;
}

/** What a mailed link's table keeps of its token (also best_efforts_requests, migration 0034). */
export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new mailed link's token: 32 random bytes, base64url (mailedLinkTokenSchema accepts it). */
export function newLinkToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Makes a token for `userId`, valid `lifetimeMs` from `now`; answers the token for the link. */
export async function issueAccountToken(
  tx: DbTx,
  {
    userId,
    purpose,
    now,
    lifetimeMs,
  }: { userId: number; purpose: TokenPurpose; now: Date; lifetimeMs: number },
): Promise<string> {
  const token = newLinkToken();
  await tx.query(
    `insert into account_tokens (token_hash, user_id, purpose, created_at, expires_at)
     values ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [
      hashLinkToken(token),
      userId,
      purpose,
      now.toISOString(),
      new Date(now.getTime() + lifetimeMs).toISOString(),
    ],
  );
  return token;
}

/**
 * Spends a token: answers its account, or throws the purpose's message (invalid: unknown,
 * conflict: used, forbidden: expired). Locks the row, so two uses racing get one success.
 */
export async function consumeAccountToken(
  tx: DbTx,
  {
    token,
    purpose,
    now,
    messages,
  }: { token: string; purpose: TokenPurpose; now: Date; messages: TokenMessages },
): Promise<number> {
  const { rows } = await tx.query<{ userId: number; usedAt: Date | null; expiresAt: Date }>(
    `select user_id as "userId", used_at as "usedAt", expires_at as "expiresAt"
       from account_tokens where token_hash = $1 and purpose = $2
        for update`,
    [hashLinkToken(token), purpose],
  );
  const row = rows[0];
  if (!row) throw invalid(messages.unknown, { token: messages.unknown });
  if (row.usedAt !== null) throw conflict(messages.used, { token: messages.used });
  if (new Date(row.expiresAt).getTime() <= now.getTime()) throw forbidden(messages.expired);
  await tx.query(
    `update account_tokens set used_at = $3::timestamptz
      where user_id = $1 and purpose = $2 and used_at is null`,
    [row.userId, purpose, now.toISOString()],
  );
  return Number(row.userId);
}
