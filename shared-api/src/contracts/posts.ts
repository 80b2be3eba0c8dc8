import { z } from 'zod';
import { POST_MAX_CHARS } from '../constants';
import { countSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import {
  ALT_TEXT_MAX_CHARS,
  ALT_TEXT_REQUIRED_MESSAGE,
  ALT_TEXT_TOO_LONG_MESSAGE,
  ALT_TEXT_WITHOUT_IMAGE_MESSAGE,
  COMMENT_MAX_CHARS,
  EMPTY_POST_MESSAGE,
  MEDIA_TYPES,
  dataUrlMimeType,
  mediaTypeOfMime,
  postTextLength,
} from './post-text';
import { defineRoute, type RouteGroup } from './route';

export * from './post-text';

export const mediaTypeSchema = z.enum(MEDIA_TYPES);

/**
 * Author of a post or comment as the feed shows it. The server derives the name (first and
 * last name, else the part of the email before the at sign); the email
 * itself never leaves the server (docs/donation-rules.md, Privacy).
 */
export const postAuthorSchema = z.object({
  displayName: z.string(),
  /**
   * The author's account owns an activated candidate profile: the feed shows a verified mark
   * beside the name. Derived by the server on every read (docs/roles.md), never sent by a client.
   */
  verified: z.boolean(),
});

export const postSchema = z.object({
  id: idSchema,
  /** The author's user id, so the feed can offer Delete on one's own posts. */
  userId: idSchema,
  content: z.string(),
  /** A stored file's URL (`/files/<key>`); the server never echoes data URLs back. */
  mediaUrl: z.string().nullable(),
  mediaType: mediaTypeSchema.nullable(),
  /**
   * The image's description, its alt attribute. '' when there is no image, and for images
   * posted before alt text was asked for (the feed then names the image by its author).
   */
  altText: z.string(),
  createdAt: isoDateTimeSchema,
  user: postAuthorSchema,
  /**
   * Support hid the post. Only its author and support are ever sent a hidden post (the feed,
   * its page and its replies answer as if it did not exist to everyone else).
   */
  hidden: z.boolean(),
  likeCount: countSchema,
  /** Always false for visitors. */
  likedByMe: z.boolean(),
  commentCount: countSchema,
});
export type Post = z.infer<typeof postSchema>;

/**
 * The media checks that need the bytes (real type, size, storage) are the server's; here only
 * what a form can tell: not blank without a file, at most 280 characters, and a mediaType
 * that agrees with the attached data URL.
 */
export const createPostBodySchema = z
  .object({
    text: z
      .string()
      .refine(
        (text) => postTextLength(text) <= POST_MAX_CHARS,
        `Post must be at most ${POST_MAX_CHARS} characters`,
      ),
    /** A `data:<mime>;base64,<payload>` URL, or null without a file. */
    mediaUrl: z.string().nullable(),
    /** Derived from the file on the server; when sent it must agree with the file's type. */
    mediaType: mediaTypeSchema.nullish(),
    /**
     * The attached image's description for people who cannot see it: required with an image
     * (ALT_TEXT_REQUIRED_MESSAGE), refused without one. Optional in the body's shape, so a
     * post without an image is sent as before.
     */
    altText: z
      .string()
      .trim()
      .refine((text) => postTextLength(text) <= ALT_TEXT_MAX_CHARS, ALT_TEXT_TOO_LONG_MESSAGE)
      .nullish(),
  })
  .superRefine((post, ctx) => {
    if (post.text.trim() === '' && post.mediaUrl === null) {
      ctx.addIssue({
        code: 'custom',
        message: EMPTY_POST_MESSAGE,
        path: ['text'],
      });
    }
    if (post.mediaUrl === null && post.mediaType) {
      ctx.addIssue({
        code: 'custom',
        message: 'mediaType must be null without a file',
        path: ['mediaType'],
      });
    }
    // An unreadable data URL is reported by the server as such, not as a type mismatch.
    const mime = post.mediaUrl === null ? null : dataUrlMimeType(post.mediaUrl);
    if (mime !== null && post.mediaType && post.mediaType !== mediaTypeOfMime(mime)) {
      ctx.addIssue({
        code: 'custom',
        message: 'mediaType must match the attached file',
        path: ['mediaType'],
      });
    }
    // An image is one the data URL declares as such; an unreadable one is refused anyway.
    const isImage = mime !== null && mediaTypeOfMime(mime) === 'image';
    const altText = post.altText ?? '';
    if (isImage && altText === '') {
      ctx.addIssue({ code: 'custom', message: ALT_TEXT_REQUIRED_MESSAGE, path: ['altText'] });
    }
    if (!isImage && mime !== null && altText !== '') {
      ctx.addIssue({ code: 'custom', message: ALT_TEXT_WITHOUT_IMAGE_MESSAGE, path: ['altText'] });
    }
    if (post.mediaUrl === null && altText !== '') {
      ctx.addIssue({ code: 'custom', message: ALT_TEXT_WITHOUT_IMAGE_MESSAGE, path: ['altText'] });
    }
  });
export type CreatePostBody = z.input<typeof createPostBodySchema>;

export const POSTS_PAGE_DEFAULT = 20;
export const POSTS_PAGE_MAX = 50;

export const postsQuerySchema = z.object({
  /** `nextCursor` of the previous page; absent for the newest page. */
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(POSTS_PAGE_MAX, `At most ${POSTS_PAGE_MAX} posts per page`)
    .default(POSTS_PAGE_DEFAULT),
});

export const postsPageSchema = z.object({
  posts: z.array(postSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PostsPage = z.infer<typeof postsPageSchema>;

const postParamsSchema = z.object({ postId: idParamSchema });

export const postLikeStateSchema = z.object({
  likeCount: countSchema,
  likedByMe: z.boolean(),
});
export type PostLikeState = z.infer<typeof postLikeStateSchema>;

export const postCommentSchema = z.object({
  id: idSchema,
  postId: idSchema,
  userId: idSchema,
  content: z.string(),
  createdAt: isoDateTimeSchema,
  user: postAuthorSchema,
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const createCommentBodySchema = z.object({
  text: z
    .string()
    .refine((text) => text.trim() !== '', 'Please write a comment.')
    .refine(
      (text) => postTextLength(text) <= COMMENT_MAX_CHARS,
      `Comment must be at most ${COMMENT_MAX_CHARS} characters`,
    ),
});
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

/** Comments shown under a post: the latest ones, oldest first. */
export const COMMENTS_LIMIT = 200;

/** Routes of the contract's `posts` area (contract.ts), by name. */
export const postsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/posts',
    query: postsQuerySchema,
    response: postsPageSchema,
    summary: 'The shared short-post feed, newest first, one page at a time',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/posts/:postId',
    params: postParamsSchema,
    response: postSchema,
    summary: 'One post (the PAID SHARE link /Shorts/:postId)',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/shorts/post',
    body: createPostBodySchema,
    response: postSchema,
    summary: 'Share a short post, with an optional image or video (logged in)',
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/posts/:postId',
    params: postParamsSchema,
    response: z.object({ id: idSchema }),
    summary: 'Delete one of your own posts',
  }),
  like: defineRoute({
    method: 'PUT',
    path: '/api/posts/:postId/like',
    params: postParamsSchema,
    response: postLikeStateSchema,
    summary: 'Like a post (logged in; liking twice changes nothing)',
  }),
  unlike: defineRoute({
    method: 'DELETE',
    path: '/api/posts/:postId/like',
    params: postParamsSchema,
    response: postLikeStateSchema,
    summary: 'Take back your like of a post (logged in)',
  }),
  comments: defineRoute({
    method: 'GET',
    path: '/api/posts/:postId/comments',
    params: postParamsSchema,
    response: z.array(postCommentSchema),
    summary: `The latest ${COMMENTS_LIMIT} comments of a post, oldest first`,
  }),
  addComment: defineRoute({
    method: 'POST',
    path: '/api/posts/:postId/comments',
    params: postParamsSchema,
    body: createCommentBodySchema,
    response: postCommentSchema,
    summary: 'Comment on a post (logged in)',
  }),
} satisfies RouteGroup;
