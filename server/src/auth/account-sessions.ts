import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { AccountSession, SessionNetwork } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { hashSessionToken } from './session';

// A member's own sessions (docs/mail.md): listed on their account page, ended one by one or all
// but this browser's, and all of them when the password changes hands (change or reset).
// The list names a session by its public number, never by the token's hash.

/** 'Chrome on Linux' from a user agent; null when there is nothing readable. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}

/** ipaddr.js range names of networks that are not reached across the internet. */
const LOCAL_RANGES = new Set(['private', 'uniqueLocal', 'linkLocal', 'carrierGradeNat']);

/**
 * Which kind of network an address belongs to, so the page can say "a private network"
 * instead of leaving a member to guess what 10.0.0.4 means. An IPv4 address written as IPv6
 * (::ffff:10.0.0.4, as a dual-stack socket reports it) counts as the IPv4 one.
 */
export function networkOf(address: string | null): SessionNetwork | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const range = ipaddr.process(address).range();
  if (range === 'loopback') return 'loopback';
  return LOCAL_RANGES.has(range) ? 'private' : 'internet';
}

export async function listAccountSessions(
  db: Db,
  userId: number,
  currentToken: string | undefined,
): Promise<AccountSession[]> {
  const { rows } = await db.query<{
    id: number;
    userAgent: string | null;
    startedAt: Date;
    lastSeenAt: Date;
    address: string | null;
    current: boolean;
  }>(
    `select number as id, user_agent as "userAgent", created_at as "startedAt",
            last_seen_at as "lastSeenAt", last_address as address, id = $2 as current
       from sessions
      where user_id = $1 and revoked_at is null and expires_at > now()
      order by (id = $2) desc, last_seen_at desc, number desc`,
    [userId, currentToken ? hashSessionToken(currentToken) : ''],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    device: deviceOf(row.userAgent),
    address: row.address,
    network: networkOf(row.address),
    startedAt: new Date(row.startedAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    current: row.current,
  }));
}

/** Ends one of the account's open sessions; false when it is not theirs or already ended. */
export async function endAccountSession(db: Db, userId: number, number: number): Promise<boolean> {
  const { rows } = await db.query(
    `update sessions set revoked_at = now()
      where number = $1 and user_id = $2 and revoked_at is null and expires_at > now()
      returning number`,
    [number, userId],
  );
  return rows.length > 0;
}

/** Ends every open session of the account except the one of `keepToken` (if given). */
export async function endSessionsExcept(
  db: Db | DbTx,
  userId: number,
  keepToken: string | undefined,
): Promise<number> {
  const { rows } = await db.query(
    `update sessions set revoked_at = now()
      where user_id = $1 and revoked_at is null and id <> $2
      returning number`,
    [userId, keepToken ? hashSessionToken(keepToken) : ''],
  );
  return rows.length;
}
