import type { Post, PostComment } from 'shared-api/contracts';
import { verifiedCandidateSql } from '../candidates/eligibility';
import type { Db, DbTx } from '../db/db';
import { trackTransaction } from '../db/transaction-activity';
import type { FeedPosition } from './feed-cursor';

// SQL of the Shorts feed. Like and comment counts are index range counts (post_likes' primary
// key, post_comments_post_idx) over at most one page of posts, so no running counter has to
// be kept in step. Likes and comments are one statement each, outside db.transaction, and
// counted as transactions of this process (db/transaction-activity.ts) so the cached feed
// pages (feed-pages.ts) are read again after them.

export interface PostRow extends Post {
  /** The feed position of this post, for the next page's cursor. */
  position: string;
}

/**
 * How a post's or comment's author `u` is shown (docs/donation-rules.md, Privacy): first
 * and last name, else the part of the email before the at sign, else 'Anonymous'. Made here
 * so no member's email address leaves the server.
 */
const AUTHOR_DISPLAY_NAME = `coalesce(
    nullif(concat_ws(' ', nullif(btrim(u.first_name), ''), nullif(btrim(u.last_name), '')), ''),
    nullif(btrim(split_part(u.email, '@', 1)), ''),
    'Anonymous')`;

/**
 * The author `u` owns a verified candidate profile (docs/roles.md, verified marks; the rule is
 * candidates/eligibility.ts's): read on every query (candidates.user_id is unique), so
 * activation, deactivation and a return to pending show at once.
 */
const AUTHOR_VERIFIED = `exists (select 1 from candidates k
    where k.user_id = u.id and ${verifiedCandidateSql('k')})`;

/** The author as the contract has it: the derived name and the verified mark. */
const AUTHOR_JSON = `json_build_object('displayName', ${AUTHOR_DISPLAY_NAME},
    'verified', ${AUTHOR_VERIFIED})`;

/** Who reads the feed, for what they may see of hidden posts. */
export interface PostViewer {
  id: number;
  isAdmin: boolean;
}

/**
 * SQL true for the posts of `p` the viewer may see (docs/roles.md): a hidden post only by its
 * author and by support. `viewerParam` is the viewer's id parameter, when the viewer is a
 * member who is not support.
 */
function visibleTo(viewer: PostViewer | null, viewerParam: string): string {
  if (viewer === null) return 'p.hidden_at is null';
  if (viewer.isAdmin) return 'true';
  return `(p.hidden_at is null or p.user_id = ${viewerParam})`;
}

/** Whether the viewer may see a post with this author and hidden state. */
export function canSeePost(
  viewer: PostViewer | null,
  post: { userId: number; hidden: boolean },
): boolean {
  return !post.hidden || (viewer !== null && (viewer.isAdmin || viewer.id === post.userId));
}

/** Whether the user whose id is the parameter `viewerParam` (null: a visitor) likes p. */
export function likedBy(viewerParam: string): string {
  return `exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${viewerParam})`;
}

/** Columns of a post as the contract has it; `likedByMe` is the SQL of that column. */
export function postColumns(likedByMe: string): string {
  return `p.id, p.user_id as "userId", p.content, p.media_url as "mediaUrl",
    p.media_type as "mediaType", p.alt_text as "altText", p.created_at as "createdAt",
    ${AUTHOR_JSON} as "user", p.hidden_at is not null as hidden,
    (select count(*) from post_likes l where l.post_id = p.id) as "likeCount",
    ${likedByMe} as "likedByMe",
    (select count(*) from post_comments c where c.post_id = p.id and c.hidden_at is null)
      as "commentCount",
    to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position`;
}

export interface RawPostRow extends Omit<PostRow, 'createdAt'> {
  createdAt: Date | string;
}

export function toPost(row: RawPostRow): PostRow {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** A post as the contract has it, without its feed position. */
export function withoutPosition({ position: _position, ...post }: PostRow): Post {
  return post;
}

/**
 * Posts older than `before` (or the newest), newest first, with likedByMe false: for a visitor
 * (`viewer` null) the same page every viewer without hidden posts of their own sees, so it
 * can be cached (feed-pages.ts); for support and for authors of hidden posts, their own.
 */
export async function listPosts(
  db: Db,
  options: { before: FeedPosition | null; limit: number; viewer?: PostViewer | null },
): Promise<PostRow[]> {
  const { before, limit, viewer = null } = options;
  // Two statements rather than `$1 is null or ...`, so each is a plain range scan of
  // posts_feed_idx.
  const { rows } = before
    ? await db.query<RawPostRow>(
        `select ${postColumns('false')}
           from posts p
           join users u on u.id = p.user_id
          where (p.created_at, p.id) < ($1::timestamptz, $2::bigint) and ${visibleTo(viewer, '$4')}
          order by p.created_at desc, p.id desc
          limit $3`,
        [before.createdAt, before.id, limit, ...(viewer && !viewer.isAdmin ? [viewer.id] : [])],
      )
    : await db.query<RawPostRow>(
        `select ${postColumns('false')}
           from posts p
           join users u on u.id = p.user_id
          where ${visibleTo(viewer, '$2')}
          order by p.created_at desc, p.id desc
          limit $1`,
        [limit, ...(viewer && !viewer.isAdmin ? [viewer.id] : [])],
      );
  return rows.map(toPost);
}

/** Whether the user wrote a post support has hidden (then their feed is their own). */
export async function hasHiddenPosts(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists (select 1 from posts where user_id = $1 and hidden_at is not null) as found',
    [userId],
  );
  return rows[0].found;
}

