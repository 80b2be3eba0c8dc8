import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, DbTx } from '../db/db';
import { unauthenticated } from '../domain-error';

// Server-side sessions: the browser holds a random token in an HttpOnly cookie; the
// database holds only its sha256, so reading the sessions table does not let anyone log in.

export const SESSION_COOKIE = 'paid_session';
export const SESSION_DAYS = 30;

export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** Opened the link mailed to the address; see auth/email-verification.ts. */
  emailVerified: boolean;
}

/** A user's columns as SessionUser, for `select ${sessionUserColumns('u')} from users u`. */
export function sessionUserColumns(alias: string): string {
  return `${alias}.id, ${alias}.email, ${alias}.first_name as "firstName",
    ${alias}.last_name as "lastName", ${alias}.profile_image_url as "profileImageUrl",
    ${alias}.is_admin as "isAdmin", ${alias}.email_verified_at is not null as "emailVerified"`;
}

/** A session's last use is written at most this often (it is listed, not audited). */
export const LAST_SEEN_EVERY_SECONDS = 5 * 60;
/** Stored user agents are cut here: it is only read to name the device. */
const USER_AGENT_MAX = 400;
/** The longest textual IPv6 address (with an IPv4 tail) is 45 characters; anything longer is not one. */
const ADDRESS_MAX = 45;

/** What a session remembers of the browser that uses it (docs/mail.md "The account basics"). */
export interface SessionClient {
  userAgent?: string;
  /** request.ip: the peer, or the client X-Forwarded-For names when the peer is a TRUST_PROXY. */
  address?: string;
}

function storedAddress(address: string | undefined): string | null {
  return address && address.length <= ADDRESS_MAX ? address : null;
}

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Starts a session for `userId` and returns the token to put in the cookie. */
export async function createSession(
  db: Db | DbTx,
  userId: number,
  lifetimeMs: number = SESSION_DAYS * 24 * 60 * 60 * 1000,
  client: SessionClient = {},
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (id, user_id, expires_at, user_agent, last_address)
     values ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [
      hashSessionToken(token),
      userId,
      lifetimeMs / 1000,
      client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      storedAddress(client.address),
    ],
  );
  return token;
}

/** The user a token belongs to, or null when it is unknown, revoked or expired. */
export async function findSessionUser(
  db: Db | DbTx,
  token: string | undefined,
  address?: string,
): Promise<SessionUser | null> {
  // Tokens are 43 base64url characters; anything else cannot match, so skip the query.
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  // The lookup also notes the session's last use, and the address it came from, for the
  // account page, at most every LAST_SEEN_EVERY_SECONDS so a busy page does not
  // write on each request. A lookup without an address keeps the one stored.
  const { rows } = await db.query<SessionUser>(
    `with seen as (
       update sessions set last_seen_at = now(), last_address = coalesce($2, last_address)
        where id = $1 and revoked_at is null and expires_at > now()
          and last_seen_at < now() - make_interval(secs => ${LAST_SEEN_EVERY_SECONDS})
     )
     select ${sessionUserColumns('u')}
       from sessions s
       join users u on u.id = s.user_id
      where s.id = $1 and s.revoked_at is null and s.expires_at > now()`,
    [hashSessionToken(token), storedAddress(address)],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: Db | DbTx, token: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [
    hashSessionToken(token),
  ]);
}

/** Cookie settings for the session token (HttpOnly, SameSite=Lax; Secure behind https). */
export function sessionCookieOptions(publicOrigin: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicOrigin.startsWith('https://'),
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  };
}

const userOfRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The logged-in user of a request (looked up once per request), or null. */
export function currentUser(request: FastifyRequest, db: Db): Promise<SessionUser | null> {
  let user = userOfRequest.get(request);
  if (!user) {
    user = findSessionUser(db, request.cookies[SESSION_COOKIE], request.ip);
    userOfRequest.set(request, user);
  }
  return user;
}

/** The logged-in user, or a 401 `{ message: 'Not logged in' }`. */
export async function requireUser(request: FastifyRequest, db: Db): Promise<SessionUser> {
  const user = await currentUser(request, db);
  if (!user) throw unauthenticated();
  return user;
}
