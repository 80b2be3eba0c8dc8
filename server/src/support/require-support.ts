import type { FastifyRequest } from 'fastify';
import { ADMIN_SECRET_HEADER } from 'shared-api/contracts';
import { requireAdmin } from '../auth/guards';
import type { Db } from '../db/db';
import { forbidden } from '../domain-error';
import { isAdminSecret } from './admin-secret';

/** Who did a support action: an admin's account, or the admin command holding the secret. */
export type SupportActor = { kind: 'admin'; userId: number } | { kind: 'admin-command' };

/**
 * Admin API access: the admin secret header (the admin command), else a logged-in admin.
 * A visitor gets 401, a logged-in non-admin or a wrong secret 403.
 */
export async function requireSupport(
  request: FastifyRequest,
  db: Db,
  adminSecret: string | undefined,
): Promise<SupportActor> {
  const given = request.headers[ADMIN_SECRET_HEADER];
  if (given !== undefined) {
    if (typeof given !== 'string' || !adminSecret || !isAdminSecret(given, adminSecret)) {
      throw forbidden('Invalid admin secret');
    }
    return { kind: 'admin-command' };
  }
  const user = await requireAdmin(request, db);
  return { kind: 'admin', userId: user.id };
}
