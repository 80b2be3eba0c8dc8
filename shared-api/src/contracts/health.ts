import { z } from 'zod';
import { defineRoute } from './route';
import { routes } from './routes';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

export const healthRoute = defineRoute({
  ...routes.health.status,
  response: healthSchema,
  summary: 'Liveness, and which database backs the server',
});
