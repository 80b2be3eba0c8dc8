import {
  ALREADY_REPORTED_MESSAGE,
  REPORTED_POSTS_MAX,
  type PostReport,
  type PostVisibility,
  type ReportedPost,
  type ReportReason,
} from 'shared-api/contracts';
import type { Db } from '../db/db';
import { conflict } from '../domain-error';
import { toReport, type RawReport } from './report-rows';
import { likedBy, postColumns, toPost, withoutPosition, type RawPostRow } from './post-queries';

// Shorts moderation (docs/roles.md): members' reports, support's queue, hiding and restoring.
// Hiding is a column of the post (hidden_at), so every read of the feed, a post and its
// replies filters it (post-queries.ts); it runs in db.transaction, so this process's cached
// feed pages are read again at once (db/fresh-cache.ts) and other servers' within a second.

/**
 * Records a member's report of a post; null when the post does not exist (any more). A second
 * report of the same post by the same member is a 409 (the primary key decides, even when two
 * race). The caller has checked that the member may see the post and is not its author.
 */
export async function reportPost(
  db: Db,
  report: { postId: number; userId: number; reason: ReportReason; details: string },
): Promise<PostReport | null> {
  const { rows } = await db.query<RawReport>(
    `insert into post_reports (post_id, user_id, reason, details)
     select p.id, $2, $3, $4 from posts p where p.id = $1
     on conflict do nothing
     returning reason, details, created_at as "createdAt"`,
    [report.postId, report.userId, report.reason, report.details],
  );
  if (rows[0]) return toReport(rows[0]);
  const { rows: existing } = await db.query(
    'select 1 from post_reports where post_id = $1 and user_id = $2',
    [report.postId, report.userId],
  );
  if (existing.length > 0) throw conflict(ALREADY_REPORTED_MESSAGE);
  return null;
}

interface RawReportedPost extends RawPostRow {
  hiddenAt: Date | string | null;
  reportCount: number;
  reports: RawReport[] | null;
}

/**
 * Support's queue: the posts reported or hidden, the most recently reported (or hidden)
 * first, each as its author sees it, with every report (reason, details, time; never who).
 */
export async function listReportedPosts(db: Db, adminId: number | null): Promise<ReportedPost[]> {
  const { rows } = await db.query<RawReportedPost>(
    `with queued as (
       select post_id, max(created_at) as last_at from post_reports group by post_id
       union all
       select h.id, h.hidden_at from posts h
        where h.hidden_at is not null
          and not exists (select 1 from post_reports r where r.post_id = h.id)
     )
     select ${postColumns(likedBy('$1'))},
            p.hidden_at as "hiddenAt",
            (select count(*) from post_reports r where r.post_id = p.id) as "reportCount",
            (select json_agg(json_build_object('reason', r.reason, 'details', r.details,
                                               'createdAt', r.created_at)
                             order by r.created_at desc, r.user_id)
               from post_reports r where r.post_id = p.id) as reports
       from queued q
       join posts p on p.id = q.post_id
       join users u on u.id = p.user_id
      order by q.last_at desc, p.id desc
      limit $2`,
    [adminId, REPORTED_POSTS_MAX],
  );
  return rows.map(({ hiddenAt, reportCount, reports, ...post }) => ({
    post: withoutPosition(toPost(post)),
    hiddenAt: hiddenAt === null ? null : new Date(hiddenAt).toISOString(),
    reportCount,
    reports: (reports ?? []).map(toReport),
  }));
}

/**
 * Hides (hidden true) or restores a post; null when there is no such post. `changed` is false
 * when it already was in that state. `adminId` is the admin who did it (null: the admin command).
 */
export async function setPostHidden(
  db: Db,
  postId: number,
  hidden: boolean,
  adminId: number | null,
): Promise<PostVisibility | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ wasHidden: boolean }>(
      'select hidden_at is not null as "wasHidden" from posts where id = $1 for update',
      [postId],
    );
    if (!rows[0]) return null;
    if (rows[0].wasHidden === hidden) return { id: postId, hidden, changed: false };
    await tx.query(
      hidden
        ? 'update posts set hidden_at = now(), hidden_by = $2 where id = $1'
        : 'update posts set hidden_at = null, hidden_by = null where id = $1',
      hidden ? [postId, adminId] : [postId],
    );
    return { id: postId, hidden, changed: true };
  });
}
