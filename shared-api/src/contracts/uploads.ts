import { z } from 'zod';
import { defineRoute, type RouteGroup } from './route';

// Photo upload (the owner's Upload Photo dialog): POST /api/objects/upload answers a
// one-time same-origin URL; the browser PUTs the raw image bytes there (Content-Type
// image/png, image/jpeg, image/webp or image/gif, at most PHOTO_MAX_BYTES) and gets the
// stored file's path back, which it then sends as `photoURL`.

/** Content types the upload URL accepts; the server also checks the bytes really are one. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

export const UPLOAD_TYPE_MESSAGE = 'Only PNG, JPEG, WebP or GIF images can be uploaded';

export const uploadTargetSchema = z.object({
  /** Where the browser PUTs the file; then passed on as `photoURL`. */
  uploadURL: z.string(),
});
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

export const uploadedFileSchema = z.object({
  /** Same-origin path of the stored file, `/files/<key>`. */
  objectPath: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Routes of the contract's `uploads` area (contract.ts), by name. */
export const uploadsRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/objects/upload',
    response: uploadTargetSchema,
    summary: 'A one-time URL to upload a file to (logged in)',
  }),
  put: defineRoute({
    method: 'PUT',
    path: '/api/objects/upload/:token',
    // 32 random bytes in base64url; anything else cannot be a link the server gave out.
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown upload link') }),
    // No JSON body: the raw image bytes (see UPLOAD_IMAGE_TYPES).
    response: uploadedFileSchema,
    summary: 'Upload the image bytes to a one-time URL from POST /api/objects/upload',
  }),
} satisfies RouteGroup;
