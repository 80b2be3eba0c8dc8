import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tooManyRequestsMessage } from 'shared-api/contracts';
import { currentUser } from '../auth/session';
import { ConfigError } from '../config';
import type { Db } from '../db/db';
import { HttpError } from './http-error';

// Abuse limits per route (@fastify/rate-limit with `global: false`). A route opts in with
// `registerRoute(app, route, handler, { config: rateLimit({ limit: 'chat', key: byUser(db) }) })`.
// The numbers live on the app (AppOptions.limits), read at request time, so tests can build
// an app with small limits while production keeps the defaults below.

export interface RateLimitRule {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS = {
  /** Per IP + email: slows password guessing against one account. */
  logIn: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Failed log-ins per account from any address: guessing one password from many addresses.
   * Only failures count, so the owner who types the password right is never slowed by it,
   * and a lock-out an attacker causes ends with the window.
   */
  logInPerAccount: { max: 20, windowMs: 15 * MINUTE },
  /** Failed log-ins per address across accounts: one password tried on many accounts. */
  logInPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Per IP: one-time sign-in link requests, whatever addresses they name. */
  signInLink: { max: 10, windowMs: HOUR },
  /**
   * Per email address, from any IP: sign-in links mailed to one inbox. Counted for any address
   * (the limit says nothing about which have accounts). The window is no longer than a link
   * lives (SIGN_IN_LINK_MINUTES), so whenever someone else has used up the requests, the links
   * they caused are still in the owner's inbox and still work: the limit never locks them out.
   */
  signInLinkPerAccount: { max: 3, windowMs: 15 * MINUTE },
  /** Per IP: "Forgot password?" requests, whatever addresses they name. */
  passwordReset: { max: 10, windowMs: HOUR },
  /**
   * Per email address (the account it names), from any IP: a reset mail is sent at most this
   * often to one inbox. Counted whether or not the address has an account, so the limit says
   * nothing about which do.
   */
  passwordResetPerAccount: { max: 3, windowMs: HOUR },
  /** Per user: new verification links. */
  verificationMail: { max: 5, windowMs: HOUR },
  /** Per user: wrong current passwords on a password change (guessing from a borrowed session). */
  passwordChange: { max: 10, windowMs: 15 * MINUTE },
  /** Per IP: uses of mailed links (reset, verification): guessing a token is hopeless anyway. */
  accountLinks: { max: 30, windowMs: 15 * MINUTE },
  /** Per IP: slows mass account creation. */
  signUp: { max: 5, windowMs: HOUR },
  /** Per sender (the account, else the IP). Chat is polled every 3 s; sends are rarer. */
  chat: { max: 20, windowMs: MINUTE },
  /** Per user. */
  posts: { max: 30, windowMs: HOUR },
  /** Per user: comments on Shorts posts (so no script posts 150 in two seconds). */
  comments: { max: 20, windowMs: 10 * MINUTE },
  /**
   * Per user: reports of Shorts posts, and of comments (one per post or comment anyway; this
   * bounds a reporting script).
   */
  postReports: { max: 30, windowMs: HOUR },
  /** Per user: new tournaments ('Start Tournament'). */
  tournaments: { max: 5, windowMs: HOUR },
  /** Per user: direct messages to candidates. */
  messages: { max: 30, windowMs: HOUR },
  /**
   * Per IP: donation submits (retries and declines included). Slows card testing; roomy
   * enough for a household or an office behind one address. The API benchmark raises it.
   */
  donations: { max: 30, windowMs: 10 * MINUTE },
  /**
   * Per user, on each of POST /api/candidates and POST /api/candidate/register (refused
   * tries included). One profile per account is the rule (409); this slows an account that
   * applies, removes its profile and applies again to flood the lists with pending candidates.
   */
  candidateApplications: { max: 5, windowMs: HOUR },
  /**
   * Per IP: error reports from the browser (POST /api/client-errors). A page that fails in a
   * loop, or someone posting reports, cannot flood the log or the release counts.
   */
  clientErrors: { max: 30, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits this app enforces (AppOptions.limits over the defaults). */
    paidRateLimits: RateLimits;
  }
}

const ruleSchema = z.object({
  max: z.number().int().positive(),
  windowMs: z.number().int().positive(),
});

/**
 * PAID_RATE_LIMITS: JSON overriding some limits of a real server, e.g. for an end-to-end run
 * that signs up more than 5 accounts an hour from one address:
 * `{"signUp":{"max":1000,"windowMs":3600000}}`.
 */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): Partial<RateLimits> {
  const raw = env.PAID_RATE_LIMITS?.trim();
  if (!raw) return {};
  const names = Object.keys(DEFAULT_RATE_LIMITS) as [RateLimitName, ...RateLimitName[]];
  const schema = z.partialRecord(z.enum(names), ruleSchema);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      `PAID_RATE_LIMITS must be JSON like {"signUp":{"max":1000,"windowMs":3600000}} naming ${names.join(', ')}`,
    );
  }
  return parsed.data;
}

