import { z } from 'zod';
import { mailedLinkTokenSchema } from './account';
import { accountEmailSchema, authUserSchema } from './auth';
import { defineRoute, type RouteGroup } from './route';

// The one-time sign-in link (docs/roles.md): failed log-ins from others throttle an
// account (per-account failures, any address), and then the owner gets in with a link mailed
// to the account's address instead of waiting. The schemas are the sign-in page's resolvers
// AND the server's validators.

/** How long a sign-in link works; also the window of the per-account request limit. */
export const SIGN_IN_LINK_MINUTES = 15;

/** The page a sign-in link opens; it sends the token with a POST (a button). */
export const SIGN_IN_LINK_PAGE_PATH = '/login/link';

/** The 429 of a log-in when the account's failed log-ins (from anywhere) reached the limit. */
export const LOG_IN_THROTTLED_MESSAGE =
  'Too many failed log-ins for this account. We can email you a one-time sign-in link instead.';

/** The one answer to a link request, whether or not the address has an account. */
export const SIGN_IN_LINK_SENT_MESSAGE = `If an account uses this address, we have sent it a sign-in link. The link works once, for ${SIGN_IN_LINK_MINUTES} minutes.`;

export const SIGN_IN_LINK_UNKNOWN_MESSAGE =
  'This sign-in link is not valid. Ask for a new one on the sign-in page.';
export const SIGN_IN_LINK_USED_MESSAGE =
  'This sign-in link was already used. Ask for a new one on the sign-in page.';
export const SIGN_IN_LINK_EXPIRED_MESSAGE = `This sign-in link has expired (links work for ${SIGN_IN_LINK_MINUTES} minutes). Ask for a new one on the sign-in page.`;

export const requestSignInLinkBodySchema = z.object({ email: accountEmailSchema });
export type RequestSignInLinkBody = z.input<typeof requestSignInLinkBodySchema>;

export const signInWithLinkBodySchema = z.object({ token: mailedLinkTokenSchema });
export type SignInWithLinkBody = z.input<typeof signInWithLinkBodySchema>;

/** Routes of the contract's `auth` area (contract.ts), by name. */
export const signInLinkRoutes = {
  requestSignInLink: defineRoute({
    method: 'POST',
    path: '/api/auth/sign-in-link',
    body: requestSignInLinkBodySchema,
    response: z.object({ message: z.string() }),
    summary: `Mails a single-use sign-in link valid ${SIGN_IN_LINK_MINUTES} minutes (202, the same answer whether or not the address has an account; rate-limited per address and account)`,
  }),
  signInWithLink: defineRoute({
    method: 'POST',
    path: '/api/auth/sign-in-link/confirm',
    body: signInWithLinkBodySchema,
    response: authUserSchema,
    summary:
      'Logs this browser in with a mailed sign-in link (400 unknown, 409 used, 403 expired link); an unverified account loses its password and sessions first',
  }),
} satisfies RouteGroup;
