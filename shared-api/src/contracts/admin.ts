import { z } from 'zod';
import { accountEmailSchema } from './auth';
import { idParamSchema, idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Support actions (docs/roles.md): only admins (users.is_admin) or the server's own
// admin command may call these; the client never changes `isActivated`.

export const ADMIN_SECRET_HEADER = 'x-paid-admin-secret';

export const candidateActivationSchema = z.object({
  id: idSchema,
  name: z.string(),
  isActivated: z.boolean(),
  /** False when the candidate already was in the requested state. */
  changed: z.boolean(),
});
export type CandidateActivation = z.infer<typeof candidateActivationSchema>;

export const adminUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  isAdmin: z.boolean(),
  changed: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const makeAdminBodySchema = z.object({ email: accountEmailSchema });

const candidateIdParams = z.object({ candidateId: idParamSchema });

/** Routes of the contract's `admin` area (contract.ts), by name. */
export const adminRoutes = {
  activateCandidate: defineRoute({
    method: 'POST',
    path: '/api/admin/candidates/:candidateId/activate',
    params: candidateIdParams,
    response: candidateActivationSchema,
    summary: 'Support: lets a candidate go live (admins or the admin secret only)',
  }),
  deactivateCandidate: defineRoute({
    method: 'POST',
    path: '/api/admin/candidates/:candidateId/deactivate',
    params: candidateIdParams,
    response: candidateActivationSchema,
    summary: 'Support: stops a candidate from going live (admins or the admin secret only)',
  }),
  makeAdmin: defineRoute({
    method: 'POST',
    path: '/api/admin/users/make-admin',
    body: makeAdminBodySchema,
    response: adminUserSchema,
    summary: 'Support: gives an account the admin role (admins or the admin secret only)',
  }),
} satisfies RouteGroup;
