import { z } from 'zod';
import { accountEmailSchema, newPasswordSchema, PASSWORD_MAX, authUserSchema } from './auth';
import { idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { LANGUAGES } from './languages';
import { defineRoute, type RouteGroup } from './route';

// The account basics (docs/mail.md): password change and reset, email verification, and the
// member's own sessions. The schemas are the account pages' resolvers AND the server's
// validators, so their messages are what people see either way.

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** The one answer to "forgot password", whether or not the address has an account. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';

export const RESET_LINK_UNKNOWN_MESSAGE =
  'This password reset link is not valid. Ask for a new one with "Forgot password?" on the sign-in page.';
export const RESET_LINK_USED_MESSAGE =
  'This password reset link was already used. Ask for a new one with "Forgot password?" on the sign-in page.';
export const RESET_LINK_EXPIRED_MESSAGE = `This password reset link has expired (links work for ${PASSWORD_RESET_MINUTES} minutes). Ask for a new one with "Forgot password?" on the sign-in page.`;

export const VERIFY_LINK_UNKNOWN_MESSAGE =
  'This verification link is not valid. Send yourself a new one from Your account.';
export const VERIFY_LINK_USED_MESSAGE =
  'This verification link was already used. Send yourself a new one from Your account if your address is not verified yet.';
export const VERIFY_LINK_EXPIRED_MESSAGE =
  'This verification link has expired. Send yourself a new one from Your account.';

/** The server's 403 for an unverified account that applies or makes campaign links. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Verify your email address first: open the link we mailed to you, or send a new one from Your account (/account).';

export const VERIFICATION_SENT_MESSAGE = 'We have sent a new verification link to your address.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';

/** Tokens are 43 base64url characters; the bound keeps junk out of the query. */
const tokenSchema = z
  .string({ error: 'The link is missing its code' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete: open it again from the email');
/** The token of any mailed link (reset, verification, sign-in: sign-in-link.ts). */
export const mailedLinkTokenSchema = tokenSchema;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX, `Current password must be at most ${PASSWORD_MAX} characters`),
  newPassword: newPasswordSchema('New password'),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const requestPasswordResetBodySchema = z.object({ email: accountEmailSchema });
export type RequestPasswordResetBody = z.input<typeof requestPasswordResetBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: tokenSchema,
  newPassword: newPasswordSchema('New password'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: tokenSchema });

export const accountNoticeSchema = z.object({ message: z.string() });

/**
 * The kind of network a session's address belongs to: the public internet, a private or other
 * non-routable range (10/8, 192.168/16, fc00::/7, ...), or the server's own machine.
 */
export const sessionNetworkSchema = z.enum(['internet', 'private', 'loopback']);
export type SessionNetwork = z.infer<typeof sessionNetworkSchema>;

export const accountSessionSchema = z.object({
  id: idSchema,
  /** 'Chrome on Linux', from the browser's user agent; null when it sent none we could read. */
  device: z.string().nullable(),
  /**
   * The address the session was last used from, as the server saw it (behind TRUST_PROXY
   * proxies, the client they name); null when not known. Shown only to the member.
   */
  address: z.string().nullable(),
  /** What kind of network `address` is in; null when there is no address. */
  network: sessionNetworkSchema.nullable(),
  startedAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** The language switch's body (docs/languages.md). */
export const setLanguageBodySchema = z.object({
  language: z.enum(LANGUAGES, { message: 'Choose English or Spanish' }),
});

/** Routes of the contract's `account` area (contract.ts), by name. */
export const accountRoutes = {
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    body: changePasswordBodySchema,
    response: accountNoticeSchema,
    summary:
      'Changes the password (current one required; 400 when wrong) and ends every other session of the account',
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/account/password-reset',
    body: requestPasswordResetBodySchema,
    response: accountNoticeSchema,
    summary:
      'Mails a single-use reset link valid 30 minutes (202, the same answer whether or not the address has an account; rate-limited per address and account)',
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/account/password-reset/confirm',
    body: resetPasswordBodySchema,
    response: authUserSchema,
    summary:
      'Sets a new password with a reset link, ends every session of the account and logs this browser in (400 unknown, 409 used, 403 expired link)',
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/account/email-verification',
    response: accountNoticeSchema,
    summary: 'Mails the logged-in account a new verification link (202; 409 when already verified)',
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/account/email-verification/confirm',
    body: verifyEmailBodySchema,
    response: accountNoticeSchema,
    summary:
      'Marks the address verified with a mailed link (400 unknown, 409 used, 403 expired link)',
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/account/sessions',
    response: accountSessionsSchema,
    summary: "The logged-in member's open sessions, the current one flagged",
  }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/api/account/sessions/:sessionId',
    params: z.object({ sessionId: idParamSchema }),
    response: z.null(),
    summary:
      "Ends one of the member's own sessions (204; 404 when it is not theirs or already ended)",
  }),
  setLanguage: defineRoute({
    method: 'PUT',
    path: '/api/account/language',
    body: setLanguageBodySchema,
    response: z.object({ language: z.enum(LANGUAGES) }),
    summary:
      "Chooses the site's language for this browser (a cookie, for visitors too) and, for a member, their account; pages and mail follow it",
  }),
  endOtherSessions: defineRoute({
    method: 'POST',
    path: '/api/account/sessions/end-others',
    response: z.object({ ended: z.number().int().nonnegative() }),
    summary: "Ends every session of the member's account except this browser's",
  }),
} satisfies RouteGroup;