/** Which of `postIds` the user likes (post_likes' primary key, one probe per post). */
export async function likedPostIds(
  db: Db,
  userId: number,
  postIds: readonly number[],
): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  // A placeholder per id: PGlite and pg agree on scalar parameters, not on arrays.
  const placeholders = postIds.map((_, index) => `$${index + 2}`).join(', ');
  const { rows } = await db.query<{ postId: number }>(
    `select post_id as "postId" from post_likes
      where user_id = $1 and post_id in (${placeholders})`,
    [userId, ...postIds],
  );
  return new Set(rows.map((row) => row.postId));
}

export async function findPost(
  db: Db | DbTx,
  postId: number,
  viewerId: number | null,
): Promise<PostRow | null> {
  const { rows } = await db.query<RawPostRow>(
    `select ${postColumns(likedBy('$1'))}
       from posts p
       join users u on u.id = p.user_id
      where p.id = $2`,
    [viewerId, postId],
  );
  return rows[0] ? toPost(rows[0]) : null;
}

export async function postAuthorId(db: Db | DbTx, postId: number): Promise<number | null> {
  return (await postAccess(db, postId))?.userId ?? null;
}

/** A post's author and whether support hid it, or null when there is no such post. */
export async function postAccess(
  db: Db | DbTx,
  postId: number,
): Promise<{ userId: number; hidden: boolean } | null> {
  const { rows } = await db.query<{ userId: number; hidden: boolean }>(
    'select user_id as "userId", hidden_at is not null as hidden from posts where id = $1',
    [postId],
  );
  return rows[0] ?? null;
}

/** A like of the user; a second one is a no-op (the primary key), even when two race. */
export async function insertLike(db: Db, postId: number, userId: number): Promise<void> {
  await trackTransaction(() =>
    db.query('insert into post_likes (post_id, user_id) values ($1, $2) on conflict do nothing', [
      postId,
      userId,
    ]),
  );
}

export async function deleteLike(db: Db, postId: number, userId: number): Promise<void> {
  await trackTransaction(() =>
    db.query('delete from post_likes where post_id = $1 and user_id = $2', [postId, userId]),
  );
}

export async function likeState(db: Db | DbTx, postId: number, userId: number) {
  const { rows } = await db.query<{ likeCount: number; likedByMe: boolean }>(
    `select (select count(*) from post_likes where post_id = $1) as "likeCount",
            exists (select 1 from post_likes where post_id = $1 and user_id = $2) as "likedByMe"`,
    [postId, userId],
  );
  return rows[0];
}

export const COMMENT_COLUMNS = `c.id, c.post_id as "postId", c.user_id as "userId", c.content,
  c.created_at as "createdAt", ${AUTHOR_JSON} as "user"`;

export interface RawCommentRow extends Omit<PostComment, 'createdAt'> {
  createdAt: Date | string;
}

export function toComment(row: RawCommentRow): PostComment {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/**
 * The latest `limit` comments of a post, oldest first; a comment support hid is left out for
 * everyone (support reads it in its queue, comment-moderation.ts).
 */
export async function listComments(db: Db, postId: number, limit: number): Promise<PostComment[]> {
  const { rows } = await db.query<RawCommentRow>(
    `select * from (
       select ${COMMENT_COLUMNS}
         from post_comments c
         join users u on u.id = c.user_id
        where c.post_id = $1 and c.hidden_at is null
        order by c.id desc
        limit $2
     ) latest
     order by id`,
    [postId, limit],
  );
  return rows.map(toComment);
}

export async function insertComment(
  db: Db,
  postId: number,
  userId: number,
  text: string,
): Promise<PostComment> {
  const { rows } = await trackTransaction(() =>
    db.query<RawCommentRow>(
      `with inserted as (
         insert into post_comments (post_id, user_id, content) values ($1, $2, $3) returning *
       )
       select ${COMMENT_COLUMNS} from inserted c join users u on u.id = c.user_id`,
      [postId, userId, text],
    ),
  );
  return toComment(rows[0]);
}
