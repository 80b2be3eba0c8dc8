import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { contentSecurityPolicy } from './content-security-policy';
import { forbidden, HttpError } from './http-error';
import { decorateRateLimits, tooManyRequestsMessage, type RateLimits } from './rate-limits';
import { postgresRateLimitStore } from './rate-limit-store';
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
  /** On PostgreSQL the counters are kept there, shared by every server (rate-limit-store.ts). */
  db: Db;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json)';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route parses a body of its own (the upload PUT's file bytes), not JSON. */
    rawBody?: boolean;
  }
}

/**
 * Why a state-changing request must be refused, or null. Every write is checked, whatever
 * its path: a check on the raw URL ("starts with /api/") was walked around by spelling the
 * path another way (`/%61pi/...`), which the router decodes to the same route. The session
 * cookie is SameSite=Lax, which already keeps it off cross-site POSTs in current browsers;
 * this check also covers older browsers and same-site-but-cross-origin pages (a sibling
 * subdomain). A request with neither an Origin nor Sec-Fetch-Site (curl, the admin command,
 * server-to-server) is not a browser's cross-site request and passes.
 */
export function crossSiteRefusal(request: FastifyRequest, publicOrigin: string): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return isSiteOrigin(request, origin, publicOrigin) ? null : CROSS_SITE_MESSAGE;
  }
  return request.headers['sec-fetch-site'] === 'cross-site' ? CROSS_SITE_MESSAGE : null;
}

/**
 * Whether a write to the API carries a body type other than JSON. Judged on the route as
 * matched (decoded), never on the raw URL. A page on another site can send `text/plain`,
 * form or multipart bodies without a CORS preflight, but never `application/json`, so API
 * writes take JSON only (or no body at all). The upload PUT parses its own bytes.
 */
export function isNonJsonApiWrite(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const route = request.routeOptions.url;
  if (route === undefined || !(route === '/api' || route.startsWith('/api/'))) return false;
  if (request.routeOptions.config?.rawBody) return false;
  const type = request.headers['content-type'];
  if (type === undefined) return false;
  const mediaType = type.split(';')[0].trim().toLowerCase();
  return mediaType !== 'application/json';
}

/**
 * Headers on every answer: API JSON, the shell's HTML, static files, errors. Written here
 * rather than by @fastify/helmet: helmet joins CSP directives with ';' (this policy uses
 * '; '), sends eight more headers by default (Cross-Origin-Resource-Policy: same-origin
 * among them, which refuses remotes served from another origin), and its onRequest hook
 * does not run for the router's own errors, which take this same map (framework-errors.ts).
 */
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
export function registerSecurity(
  app: FastifyInstance,
  { config, limits, db }: SecurityOptions,
): void {
  decorateRateLimits(app, limits);
  app.register(fastifyRateLimit, {
    global: false,
    // PostgreSQL: counters every server on the database shares. PGlite: the plugin's own
    // in-process store (one server per data folder).
    store: db.kind === 'postgres' ? postgresRateLimitStore(db) : undefined,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, tooManyRequestsMessage(context.ttl)),
  });

  app.addHook('onRequest', async (request) => {
    const refusal = crossSiteRefusal(request, config.publicOrigin);
    if (refusal) throw forbidden(refusal);
    if (isNonJsonApiWrite(request)) throw new HttpError(415, JSON_ONLY_MESSAGE);
  });

  const headers = securityHeaders(config);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}
