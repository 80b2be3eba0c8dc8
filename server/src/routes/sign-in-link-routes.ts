import type { FastifyInstance } from 'fastify';
import { contract, SIGN_IN_LINK_SENT_MESSAGE } from 'shared-api/contracts';
import { startSession } from '../auth/login-session';
import { findSessionUser } from '../auth/session';
import { requestSignInLink, signInWithLink } from '../auth/sign-in-link';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { byField, byIp, extraLimit, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { requestLanguage } from '../languages/request-language';

// The one-time sign-in link (docs/roles.md, auth/sign-in-link.ts): asked for on the sign-in
// page when failed log-ins from others throttle the account, used from the mailed link's page.

export interface SignInLinkRouteDeps {
  db: Db;
  config: Pick<Config, 'publicOrigin'>;
  /** The clock of mailed links (issued, expired); default Date.now. Tests move it. */
  accountClock?: () => number;
  /** Body limit of the auth routes (auth-routes.ts). */
  bodyLimit: number;
}

export function registerSignInLinkRoutes(
  app: FastifyInstance,
  { db, config, accountClock = Date.now, bodyLimit }: SignInLinkRouteDeps,
) {
  const { publicOrigin } = config;
  const now = () => new Date(accountClock());

  // Per IP by the route's config, and per inbox here, counted for any address alike.
  const perAccount = extraLimit(app, { limit: 'signInLinkPerAccount', key: byField('email') });
  const requestRoute = registerRoute(
    app,
    contract.auth.requestSignInLink,
    async ({ body, request, reply }) => {
      await perAccount.hit(request);
      // In the language of the browser that asks: no lookup of the address (link-requests.ts).
      const language = await requestLanguage(request, db);
      await requestSignInLink(db, { email: body.email, now: now(), publicOrigin, language });
      // The same answer, and the same work, whether or not the address has an account.
      reply.code(202);
      return { message: SIGN_IN_LINK_SENT_MESSAGE };
    },
    { bodyLimit, config: rateLimit({ limit: 'signInLink', key: byIp }) },
  );

  const useRoute = registerRoute(
    app,
    contract.auth.signInWithLink,
    async ({ body, request, reply }) => {
      // A claimed account's notice is in the language of the browser that opened the link.
      const language = await requestLanguage(request, db);
      const userId = await signInWithLink(db, {
        token: body.token,
        now: now(),
        publicOrigin,
        language,
      });
      const token = await startSession(db, request, reply, userId, publicOrigin);
      const user = await findSessionUser(db, token);
      if (!user) throw new Error('the new session vanished');
      return user;
    },
    { bodyLimit, config: rateLimit({ limit: 'accountLinks', key: byIp }) },
  );

  return [requestRoute, useRoute];
}
