import fastifyCookie from '@fastify/cookie';
import fastifySse from '@fastify/sse';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config, TrustProxy } from './config';
import type { Db } from './db/db';
import { DomainError } from './domain-error';
import { httpErrorOf } from './http/domain-errors';
import { sendErrorAnswer } from './http/answer-language';
import { frameworkErrorHandler } from './http/framework-errors';
import { HttpError } from './http/http-error';
import { createPageDataSource } from './http/page-data';
import { resolveRateLimits, type RateLimits } from './http/rate-limits';
import { redactUrl, registerSecurity, securityHeaders } from './http/security';
import { registerSite, sendHistoryFallback } from './http/site';
import { LiveHub } from './live/live-hub';
import { unavailableMediaServer, type MediaServer } from './media/media-server';
import { serverClock, type ServerClock } from './clock/server-clock';
import { refcodeLanding } from './refcodes/refcode-landing';
import { createPaymentProvider } from './payments/create-payment-provider';
import type { PaymentProvider } from './payments/payment-provider';
import { restoreReleaseFolder } from './releases/release-files-db';
import { liveRows, requireRemote } from './releases/release-store';
import { registerApiRoutes } from './routes/register-api-routes';
import { registerCampaignLandingRoutes } from './routes/campaign-landing-routes';
import { createFileStorage } from './storage/create-file-storage';
import type { FileStorage } from './storage/file-storage';
import { DEFAULT_UPLOAD_ALLOWANCE, type UploadAllowance } from './uploads/upload-allowance';

// The HTTP app without `listen`, so tests drive it with `app.inject` and main.ts serves it.

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  db: Db;
  config: Pick<
    Config,
    | 'siteDir'
    | 'releasesDir'
    | 'remoteOverrides'
    | 'publicOrigin'
    | 'logLevel'
    | 'dataDir'
    | 'oidc'
    | 'paymentProvider'
    | 'testPaymentDelayMs'
    | 'trustProxy'
    | 'clockOffsetMs'
  >;
  /** Fastify's logger setting; default: JSON logs at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Rate limits (http/rate-limits.ts); default: the production values. Tests pass small ones. */
  limits?: Partial<RateLimits>;
  /** <PAID_DATA_DIR>/admin-secret (main.ts creates it); without it the admin header is refused. */
  adminSecret?: string;
  /** Where uploaded files go; default: createFileStorage(config, db). Tests pass an in-memory one. */
  storage?: FileStorage;
  /** Who charges donations; default: the one config.paymentProvider names. Tests wrap it. */
  payments?: PaymentProvider;
  /** What one member may upload per day; default DEFAULT_UPLOAD_ALLOWANCE. Tests pass small ones. */
  uploadAllowance?: UploadAllowance;
  /** The chat's clock (rate limit, slow mode, time-outs); default Date.now. Tests move it. */
  chatClock?: () => number;
  /** Live video (media/media-server.ts); default: none, video unavailable. main.ts starts Janus. */
  media?: MediaServer;
  /** Live video's clock (when click-ins end); default Date.now. Tests move it. */
  mediaClock?: () => number;
  /** The clock of mailed account links (30-minute reset links); default Date.now. Tests move it. */
  accountClock?: () => number;
  /** The clock of money decisions (clock/server-clock.ts); default: real + config.clockOffsetMs. */
  clock?: ServerClock;
}

export function defaultLogger(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Session cookies and credentials never reach the logs, whoever logs a request's headers.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-paid-admin-secret"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's default request fields, with an OIDC callback's code and state hidden.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A list of proxies is passed as is. A hop count is a
 * function trusting that many hops from the socket: Fastify 5.12 turns a plain number into
 * "trust nothing", because a client that can reach the server directly can forge the header.
 * So a hop count is only right when every request comes through the proxy (README.md).
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') {
    const hops = trustProxy;
    return (_address, hop) => hop < hops;
  }
  return trustProxy;
}

/** How often an idle live stream gets a comment (SSE heartbeat). */
const LIVE_HEARTBEAT_MS = 15_000;

