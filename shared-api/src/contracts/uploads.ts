import { z } from 'zod';
import { defineRoute } from './route';

export const uploadTargetSchema = z.object({
  /** Where the browser PUTs the file; then passed on as `photoURL`. */
  uploadURL: z.string(),
});
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

export const createUploadRoute = defineRoute({
  method: 'POST',
  path: '/api/objects/upload',
  response: uploadTargetSchema,
  summary: 'A one-time URL to upload a file to (logged in)',
});
