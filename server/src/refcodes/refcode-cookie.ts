import type { FastifyRequest } from 'fastify';
import { REFCODE_PATTERN } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { signCookieValue, verifiedCookieValue } from '../campaign-urls/campaign-cookie';

// The refcodes a visitor arrived with (docs/refcodes.md), in a cookie signed like the
// campaign-link cookie (campaign-cookie.ts): the candidate whose page they opened (or none),
// when the server's clock set it, and the two codes. A gift reads it in memory (the signing
// secret is cached by server-secret.ts), so attribution costs the gift no query. A cookie
// set by hand, edited, older than REFCODE_DAYS or dated after the gift attributes nothing.

export const REFCODE_COOKIE = 'paid_refcode';
export const REFCODE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface Refcodes {
  refcode: string;
  refcode2: string | null;
}

interface RefcodeCookie extends Refcodes {
  /** The candidate whose page it was set on, or null (a page of no candidate). */
  candidateId: number | null;
  setAtMs: number;
}

/** A link's codes when the first is valid; an invalid second is dropped, never an error. */
export function refcodesOfQuery(query: unknown): Refcodes | null {
  if (!query || typeof query !== 'object') return null;
  const { refcode, refcode2 } = query as Record<string, unknown>;
  if (typeof refcode !== 'string' || !REFCODE_PATTERN.test(refcode)) return null;
  const second = typeof refcode2 === 'string' && REFCODE_PATTERN.test(refcode2) ? refcode2 : null;
  return { refcode, refcode2: second };
}

/** The signed cookie value; '|' is in no refcode, so the fields split back unambiguously. */
export function signRefcodeCookie(db: Db, cookie: RefcodeCookie): Promise<string> {
  return signCookieValue(
    db,
    [cookie.candidateId ?? '', cookie.setAtMs, cookie.refcode, cookie.refcode2 ?? ''].join('|'),
  );
}

function parseCookie(value: string): RefcodeCookie | null {
  const parts = value.split('|');
  if (parts.length !== 4) return null;
  const [candidate, setAt, refcode, refcode2] = parts;
  const candidateId = candidate === '' ? null : Number(candidate);
  const setAtMs = Number(setAt);
  if (candidateId !== null && !(Number.isSafeInteger(candidateId) && candidateId > 0)) return null;
  if (!Number.isSafeInteger(setAtMs) || !REFCODE_PATTERN.test(refcode)) return null;
  if (refcode2 !== '' && !REFCODE_PATTERN.test(refcode2)) return null;
  return { candidateId, setAtMs, refcode, refcode2: refcode2 === '' ? null : refcode2 };
}

/**
 * The refcodes to store on a gift to `candidateId` made at `now` (the server's clock): those
 * of a valid cookie set within REFCODE_DAYS before the gift, on that candidate's page or on a
 * page of no candidate; else null.
 */
export async function refcodesForDonation(
  db: Db,
  request: FastifyRequest,
  candidateId: number,
  now: Date,
): Promise<Refcodes | null> {
  const raw = await verifiedCookieValue(db, request.cookies[REFCODE_COOKIE]);
  const cookie = raw === null ? null : parseCookie(raw);
  if (!cookie) return null;
  const age = now.getTime() - cookie.setAtMs;
  if (age < 0 || age > REFCODE_DAYS * DAY_MS) return null;
  if (cookie.candidateId !== null && cookie.candidateId !== candidateId) return null;
  return { refcode: cookie.refcode, refcode2: cookie.refcode2 };
}
