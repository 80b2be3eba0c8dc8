import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import type { Db } from '../db/db';
import { registerRoute } from '../http/validate';

// Login, logout and sign-up pages come with the accounts work; the foundation only answers
// who is logged in.
export function registerAuthRoutes(app: FastifyInstance, db: Db): void {
  registerRoute(app, contract.auth.user, ({ request }) => requireUser(request, db));
}
