// Test-only: GET /api/auth/user as the server answers it, for a logged-in user or a visitor.
import type { AuthUser } from 'shared-api';
import { json, type MockHandler } from './mock-api';

/** The user most tests log in as. */
export const loggedInUser: AuthUser = {
  id: 1,
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
};

/** The answer to GET /api/auth/user: the user, or a visitor's null (200) when `user` is null. */
export function authUserAnswer(user: AuthUser | null = loggedInUser): MockHandler {
  return () => json(200, user);
}