function describeClientError(error: FastifyError, bodyLimit: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return `Request body is too large (the limit is ${bodyLimit} bytes)`;
  }
  return error.message;
}

export function buildApp({
  db,
  config,
  logger,
  limits,
  adminSecret,
  storage = createFileStorage(config, db),
  payments = createPaymentProvider(config.paymentProvider, {
    db,
    testDelayMs: config.testPaymentDelayMs,
  }),
  uploadAllowance = DEFAULT_UPLOAD_ALLOWANCE,
  chatClock,
  media = unavailableMediaServer,
  mediaClock,
  accountClock,
  clock = serverClock(config.clockOffsetMs),
}: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ?? defaultLogger(config.logLevel),
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors: frameworkErrorHandler(securityHeaders(config)),
    // TRUST_PROXY: whose X-Forwarded-For makes `request.ip` (rate limits, viewer counts, logs).
    // Off by default, so a client cannot choose the address it is counted by.
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
  });

  app.register(fastifyCookie);
  // A page link's ?refcode= is remembered for the gift it leads to (refcodes/refcode-landing.ts).
  app.addHook('preHandler', refcodeLanding({ db, config, clock }));
  // Server-Sent Events for live push (routes/live-routes.ts); a comment every 15 s keeps idle
  // streams open through proxies and balancers, and tells a dead client from a quiet one.
  app.register(fastifySse, { heartbeatInterval: LIVE_HEARTBEAT_MS });

  // CSRF refusal, security headers on every answer, the rate-limit plugin.
  registerSecurity(app, { config, db, limits: resolveRateLimits(limits) });

  // Every error answer goes out through sendErrorAnswer: in the request's language.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Domain code's errors (a kind, no status) get theirs here, in the one mapping.
    const known = error instanceof DomainError ? httpErrorOf(error) : error;
    if (known instanceof HttpError) {
      return sendErrorAnswer(request, reply, db, known.statusCode, known.toBody());
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported type) keep their
    // status and get the API's error shape.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const limit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
      return sendErrorAnswer(request, reply, db, status, {
        message: describeClientError(error, limit),
      });
    }
    // Details go to the log only: an answer must not leak SQL, paths or connection strings.
    request.log.error({ err: error }, 'request failed');
    return sendErrorAnswer(request, reply, db, status >= 500 && status <= 599 ? status : 500, {
      message: 'Internal server error',
    });
  });

  const live = new LiveHub(db);
  // What the pages show first, written into them (the same cached reads as the API's), with
  // the live position that data is as of. The live releases are read on every page load
  // (releases/release-store.ts).
  const site = {
    ...config,
    db,
    livePosition: () => live.position(),
    pageData: createPageDataSource(
      db,
      async (url) => {
        const answer = await app.inject({ method: 'GET', url });
        return answer.statusCode === 200 ? answer.json() : undefined;
      },
      config.publicOrigin,
    ),
    liveReleases: () => liveRows(db),
    // On PostgreSQL another server may have published a release: its files are in the database.
    restoreRelease:
      db.kind === 'postgres'
        ? (packageName: string, releaseId: string, folder: string) =>
            restoreReleaseFolder(db, requireRemote(packageName), releaseId, folder)
        : undefined,
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (await sendHistoryFallback(request, reply, site)) return reply;
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    return sendErrorAnswer(request, reply, db, 404, {
      message: isApi ? `No such API route: ${request.method} ${pathname}` : 'Not found',
    });
  });

  // In a plugin registered after the rate-limit plugin, which attaches limits to routes as
  // they are added.
  app.register(async (api) =>
    registerApiRoutes(api, {
      db,
      config,
      adminSecret,
      storage,
      payments,
      uploadAllowance,
      live,
      chatClock,
      media,
      mediaClock,
      accountClock,
      clock,
    }),
  );
  // Campaign URLs (/donate/:slug, /events/:slug, ...) land before the site's files and fallback.
  app.register(async (landing) => registerCampaignLandingRoutes(landing, { db, config }));
  app.register(async (instance) => registerSite(instance, site));

  return app;
}
