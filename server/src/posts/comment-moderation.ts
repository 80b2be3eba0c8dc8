import {
  ALREADY_REPORTED_COMMENT_MESSAGE,
  REPORTED_COMMENTS_MAX,
  type PostReport,
  type PostVisibility,
  type ReportedComment,
  type ReportReason,
} from 'shared-api/contracts';
import type { Db } from '../db/db';
import { conflict } from '../domain-error';
import { toReport, type RawReport } from './report-rows';
import { trackTransaction } from '../db/transaction-activity';
import { COMMENT_COLUMNS, toComment, type RawCommentRow } from './post-queries';

// Shorts comments, moderated as posts are (docs/roles.md, post-moderation.ts): members'
// reports, support's queue, hiding and restoring. Hiding is a column of the comment
// (hidden_at): the replies list and the posts' comment counts leave hidden comments out
// (post-queries.ts). Each change counts as a transaction of this process, so the cached feed
// pages (their comment counts) are read again after it.

/** Who may report a comment: its author and its post's access (a hidden post is a 404). */
export async function commentAccess(
  db: Db,
  commentId: number,
): Promise<{ userId: number; postId: number; postUserId: number; postHidden: boolean } | null> {
  const { rows } = await db.query<{
    userId: number;
    postId: number;
    postUserId: number;
    postHidden: boolean;
  }>(
    `select c.user_id as "userId", c.post_id as "postId", p.user_id as "postUserId",
            p.hidden_at is not null as "postHidden"
       from post_comments c join posts p on p.id = c.post_id
      where c.id = $1 and c.hidden_at is null`,
    [commentId],
  );
  const row = rows[0];
  return row ? { ...row, userId: Number(row.userId), postUserId: Number(row.postUserId) } : null;
}

/**
 * Records a member's report of a comment; null when the comment does not exist (any more). A
 * second report by the same member is a 409 (the primary key decides, even when two race).
 */
export async function reportComment(
  db: Db,
  report: { commentId: number; userId: number; reason: ReportReason; details: string },
): Promise<PostReport | null> {
  const { rows } = await db.query<RawReport>(
    `insert into comment_reports (comment_id, user_id, reason, details)
     select c.id, $2, $3, $4 from post_comments c where c.id = $1
     on conflict do nothing
     returning reason, details, created_at as "createdAt"`,
    [report.commentId, report.userId, report.reason, report.details],
  );
  if (rows[0]) return toReport(rows[0]);
  const { rows: existing } = await db.query(
    'select 1 from comment_reports where comment_id = $1 and user_id = $2',
    [report.commentId, report.userId],
  );
  if (existing.length > 0) throw conflict(ALREADY_REPORTED_COMMENT_MESSAGE);
  return null;
}

interface RawReportedComment extends RawCommentRow {
  hiddenAt: Date | string | null;
  reportCount: number;
  reports: RawReport[] | null;
}

/**
 * Support's queue: the comments reported or hidden, the most recently reported (or hidden)
 * first, each with every report (reason, details, time; never who).
 */
export async function listReportedComments(db: Db): Promise<ReportedComment[]> {
  const { rows } = await db.query<RawReportedComment>(
    `with queued as (
       select comment_id, max(created_at) as last_at from comment_reports group by comment_id
       union all
       select h.id, h.hidden_at from post_comments h
        where h.hidden_at is not null
          and not exists (select 1 from comment_reports r where r.comment_id = h.id)
     )
     select ${COMMENT_COLUMNS},
            c.hidden_at as "hiddenAt",
            (select count(*) from comment_reports r where r.comment_id = c.id) as "reportCount",
            (select json_agg(json_build_object('reason', r.reason, 'details', r.details,
                                               'createdAt', r.created_at)
                             order by r.created_at desc, r.user_id)
               from comment_reports r where r.comment_id = c.id) as reports
       from queued q
       join post_comments c on c.id = q.comment_id
       join users u on u.id = c.user_id
      order by q.last_at desc, c.id desc
      limit $1`,
    [REPORTED_COMMENTS_MAX],
  );
  return rows.map(({ hiddenAt, reportCount, reports, ...comment }) => ({
    comment: toComment(comment),
    hiddenAt: hiddenAt === null ? null : new Date(hiddenAt).toISOString(),
    reportCount: Number(reportCount),
    reports: (reports ?? []).map(toReport),
  }));
}

/**
 * Hides (hidden true) or restores a comment; null when there is no such comment. `changed` is
 * false when it already was in that state. `adminId`: the admin who did it (null: the command).
 */
export async function setCommentHidden(
  db: Db,
  commentId: number,
  hidden: boolean,
  adminId: number | null,
): Promise<PostVisibility | null> {
  const { rows } = await trackTransaction(() =>
    hidden
      ? db.query(
          `update post_comments set hidden_at = now(), hidden_by = $2
            where id = $1 and hidden_at is null returning id`,
          [commentId, adminId],
        )
      : db.query(
          `update post_comments set hidden_at = null, hidden_by = null
            where id = $1 and hidden_at is not null returning id`,
          [commentId],
        ),
  );
  if (rows.length > 0) return { id: commentId, hidden, changed: true };
  const { rows: existing } = await db.query('select 1 from post_comments where id = $1', [
    commentId,
  ]);
  return existing.length > 0 ? { id: commentId, hidden, changed: false } : null;
}
