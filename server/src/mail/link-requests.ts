import { PASSWORD_RESET_MINUTES, SIGN_IN_LINK_MINUTES } from 'shared-api/contracts';
import { issueAccountToken, type TokenPurpose } from '../auth/account-tokens';
import type { DbTx } from '../db/db';

// Links asked for by address, "Forgot password?" and the one-time sign-in
// link (docs/mail.md "Links"), must not tell, by their answer or by how long they take, whether an
// address has an account. So the request only queues a `<kind>-request` row addressed to what
// was typed, the same single insert for any address; the mail job, holding the row's claim,
// looks the account up here: it mints the link and turns the row into the mail, or deletes the
// row when there is no account to send it to.

export interface LinkRequest {
  /** The mail it becomes. */
  mailKind: 'password-reset' | 'sign-in-link';
  purpose: TokenPurpose;
  lifetimeMs: number;
  /** Stands in the queued text where the link's token goes; no token can look like it. */
  placeholder: string;
  /** Which accounts get one: a where clause on `users` after the address matches. */
  accountsWith: string;
}

export const LINK_REQUESTS = {
  'password-reset-request': {
    mailKind: 'password-reset',
    purpose: 'password-reset',
    lifetimeMs: PASSWORD_RESET_MINUTES * 60_000,
    placeholder: '{{reset-token}}',
    // An account without a password (OpenID Connect only) has nothing to reset.
    accountsWith: 'password_hash is not null',
  },
  'sign-in-link-request': {
    mailKind: 'sign-in-link',
    purpose: 'sign-in-link',
    lifetimeMs: SIGN_IN_LINK_MINUTES * 60_000,
    placeholder: '{{sign-in-token}}',
    accountsWith: 'true',
  },
} as const satisfies Record<string, LinkRequest>;

export type LinkRequestKind = keyof typeof LINK_REQUESTS;

/** The request a queued row's kind names, or undefined for any other mail. */
export function linkRequestOf(kind: string): LinkRequest | undefined {
  return Object.hasOwn(LINK_REQUESTS, kind) ? LINK_REQUESTS[kind as LinkRequestKind] : undefined;
}

export interface LinkRequestRow {
  id: number;
  recipient: string;
  bodyText: string;
  /** When it was asked for: the link's lifetime counts from then, not from the send. */
  createdAt: Date;
}

/**
 * Answers the mail to send for a claimed link request (its row rewritten to match), or null
 * after deleting a request for an address without a matching account. Runs only while the
 * row's claim is `claimToken`'s.
 */
export async function resolveLinkRequest(
  tx: DbTx,
  request: LinkRequest,
  row: LinkRequestRow,
  claimToken: string,
): Promise<{ kind: LinkRequest['mailKind']; recipient: string; bodyText: string } | null> {
  const { rows } = await tx.query<{ id: number; email: string }>(
    `select id, email from users where lower(email) = lower($1) and ${request.accountsWith}`,
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
    purpose: request.purpose,
    now: new Date(row.createdAt),
    lifetimeMs: request.lifetimeMs,
  });
  const mail = {
    kind: request.mailKind,
    // The account's own spelling of its address, not what was typed.
    recipient: user.email,
    bodyText: row.bodyText.replace(request.placeholder, token),
  };
  // Rewritten in place, so a retry after a failed send sends the same link.
  await tx.query(
    `update mail_outbox set kind = $3, recipient = $4, body_text = $5
      where id = $1 and claim_token = $2`,
    [row.id, claimToken, mail.kind, mail.recipient, mail.bodyText],
  );
  return mail;
}
