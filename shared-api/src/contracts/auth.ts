import { z } from 'zod';
import { idSchema } from './fields';
import { defineRoute } from './route';

/** The logged-in user. Names may be missing (an email-only sign-up). */
export const authUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Browser navigations, not data calls (spec section 7). */
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';

export const authUserRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/user',
  response: authUserSchema,
  summary: 'The logged-in user (401 when there is none)',
});
