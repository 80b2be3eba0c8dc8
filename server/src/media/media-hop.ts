import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError, type DomainErrorKind, type FieldErrors } from '../domain-error';
import { videoUnavailable } from './media-server';

// A call from one server to the server holding a media room (docs/video.md "Several
// servers"): `POST /api/media/hop` with a JSON body, signed with the database's hop key
// (migration 0041) over the time and the exact body. The route that received the browser's
// call checked who may do it; the holder trusts a call only with a valid, recent signature,
// so a browser cannot reach the holder's media server around those checks.

export const HOP_PATH = '/api/media/hop';
export const HOP_HEADER = 'x-paid-media-hop';
/** A signed call older (or further ahead) than this is refused: a copied one expires. */
export const HOP_MAX_AGE_MS = 30_000;
/** How long a server waits for the holder before calling video unavailable. */
const HOP_TIMEOUT_MS = 15_000;

export const HOP_REFUSED = 'Not a signed call from a PAID server';

const mac = (key: string, at: string, body: string) =>
  createHmac('sha256', key).update(`${at}.${body}`).digest('hex');

/** The header value signing `body` now. */
export function signHop(key: string, body: string, nowMs = Date.now()): string {
  const at = String(nowMs);
  return `${at}.${mac(key, at, body)}`;
}

/** Whether `header` signs `body` with `key` within HOP_MAX_AGE_MS of now. */
export function hopSigned(
  key: string,
  body: string,
  header: string | undefined,
  nowMs = Date.now(),
): boolean {
  const [at, given] = (header ?? '').split('.');
  if (!at || !given || !/^\d+$/.test(at)) return false;
  if (Math.abs(nowMs - Number(at)) > HOP_MAX_AGE_MS) return false;
  const expected = Buffer.from(mac(key, at, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The holder's answer: its result, or the domain error it refused the call with. */
export type HopAnswer<T> =
  { result: T } | { refused: { kind: DomainErrorKind; message: string; errors?: FieldErrors } };

/**
 * Sends `call` to the server at `url` and answers its `result`; the holder's refusal comes back
 * as the same domain error (its kind and message), an unreachable holder as video unavailable.
 */
export async function sendHop<T>(url: string, key: string, call: object): Promise<T> {
  const body = JSON.stringify(call);
  let response: Response;
  try {
    response = await fetch(new URL(HOP_PATH, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HOP_HEADER]: signHop(key, body) },
      body,
      signal: AbortSignal.timeout(HOP_TIMEOUT_MS),
    });
  } catch {
    throw videoUnavailable();
  }
  const answer = (await response.json().catch(() => null)) as HopAnswer<T> | null;
  // Not signed as the holder expects, or the holder failed: video is unavailable here.
  if (!response.ok || !answer) throw videoUnavailable();
  if ('refused' in answer) {
    const { kind, message, errors } = answer.refused;
    throw new DomainError(kind, message, errors);
  }
  return answer.result;
}
