// Why a member reports a post (the Report dialog's choices), without zod: the Shorts pages
// show the dialog's labels without loading the schema library (post-moderation.ts builds the
// report body's schema from these, for the dialog and the server).

export const REPORT_REASONS = ['spam', 'harassment', 'false-information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  'false-information': 'False information',
  other: 'Something else',
};

/** Optional details of a report (required for 'other'), at most this many characters. */
export const REPORT_DETAILS_MAX_CHARS = 500;

export const REPORT_REASON_REQUIRED_MESSAGE = 'Choose a reason for your report';
export const REPORT_DETAILS_REQUIRED_MESSAGE = 'Tell us what is wrong with this post';
export const REPORT_DETAILS_TOO_LONG_MESSAGE = `Details must be at most ${REPORT_DETAILS_MAX_CHARS} characters`;
export const ALREADY_REPORTED_MESSAGE = 'You have already reported this post.';
export const OWN_POST_REPORT_MESSAGE = 'You cannot report your own post.';
export const ALREADY_REPORTED_COMMENT_MESSAGE = 'You have already reported this comment.';
export const OWN_COMMENT_REPORT_MESSAGE = 'You cannot report your own comment.';
