import crypto from 'node:crypto';
import { sign, unsign } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieOptions } from '../auth/session';
import type { Db } from '../db/db';
import { serverSecret } from './server-secret';

// The campaign URL a visitor last arrived through (docs/donation-rules.md): set by the landing
// routes, read when they donate (attribution.ts), so the donation is counted for that link.
// Both cookies here are signed (HMAC-SHA256 with a server secret, @fastify/cookie's signer):
// a value set by hand or edited attributes nothing and counts as no visitor.

export const CAMPAIGN_COOKIE = 'paid_campaign';
export const CAMPAIGN_COOKIE_DAYS = 30;
/** A random id telling anonymous visitors apart, so a reload is not a second visit. */
export const VISITOR_COOKIE = 'paid_visitor';
export const VISITOR_COOKIE_DAYS = 365;

const COOKIE_SECRET = 'campaign-cookies';

/**
 * Like the session cookie: HttpOnly (no script needs it), SameSite=Lax (it must arrive on
 * the top-level navigation from a link on another site), Secure behind https. The last link
 * followed wins: a newer visit through another link replaces it.
 */
export function campaignCookieOptions(publicOrigin: string, days = CAMPAIGN_COOKIE_DAYS) {
  return {
    ...sessionCookieOptions(publicOrigin),
    maxAge: days * 24 * 60 * 60,
  };
}

export async function signCookieValue(db: Db, value: string): Promise<string> {
  return sign(value, await serverSecret(db, COOKIE_SECRET));
}

/** The value a cookie was signed with by this server, or null (absent, unsigned, tampered). */
export async function verifiedCookieValue(
  db: Db,
  cookie: string | undefined,
): Promise<string | null> {
  if (!cookie) return null;
  const result = unsign(cookie, await serverSecret(db, COOKIE_SECRET));
  return result.valid ? result.value : null;
}

export function newVisitorId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/**
 * Who this anonymous visitor is: their signed `paid_visitor` id, or a new one set on the reply
 * (`fresh`). The one home for it: campaign links, refcode visits and experiments count the
 * same visitor.
 */
export async function visitorIdOf(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
): Promise<{ id: string; fresh: boolean }> {
  const known = await verifiedCookieValue(db, request.cookies[VISITOR_COOKIE]);
  if (known) return { id: known, fresh: false };
  const id = newVisitorId();
  reply.setCookie(
    VISITOR_COOKIE,
    await signCookieValue(db, id),
    campaignCookieOptions(publicOrigin, VISITOR_COOKIE_DAYS),
  );
  return { id, fresh: true };
}

/** A keyed hash of a visitor key, so the visits table holds no address or id in the clear. */
export async function hashVisitorKey(db: Db, key: string): Promise<string> {
  const secret = await serverSecret(db, COOKIE_SECRET);
  return crypto.createHmac('sha256', secret).update(`visitor:${key}`).digest('base64url');
}
