import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, LOG_IN_THROTTLED_MESSAGE, SIGN_IN_PAGE_PATH } from 'shared-api/contracts';
import {
  createPasswordAccount,
  DUPLICATE_EMAIL_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  verifyLogin,
} from '../auth/accounts';
import { endSession, startSession } from '../auth/login-session';
import { flowCookieOptions, OIDC_FLOW_COOKIE, OidcLogin } from '../auth/oidc';
import { linkOrCreateOidcAccount } from '../auth/oidc-accounts';
import { DEFAULT_RETURN_TO } from '../auth/return-to';
import { currentUser } from '../auth/session';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { conflict, notFound, unauthorized } from '../http/http-error';
import { requestLanguage } from '../languages/request-language';
import { byField, byIp, byIpAnd, failureLimit, rateLimit } from '../http/rate-limits';
import { returnToOf } from '../http/request-return-to';
import { registerRoute } from '../http/validate';
import { registerSignInLinkRoutes } from './sign-in-link-routes';

// Accounts and sessions (docs/roles.md). Data calls: sign-up, log-in, log-out, who am
// I. Browser navigations: /api/login (the sign-in page, or the OIDC issuer when one is
// configured), its OIDC callback, and /api/logout.

export interface AuthRouteDeps {
  db: Db;
  config: Pick<Config, 'publicOrigin' | 'oidc'>;
  /** The clock of mailed links (the sign-up's verification link); default Date.now. */
  accountClock?: () => number;
}

/** Sign-up and log-in bodies are a few hundred bytes; nothing bigger gets parsed. */
export const AUTH_BODY_LIMIT = 16 * 1024;

function redirect(reply: FastifyReply, location: string): FastifyReply {
  // Every login/logout navigation answer depends on the cookie: never cache it.
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

export function registerAuthRoutes(
  app: FastifyInstance,
  { db, config, accountClock = Date.now }: AuthRouteDeps,
) {
  const { publicOrigin } = config;

  const userRoute = registerRoute(app, contract.auth.user, ({ request }) =>
    currentUser(request, db),
  );

  const signUpRoute = registerRoute(
    app,
    contract.auth.signUp,
    async ({ body, request, reply }) => {
      const user = await createPasswordAccount(db, body, {
        now: new Date(accountClock()),
        publicOrigin,
        // The verification mail's language: the browser's that signs up.
        language: await requestLanguage(request, db),
      });
      // The one answer that says an email has an account: sign-up cannot hide it anyway
      // (creating the account would fail), so it is accepted; the rate limit keeps it slow.
      if (!user) throw conflict(DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });
      await startSession(db, request, reply, user.id, publicOrigin);
      reply.code(201);
      return user;
    },
    { bodyLimit: AUTH_BODY_LIMIT, config: rateLimit({ limit: 'signUp', key: byIp }) },
  );

  // Guessing is slowed three ways: per address + account (the route's limit), and by failures
  // per account from any address and per address on any account. Others' failures can thus
  // throttle an account; its owner then signs in with a mailed link (sign-in-link-routes.ts),
  // which the throttle's message offers.
  const failuresPerAccount = failureLimit(app, {
    limit: 'logInPerAccount',
    key: byField('email'),
    message: LOG_IN_THROTTLED_MESSAGE,
  });
  const failuresPerAddress = failureLimit(app, { limit: 'logInPerAddress', key: byIp });

  const logInRoute = registerRoute(
    app,
    contract.auth.logIn,
    async ({ body, request, reply }) => {
      await failuresPerAccount.check(request);
      await failuresPerAddress.check(request);
      const user = await verifyLogin(db, body.email, body.password);
      if (!user) {
        await failuresPerAccount.fail(request);
        await failuresPerAddress.fail(request);
        throw unauthorized(INVALID_LOGIN_MESSAGE);
      }
      await startSession(db, request, reply, user.id, publicOrigin);
      return user;
    },
    { bodyLimit: AUTH_BODY_LIMIT, config: rateLimit({ limit: 'logIn', key: byIpAnd('email') }) },
  );

  const logOutRoute = registerRoute(
    app,
    contract.auth.logOut,
    async ({ request, reply }) => {
      await endSession(db, request, reply, publicOrigin);
      reply.code(204);
      return null;
    },
    { bodyLimit: AUTH_BODY_LIMIT },
  );

  const oidc = config.oidc ? new OidcLogin(config.oidc, app.log) : undefined;

  app.get('/api/login', async (request, reply) => {
    const returnTo = returnToOf(request, publicOrigin);
    if (!oidc) {
      return redirect(reply, `${SIGN_IN_PAGE_PATH}?returnTo=${encodeURIComponent(returnTo)}`);
    }
    const started = await oidc.start(returnTo);
    reply.setCookie(OIDC_FLOW_COOKIE, started.flowCookie, flowCookieOptions(publicOrigin));
    return redirect(reply, started.authorizationUrl);
  });

  app.get('/api/login/callback', async (request: FastifyRequest, reply) => {
    if (!oidc) throw notFound('OpenID Connect sign-in is not configured');
    const queryAt = request.url.indexOf('?');
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    const flowCookie = request.cookies[OIDC_FLOW_COOKIE];
    // The flow is single-use whatever happens next.
    const { maxAge: _unused, ...clearOptions } = flowCookieOptions(publicOrigin);
    reply.clearCookie(OIDC_FLOW_COOKIE, clearOptions);
    const { identity, returnTo } = await oidc.finish(search, flowCookie);
    // A claimed account's notice is in the language of the browser that signed in.
    const language = await requestLanguage(request, db);
    const user = await linkOrCreateOidcAccount(db, identity, { publicOrigin, language });
    await startSession(db, request, reply, user.id, publicOrigin);
    return redirect(reply, returnTo);
  });

  app.get('/api/logout', async (request, reply) => {
    // A GET that changes state: another site could trigger it with a link or an <img>.
    // Browsers label such requests; those are sent home with the session intact.
    if (request.headers['sec-fetch-site'] !== 'cross-site') {
      await endSession(db, request, reply, publicOrigin);
    }
    return redirect(reply, DEFAULT_RETURN_TO);
  });

  return [
    userRoute,
    signUpRoute,
    logInRoute,
    logOutRoute,
    ...registerSignInLinkRoutes(app, { db, config, accountClock, bodyLimit: AUTH_BODY_LIMIT }),
  ];
}
