import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/auth/session';

// Sign-up / log-in calls for the auth tests, and reading the session cookie they set.

export const GOOD_PASSWORD = 'correct horse battery';

export function signUp(
  app: FastifyInstance,
  body: Record<string, unknown>,
  cookies: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, cookies });
}

export function logIn(
  app: FastifyInstance,
  body: Record<string, unknown>,
  cookies: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body, cookies });
}

export function getUser(app: FastifyInstance, token?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/user',
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  });
}

/**
 * Who GET /api/auth/user says is logged in: null for nobody (the answer is 200 with null,
 * so a visitor's page logs no error), the user's id otherwise.
 */
export async function loggedInUserId(app: FastifyInstance, token?: string): Promise<number | null> {
  const response = await getUser(app, token);
  if (response.statusCode !== 200) throw new Error(`GET /api/auth/user: ${response.statusCode}`);
  const user = response.json() as { id: number } | null;
  return user === null ? null : user.id;
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** The session token a response set (fails when it set none). */
export function sessionTokenOf(response: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(response);
  if (!cookie?.value) throw new Error(`no ${SESSION_COOKIE} cookie in the answer`);
  return cookie.value;
}

/** Limits high enough that the functional tests never meet them. */
export const GENEROUS_LIMITS = {
  logIn: { max: 10_000, windowMs: 60_000 },
  signUp: { max: 10_000, windowMs: 60_000 },
};