export function resolveRateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}

export function decorateRateLimits(app: FastifyInstance, limits: RateLimits): void {
  app.decorate('paidRateLimits', limits);
}

/** A rate-limit key: who the limit counts for. */
export type RateLimitKey = (request: FastifyRequest) => string | Promise<string>;

/** Per client address (IPv6 grouped by /64, as the plugin does by default). */
export const byIp: RateLimitKey = (request) => `ip:${normalizeIP(request.ip)}`;

/** Per logged-in account; a visitor is counted by address. */
export function byUser(db: Db): RateLimitKey {
  return async (request) => {
    const user = await currentUser(request, db);
    return user ? `user:${user.id}` : byIp(request);
  };
}

/** A field of the JSON body (log-in: the email), lower-cased; missing is empty. */
function bodyField(request: FastifyRequest, field: string): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = typeof body?.[field] === 'string' ? (body[field] as string) : '';
  return value.trim().toLowerCase();
}

/** Per field of the JSON body, whatever the address (log-in: per account). */
export function byField(field: string): RateLimitKey {
  return (request) => `${field}:${bodyField(request, field)}`;
}

/** Per address and a field of the JSON body (log-in: the email), lower-cased. */
export function byIpAnd(field: string): RateLimitKey {
  return (request) => `${byIp(request)}|${field}:${bodyField(request, field)}`;
}

export interface RateLimitRouteOptions {
  /** Which of the app's limits applies. */
  limit: RateLimitName;
  /** Who it counts for (default: per address). */
  key?: RateLimitKey;
}

export interface FailureLimitOptions extends RateLimitRouteOptions {
  /** The 429's message instead of "Too many requests. Try again in about N minutes." */
  message?: string;
}

/** The route `config` that puts one of the app's limits on a route. */
export function rateLimit({ limit, key = byIp }: RateLimitRouteOptions): FastifyContextConfig {
  const options: RateLimitOptions = {
    // After the body is parsed (a key may read it) and after the CSRF check (onRequest).
    hook: 'preHandler',
    max: (request) => request.server.paidRateLimits[limit].max,
    timeWindow: (request) => request.server.paidRateLimits[limit].windowMs,
    // Each limit counts on its own even where keys coincide.
    keyGenerator: async (request) => `${limit}|${await key(request)}`,
  };
  return { rateLimit: options };
}

/**
 * A limit on failures, checked by hand: a route holds one plugin limit (its config), and some
 * routes need more, counted only when an attempt fails (the failed log-ins of one account
 * from any address, of one address on any account).
 */
export interface FailureLimit {
  /** Throws the 429 when the key has used up its failures in the window; counts nothing. */
  check(request: FastifyRequest): Promise<void>;
  /** Counts one failure for the request's key. */
  fail(request: FastifyRequest): Promise<void>;
}

export function failureLimit(
  app: FastifyInstance,
  { limit, key = byIp, message }: FailureLimitOptions,
): FailureLimit {
  const limiter = app.createRateLimit({
    max: (request) => request.server.paidRateLimits[limit].max,
    timeWindow: (request) => request.server.paidRateLimits[limit].windowMs,
    keyGenerator: async (request) => `${limit}|${await key(request)}`,
  });
  return {
    async check(request) {
      // Without counting: a probe that is allowed must not use up one of the failures.
      const result = await limiter(request, { increment: false });
      // `read` answers the failures so far: refused once they reach the maximum.
      if (!result.isAllowed && result.remaining <= 0) {
        throw new HttpError(429, message ?? tooManyRequestsMessage(result.ttl));
      }
    },
    async fail(request) {
      await limiter(request);
    },
  };
}

/**
 * A second limit a route counts by hand on every request (the route's config holds its first):
 * "Forgot password?" is limited per address by its config and per account here.
 */
export function extraLimit(
  app: FastifyInstance,
  { limit, key = byIp }: RateLimitRouteOptions,
): { hit(request: FastifyRequest): Promise<void> } {
  const limiter = app.createRateLimit({
    max: (request) => request.server.paidRateLimits[limit].max,
    timeWindow: (request) => request.server.paidRateLimits[limit].windowMs,
    keyGenerator: async (request) => `${limit}|${await key(request)}`,
  });
  return {
    async hit(request) {
      const result = await limiter(request);
      // `isAllowed` means "on the allow list"; over the limit is `isExceeded`.
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, tooManyRequestsMessage(result.ttl));
      }
    },
  };
}

// The 429 answer's words are shared-api's (the one way a wait is said to people).
export { tooManyRequestsMessage };
