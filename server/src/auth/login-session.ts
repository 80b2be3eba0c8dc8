import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { createSession, revokeSession, SESSION_COOKIE, sessionCookieOptions } from './session';

// Starting and ending a browser's session. A log-in always rotates: the session the request
// came with is revoked and a new token issued, so a token planted before log-in (session
// fixation) never becomes a logged-in one.

export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  publicOrigin: string,
): Promise<string> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await revokeSession(db, previous);
  // The browser's user agent and address name the session on the account page.
  const token = await createSession(db, userId, undefined, {
    userAgent: request.headers['user-agent'],
    address: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(publicOrigin));
  return token;
}

export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await revokeSession(db, token);
  const { maxAge: _unused, ...options } = sessionCookieOptions(publicOrigin);
  reply.clearCookie(SESSION_COOKIE, options);
}
