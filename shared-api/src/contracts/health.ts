import { z } from 'zod';
import { defineRoute, type RouteGroup } from './route';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

/** Routes of the contract's `health` area (contract.ts), by name. */
export const healthRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/health',
    response: healthSchema,
    summary: 'Liveness, and which database backs the server',
  }),
} satisfies RouteGroup;
