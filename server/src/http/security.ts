import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { contentSecurityPolicy } from './content-security-policy';
import { forbidden, HttpError } from './http-error';
import { decorateRateLimits, tooManyRequestsMessage, type RateLimits } from './rate-limits';
import { isSiteOrigin } from './same-origin';

// Hardening every answer shares: cross-site request refusal for state-changing API calls,
// security headers, and the rate-limit plugin (routes opt in, see rate-limits.ts).

export {
  byIp,
  byIpAnd,
  byUser,
  DEFAULT_RATE_LIMITS,
  rateLimit,
  type RateLimitName,
  type RateLimits,
} from './rate-limits';

export interface SecurityOptions {
  config: Pick<Config, 'publicOrigin' | 'remoteOverrides' | 'oidc'>;
  limits: RateLimits;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Why a state-changing API request must be refused, or null. The session cookie is
 * SameSite=Lax, which already keeps it off cross-site POSTs in current browsers; this check
 * also covers older browsers and same-site-but-cross-origin pages. A request with neither an
 * Origin nor Sec-Fetch-Site (curl, the admin command, server-to-server) is not a browser's
 * cross-site request and passes.
 */
export function crossSiteRefusal(request: FastifyRequest, publicOrigin: string): string | null {
  if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return isSiteOrigin(request, origin, publicOrigin) ? null : CROSS_SITE_MESSAGE;
  }
  return request.headers['sec-fetch-site'] === 'cross-site' ? CROSS_SITE_MESSAGE : null;
}

/** Headers on every answer: API JSON, the shell's HTML, static files, errors. */
export function securityHeaders(config: SecurityOptions['config']): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}

/** Query values that are credentials; request logs show them as [redacted]. */
const SECRET_QUERY_PARAMS = ['code', 'state', 'token', 'password', 'id_token', 'access_token'];

/** The URL as logs may show it: an OIDC callback's code and state are credentials. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const name of SECRET_QUERY_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryAt)}?${params.toString()}` : url;
}

/**
 * Registers the hooks and the rate-limit plugin. Call before any route: the plugin attaches
 * itself to routes as they are added, so routes must be added in a plugin registered after
 * this one (app.ts registers the API routes that way).
 */
export function registerSecurity(app: FastifyInstance, { config, limits }: SecurityOptions): void {
  decorateRateLimits(app, limits);
  app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, tooManyRequestsMessage(context.ttl)),
  });

  app.addHook('onRequest', async (request) => {
    const refusal = crossSiteRefusal(request, config.publicOrigin);
    if (refusal) throw forbidden(refusal);
  });

  const headers = securityHeaders(config);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}
