import type { FastifyRequest } from 'fastify';
import { DEFAULT_RETURN_TO, safeReturnTo } from '../auth/return-to';
import { isSiteOrigin } from './same-origin';

// Where a login navigation returns to, read from the request (its ?returnTo= or Referer); the
// rule for which paths are safe is auth/return-to.ts.

/** The path of a Referer from this site, if it is a safe return target. */
export function returnToFromReferer(
  request: FastifyRequest,
  publicOrigin: string,
): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!isSiteOrigin(request, url.origin, publicOrigin)) return undefined;
  return safeReturnTo(`${url.pathname}${url.search}`);
}

/**
 * The return target of a login navigation: `?returnTo=` when given (a bad one gives the
 * default, never the Referer), else a same-site Referer, else /home.
 */
export function returnToOf(request: FastifyRequest, publicOrigin: string): string {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.returnTo;
  if (asked !== undefined) return safeReturnTo(asked) ?? DEFAULT_RETURN_TO;
  return returnToFromReferer(request, publicOrigin) ?? DEFAULT_RETURN_TO;
}
