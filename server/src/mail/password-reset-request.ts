import { PASSWORD_RESET_MINUTES } from 'shared-api/contracts';
import { issueAccountToken } from '../auth/account-tokens';
import type { DbTx } from '../db/db';

// "Forgot password?" (issue 23 point 4) must not tell, by its answer or by how long it takes,
// whether an address has an account. So the request only queues a `password-reset-request`
// row addressed to what was typed, the same single insert for any address; the mail job,
// holding the row's claim, looks the account up here: it mints the link and turns the row into
// the `password-reset` mail, or deletes the row when there is no password account to reset.

/** Stands in the queued text where the link's token goes; no token can look like it. */
export const RESET_TOKEN_PLACEHOLDER = '{{reset-token}}';

export const PASSWORD_RESET_LIFETIME_MS = PASSWORD_RESET_MINUTES * 60_000;

export interface ResetRequestRow {
  id: number;
  recipient: string;
  bodyText: string;
  /** When it was asked for: the link's 30 minutes count from then, not from the send. */
  createdAt: Date;
}

/**
 * Answers the mail to send for a claimed reset request (its row rewritten to match), or null
 * after deleting a request for an address without a password account. Runs only while the
 * row's claim is `claimToken`'s.
 */
export async function resolvePasswordResetRequest(
  tx: DbTx,
  row: ResetRequestRow,
  claimToken: string,
): Promise<{ kind: 'password-reset'; recipient: string; bodyText: string } | null> {
  const { rows } = await tx.query<{ id: number; email: string }>(
    // An account without a password (OpenID Connect only) has nothing to reset.
    `select id, email from users where lower(email) = lower($1) and password_hash is not null`,
    [row.recipient],
  );
  const user = rows[0];
  if (!user) {
    // Nothing to send, and a stranger's address is not kept.
    await tx.query('delete from mail_outbox where id = $1 and claim_token = $2', [
      row.id,
      claimToken,
    ]);
    return null;
  }
  const token = await issueAccountToken(tx, {
    userId: user.id,
    purpose: 'password-reset',
    now: new Date(row.createdAt),
    lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
  });
  const mail = {
    kind: 'password-reset' as const,
    // The account's own spelling of its address, not what was typed.
    recipient: user.email,
    bodyText: row.bodyText.replace(RESET_TOKEN_PLACEHOLDER, token),
  };
  // Rewritten in place, so a retry after a failed send sends the same link.
  await tx.query(
    `update mail_outbox set kind = $3, recipient = $4, body_text = $5
      where id = $1 and claim_token = $2`,
    [row.id, claimToken, mail.kind, mail.recipient, mail.bodyText],
  );
  return mail;
}
