import type { FastifyInstance } from 'fastify';
import {
  contract,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  PASSWORD_RESET_SENT_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from 'shared-api/contracts';
import {
  endAccountSession,
  endSessionsExcept,
  listAccountSessions,
} from '../auth/account-sessions';
import { resendVerificationLink, verifyEmail } from '../auth/email-verification';
import { startSession } from '../auth/login-session';
import { changePassword } from '../auth/password-change';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';
import { currentUser, findSessionUser, requireUser, SESSION_COOKIE } from '../auth/session';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { DomainError } from '../domain-error';
import { notFound } from '../http/http-error';
import { byField, byIp, byUser, extraLimit, failureLimit, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { setMemberLanguage } from '../languages/member-language';
import { requestLanguage } from '../languages/request-language';
import { AUTH_BODY_LIMIT } from './auth-routes';

// The account basics (docs/mail.md, docs/roles.md): password change and reset, email
// verification, and the member's own sessions. Every mail is queued in the outbox
// (mail/outbox.ts) and sent by the clock: no request waits for SMTP.

export interface AccountRouteDeps {
  db: Db;
  config: Pick<Config, 'publicOrigin'>;
  /** The clock of mailed links (issued, expired); default Date.now. Tests move it. */
  accountClock?: () => number;
}

export function registerAccountRoutes(
  app: FastifyInstance,
  { db, config, accountClock = Date.now }: AccountRouteDeps,
) {
  const { publicOrigin } = config;
  const now = () => new Date(accountClock());

  const wrongPasswords = failureLimit(app, { limit: 'passwordChange', key: byUser(db) });
  const changePasswordRoute = registerRoute(
    app,
    contract.account.changePassword,
    async ({ body, request }) => {
      const user = await requireUser(request, db);
      await wrongPasswords.check(request);
      let ended: number;
      try {
        ended = await changePassword(db, {
          userId: user.id,
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
          keepSessionToken: request.cookies[SESSION_COOKIE],
          language: await requestLanguage(request, db, user),
        });
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'invalid')
          await wrongPasswords.fail(request);
        throw error;
      }
      const others = ended === 1 ? '1 other session was' : `${ended} other sessions were`;
      return { message: `Your password was changed; ${others} ended.` };
    },
    { bodyLimit: AUTH_BODY_LIMIT },
  );

  const perAccount = extraLimit(app, { limit: 'passwordResetPerAccount', key: byField('email') });
  const requestResetRoute = registerRoute(
    app,
    contract.account.requestPasswordReset,
    async ({ body, request, reply }) => {
      await perAccount.hit(request);
      // In the language of the browser that asks: no lookup of the address (link-requests.ts).
      const language = await requestLanguage(request, db);
      await requestPasswordReset(db, { email: body.email, now: now(), publicOrigin, language });
      // The same answer whether or not the address has an account.
      reply.code(202);
      return { message: PASSWORD_RESET_SENT_MESSAGE };
    },
    { bodyLimit: AUTH_BODY_LIMIT, config: rateLimit({ limit: 'passwordReset', key: byIp }) },
  );

  const resetRoute = registerRoute(
    app,
    contract.account.resetPassword,
    async ({ body, request, reply }) => {
      const userId = await resetPassword(db, {
        token: body.token,
        newPassword: body.newPassword,
        now: now(),
      });
      // Every session ended with the reset; this browser, which proved it reads the mail,
      // starts a new one.
      const token = await startSession(db, request, reply, userId, publicOrigin);
      const user = await findSessionUser(db, token);
      if (!user) throw new Error('the new session vanished');
      return user;
    },
    { bodyLimit: AUTH_BODY_LIMIT, config: rateLimit({ limit: 'accountLinks', key: byIp }) },
  );

  const resendRoute = registerRoute(
    app,
    contract.account.resendVerification,
    async ({ request, reply }) => {
      const user = await requireUser(request, db);
      const language = await requestLanguage(request, db, user);
      await resendVerificationLink(db, user, { now: now(), publicOrigin, language });
      reply.code(202);
      return { message: VERIFICATION_SENT_MESSAGE };
    },
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: rateLimit({ limit: 'verificationMail', key: byUser(db) }),
    },
  );

  const verifyRoute = registerRoute(
    app,
    contract.account.verifyEmail,
    async ({ body }) => {
      await verifyEmail(db, { token: body.token, now: now() });
      return { message: 'Your email address is verified. Thank you!' };
    },
    { bodyLimit: AUTH_BODY_LIMIT, config: rateLimit({ limit: 'accountLinks', key: byIp }) },
  );

  const sessionsRoute = registerRoute(app, contract.account.sessions, async ({ request }) => {
    const user = await requireUser(request, db);
    return { sessions: await listAccountSessions(db, user.id, request.cookies[SESSION_COOKIE]) };
  });

  const endSessionRoute = registerRoute(
    app,
    contract.account.endSession,
    async ({ params, request, reply }) => {
      const user = await requireUser(request, db);
      // Someone else's session answers as an unknown one: the number says nothing.
      if (!(await endAccountSession(db, user.id, params.sessionId))) {
        throw notFound('No such session of yours (it may have ended already)');
      }
      reply.code(204);
      return null;
    },
  );

  const endOthersRoute = registerRoute(
    app,
    contract.account.endOtherSessions,
    async ({ request }) => {
      const user = await requireUser(request, db);
      return { ended: await endSessionsExcept(db, user.id, request.cookies[SESSION_COOKIE]) };
    },
    { bodyLimit: AUTH_BODY_LIMIT },
  );

  // Anyone may choose: a visitor's choice is the cookie alone, a member's is also their account's.
  const setLanguageRoute = registerRoute(
    app,
    contract.account.setLanguage,
    async ({ body, request, reply }) => {
      const user = await currentUser(request, db);
      if (user) await setMemberLanguage(db, user.id, body.language);
      reply.setCookie(LANGUAGE_COOKIE, body.language, {
        path: '/',
        sameSite: 'lax',
        secure: publicOrigin.startsWith('https://'),
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      });
      return { language: body.language };
    },
    { bodyLimit: AUTH_BODY_LIMIT },
  );

  return [
    setLanguageRoute,
    changePasswordRoute,
    requestResetRoute,
    resetRoute,
    resendRoute,
    verifyRoute,
    sessionsRoute,
    endSessionRoute,
    endOthersRoute,
  ];
}
