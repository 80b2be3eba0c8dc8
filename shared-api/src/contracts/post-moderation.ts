import { z } from 'zod';
import { countSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import {
  REPORT_DETAILS_MAX_CHARS,
  REPORT_DETAILS_REQUIRED_MESSAGE,
  REPORT_DETAILS_TOO_LONG_MESSAGE,
  REPORT_REASON_REQUIRED_MESSAGE,
  REPORT_REASONS,
} from './post-report-reasons';
import { postTextLength } from './post-text';
import { postCommentSchema, postSchema } from './posts';
import { defineRoute, type RouteGroup } from './route';

export * from './post-report-reasons';

// Shorts moderation (docs/roles.md): a member reports a post with a reason; support reads the
// reported posts and hides or restores them. The report dialog and the server check a report
// with the same schema.

export const reportReasonSchema = z.enum(REPORT_REASONS, { error: REPORT_REASON_REQUIRED_MESSAGE });

export const reportPostBodySchema = z
  .object({
    reason: reportReasonSchema,
    /** Optional, except for 'other' (the reason then is the details). */
    details: z
      .string()
      .trim()
      .refine(
        (text) => postTextLength(text) <= REPORT_DETAILS_MAX_CHARS,
        REPORT_DETAILS_TOO_LONG_MESSAGE,
      )
      .default(''),
  })
  .superRefine((report, ctx) => {
    if (report.reason === 'other' && report.details === '') {
      ctx.addIssue({ code: 'custom', message: REPORT_DETAILS_REQUIRED_MESSAGE, path: ['details'] });
    }
  });
export type ReportPostBody = z.input<typeof reportPostBodySchema>;

/** A report as the reporter is answered, and as support reads it: never who made it. */
export const postReportSchema = z.object({
  reason: reportReasonSchema,
  details: z.string(),
  createdAt: isoDateTimeSchema,
});
export type PostReport = z.infer<typeof postReportSchema>;

export const reportedPostSchema = z.object({
  /** As its author sees it (hidden or not); likedByMe is support's own. */
  post: postSchema,
  /** When support hid it; null while it is shown. */
  hiddenAt: isoDateTimeSchema.nullable(),
  reportCount: countSchema,
  /** Every report of the post, the latest first. */
  reports: z.array(postReportSchema),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

/** Posts in support's queue at once (the most recently reported). */
export const REPORTED_POSTS_MAX = 100;

export const postVisibilitySchema = z.object({
  id: idSchema,
  hidden: z.boolean(),
  /** False when the post already was in the requested state. */
  changed: z.boolean(),
});
export type PostVisibility = z.infer<typeof postVisibilitySchema>;

const postParamsSchema = z.object({ postId: idParamSchema });

// Comments, moderated like posts (docs/roles.md): a member reports a comment with the same
// reasons and form; support reads the reported comments and hides or restores them. A hidden
// comment leaves the replies for everyone.

export const reportCommentBodySchema = reportPostBodySchema;
export type ReportCommentBody = ReportPostBody;

export const reportedCommentSchema = z.object({
  /** The comment as it was written (hidden or not). */
  comment: postCommentSchema,
  /** When support hid it; null while it is shown. */
  hiddenAt: isoDateTimeSchema.nullable(),
  reportCount: countSchema,
  /** Every report of the comment, the latest first. */
  reports: z.array(postReportSchema),
});
export type ReportedComment = z.infer<typeof reportedCommentSchema>;

/** Comments in support's queue at once (the most recently reported). */
export const REPORTED_COMMENTS_MAX = 100;

const commentParamsSchema = z.object({ commentId: idParamSchema });

/** Routes of the contract's `postModeration` area (contract.ts), by name. */
export const postModerationRoutes = {
  report: defineRoute({
    method: 'POST',
    path: '/api/posts/:postId/report',
    params: postParamsSchema,
    body: reportPostBodySchema,
    response: postReportSchema,
    summary:
      'Report a post to support with a reason (logged in, not your own post; one report per member and post: a second is a 409)',
  }),
  queue: defineRoute({
    method: 'GET',
    path: '/api/admin/post-reports',
    response: z.array(reportedPostSchema),
    summary: `Support: the ${REPORTED_POSTS_MAX} most recently reported posts with their reports (admins only)`,
  }),
  reportComment: defineRoute({
    method: 'POST',
    path: '/api/comments/:commentId/report',
    params: commentParamsSchema,
    body: reportCommentBodySchema,
    response: postReportSchema,
    summary:
      'Report a comment to support with a reason (logged in, not your own comment; one report per member and comment: a second is a 409)',
  }),
  commentQueue: defineRoute({
    method: 'GET',
    path: '/api/admin/comment-reports',
    response: z.array(reportedCommentSchema),
    summary: `Support: the ${REPORTED_COMMENTS_MAX} most recently reported comments with their reports (admins only)`,
  }),
  hideComment: defineRoute({
    method: 'POST',
    path: '/api/admin/comments/:commentId/hide',
    params: commentParamsSchema,
    response: postVisibilitySchema,
    summary: 'Support: hides a comment from the replies of its post (admins only)',
  }),
  restoreComment: defineRoute({
    method: 'POST',
    path: '/api/admin/comments/:commentId/restore',
    params: commentParamsSchema,
    response: postVisibilitySchema,
    summary: 'Support: shows a hidden comment again (admins only)',
  }),
  hide: defineRoute({
    method: 'POST',
    path: '/api/admin/posts/:postId/hide',
    params: postParamsSchema,
    response: postVisibilitySchema,
    summary: 'Support: hides a post from everyone but its author and support (admins only)',
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/admin/posts/:postId/restore',
    params: postParamsSchema,
    response: postVisibilitySchema,
    summary: 'Support: shows a hidden post again (admins only)',
  }),
} satisfies RouteGroup;
