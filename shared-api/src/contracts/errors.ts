import { z } from 'zod';

/**
 * Every error answer of the server (docs/errors.md). `errors` maps a field name to its
 * message on a 400, so a form can show them beside the fields.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A taken campaign slug's 409: a free one to offer instead. */
  suggestedSlug: z.string().optional(),
  /** A chat sender timed out of a channel (403): when the time-out ends. */
  until: z.string().optional(),
  /** A chat sender in slow mode (429): seconds before the next message may go. */
  retryAfterSeconds: z.number().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
