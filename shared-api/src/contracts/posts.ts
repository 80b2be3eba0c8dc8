import { z } from 'zod';
import { MEDIA_MAX_BYTES, POST_MAX_CHARS } from '../constants';
import { idSchema, isoDateTimeSchema } from './fields';
import { defineRoute } from './route';

/**
 * Length of a post as the 280 limit counts it: Unicode code points, so an emoji is one
 * character (not the two UTF-16 units `.length` sees). The composer's counter and the
 * server's check both use this.
 */
export function postTextLength(text: string): number {
  return [...text].length;
}

export const mediaTypeSchema = z.enum(['image', 'video']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** Spec section 5: image when the file type starts with 'image', else video. */
export function mediaTypeOfMime(mimeType: string): MediaType {
  return mimeType.startsWith('image') ? 'image' : 'video';
}

const DATA_URL_PATTERN = /^data:(image|video)\/[a-z0-9.+-]+;base64,[a-z0-9+/]*={0,2}$/i;

/** Bytes a base64 data URL decodes to, without decoding it. */
export function dataUrlByteLength(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

// Base64 grows data by 4/3; the margin covers the `data:<type>;base64,` header.
const MEDIA_DATA_URL_MAX_CHARS = Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 256;

export const postMediaDataUrlSchema = z
  .string()
  .max(MEDIA_DATA_URL_MAX_CHARS, 'File is too large (max 10 MB)')
  .regex(DATA_URL_PATTERN, 'Media must be a base64 image or video data URL')
  .refine((url) => dataUrlByteLength(url) <= MEDIA_MAX_BYTES, 'File is too large (max 10 MB)');

export const postSchema = z.object({
  id: idSchema,
  content: z.string(),
  /** A stored file's URL (the server never echoes data URLs back). */
  mediaUrl: z.string().nullable(),
  mediaType: mediaTypeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  user: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type Post = z.infer<typeof postSchema>;

export const createPostBodySchema = z
  .object({
    text: z
      .string()
      .refine(
        (text) => postTextLength(text) <= POST_MAX_CHARS,
        `Post must be at most ${POST_MAX_CHARS} characters`,
      ),
    mediaUrl: postMediaDataUrlSchema.nullable(),
    mediaType: mediaTypeSchema.nullable(),
  })
  .superRefine((post, ctx) => {
    if (post.text.trim() === '' && post.mediaUrl === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Please add some text or upload a file.',
        path: ['text'],
      });
    }
    // 'data:image/png;base64,...' -> 'image/png;...' -> 'image'
    const expected = post.mediaUrl === null ? null : mediaTypeOfMime(post.mediaUrl.slice(5));
    if (post.mediaType !== expected) {
      ctx.addIssue({
        code: 'custom',
        message: 'mediaType must match the attached file (null without one)',
        path: ['mediaType'],
      });
    }
  });
export type CreatePostBody = z.input<typeof createPostBodySchema>;

export const postsRoute = defineRoute({
  method: 'GET',
  path: '/api/posts',
  response: z.array(postSchema),
  summary: 'The shared short-post feed, newest first',
});

export const createPostRoute = defineRoute({
  method: 'POST',
  path: '/api/shorts/post',
  body: createPostBodySchema,
  response: postSchema,
  summary: 'Share a short post, with an optional image or video (logged in)',
});
