import type { FastifyRequest } from 'fastify';

// "Is this the site's own origin?": the configured PUBLIC_ORIGIN, or the origin the request
// itself was addressed to (its Host), so a server reached as http://127.0.0.1:3000 in
// development or behind a proxy that keeps Host still recognises its own pages.

export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function isSiteOrigin(
  request: FastifyRequest,
  origin: string,
  publicOrigin: string,
): boolean {
  const normalised = originOf(origin);
  if (!normalised) return false; // "null", file:, garbage
  if (normalised === originOf(publicOrigin)) return true;
  const host = request.headers.host;
  return host !== undefined && new URL(normalised).host === host.toLowerCase();
}
