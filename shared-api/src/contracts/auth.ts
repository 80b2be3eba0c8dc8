import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Accounts (docs/roles.md): email + password sign-up and log-in kept by the server,
// sessions in an HttpOnly cookie. The schemas below are the sign-in page's resolvers AND the
// server's validators, so their messages are what users see either way.

/** The logged-in user. Names may be missing (an email-only sign-up). */
export const authUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /**
   * The account opened the link mailed to its address (docs/mail.md). Until then it may browse,
   * give and chat, but not apply as a candidate or make campaign links.
   */
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const PASSWORD_MIN = 8;
/** scrypt hashes any length, but a bound keeps a request from making it work on megabytes. */
export const PASSWORD_MAX = 200;
export const PERSON_NAME_MAX = FORM_MAX.name;

/** Lower-cased: one account per address whatever its letter case. */
export const accountEmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(FORM_MAX.email, 'Email address is too long')
  .pipe(z.email('Enter a valid email address'));

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PERSON_NAME_MAX, `${label} must be at most ${PERSON_NAME_MAX} characters`);

/** A password being chosen (sign-up, change, reset). Not trimmed: spaces are part of it. */
export function newPasswordSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`);
}

export const signUpBodySchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: accountEmailSchema,
  password: newPasswordSchema('Password'),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const logInBodySchema = z.object({
  email: accountEmailSchema,
  // No minimum beyond "present": a log-in only checks, and says nothing about the rules.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LogInBody = z.input<typeof logInBodySchema>;

/** Routes of the contract's `auth` area (contract.ts), by name. */
export const authRoutes = {
  user: defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    // Nobody logged in is an answer, not an error (a missing user means not
    // authenticated): a 401 here logged an error in every visitor's console.
    response: authUserSchema.nullable(),
    summary: 'The logged-in user, or null when there is none',
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/api/auth/signup',
    body: signUpBodySchema,
    response: authUserSchema,
    summary: 'Creates an account and logs it in (201; 409 when the email is taken)',
  }),
  logIn: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    body: logInBodySchema,
    response: authUserSchema,
    summary: 'Logs in with email and password (401 "Invalid email or password")',
  }),
  logOut: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    // 204, no body: the request helper resolves an empty answer to null.
    response: z.null(),
    summary: 'Ends the current session and clears its cookie',
  }),
} satisfies RouteGroup;
