import { z } from 'zod';
import { defineRoute } from './route';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  response: healthSchema,
  summary: 'Liveness, and which database backs the server',
});
