import type { FastifyInstance } from 'fastify';
import { COMMENTS_LIMIT, contract } from 'shared-api/contracts';
import { currentUser, requireUser } from '../auth/session';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { createPost, deletePost } from '../posts/create-post';
import { decodeFeedCursor, encodeFeedCursor } from '../posts/feed-cursor';
import {
  findPost,
  insertComment,
  likeState,
  listComments,
  listPosts,
  postAuthorId,
  type PostRow,
} from '../posts/post-queries';
import type { FileStorage } from '../storage/file-storage';

// The Shorts feed (spec /Shorts, decisions section 7). Reading is public; posting, liking and
// commenting need a login; deleting is the author's alone.

/**
 * A 10 MB file is ~14 MB as base64 in JSON. The limit sits above that, so an oversized
 * attachment reaches parsePostMedia and gets its clear 413 instead of a generic one.
 */
export const POST_BODY_LIMIT = 15 * 1024 * 1024;

const POST_NOT_FOUND = 'Post not found';

function withoutPosition({ position: _position, ...post }: PostRow) {
  return post;
}

export function registerPostRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: FileStorage },
): void {
  async function requireExistingPost(postId: number): Promise<number> {
    const authorId = await postAuthorId(db, postId);
    if (authorId === null) throw notFound(POST_NOT_FOUND);
    return authorId;
  }

  /** Runs a write that references the post; a post deleted meanwhile is a 404, not a 500. */
  async function whilePostExists<T>(postId: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if ((await postAuthorId(db, postId)) === null) throw notFound(POST_NOT_FOUND);
      throw error;
    }
  }

  registerRoute(
    app,
    contract.posts.create,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      const post = await createPost(db, storage, {
        userId: user.id,
        text: body.text,
        mediaDataUrl: body.mediaUrl,
      });
      reply.code(201);
      return withoutPosition(post);
    },
    // The app's 'posts' limit per account: each post may carry a 10 MB file.
    { bodyLimit: POST_BODY_LIMIT, config: rateLimit({ limit: 'posts', key: byUser(db) }) },
  );

  registerRoute(app, contract.posts.list, async ({ query, request }) => {
    const viewer = await currentUser(request, db);
    const before = query.cursor ? decodeFeedCursor(query.cursor) : null;
    // One extra row tells whether an older page exists without a count query.
    const rows = await listPosts(db, {
      viewerId: viewer?.id ?? null,
      before,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      posts: page.map(withoutPosition),
      nextCursor:
        rows.length > query.limit && last
          ? encodeFeedCursor({ createdAt: last.position, id: last.id })
          : null,
    };
  });

  registerRoute(app, contract.posts.detail, async ({ params, request }) => {
    const viewer = await currentUser(request, db);
    const post = await findPost(db, params.postId, viewer?.id ?? null);
    if (!post) throw notFound(POST_NOT_FOUND);
    return withoutPosition(post);
  });

  registerRoute(app, contract.posts.delete, async ({ params, request }) => {
    const user = await requireUser(request, db);
    const authorId = await requireExistingPost(params.postId);
    if (authorId !== user.id) throw forbidden('Only the author can delete this post');
    await deletePost(db, storage, params.postId);
    return { id: params.postId };
  });

  registerRoute(app, contract.posts.like, async ({ params, request }) => {
    const user = await requireUser(request, db);
    await requireExistingPost(params.postId);
    // The primary key (post_id, user_id) makes a second like a no-op, even when two arrive
    // together.
    await whilePostExists(params.postId, () =>
      db.query('insert into post_likes (post_id, user_id) values ($1, $2) on conflict do nothing', [
        params.postId,
        user.id,
      ]),
    );
    return likeState(db, params.postId, user.id);
  });

  registerRoute(app, contract.posts.unlike, async ({ params, request }) => {
    const user = await requireUser(request, db);
    await requireExistingPost(params.postId);
    await db.query('delete from post_likes where post_id = $1 and user_id = $2', [
      params.postId,
      user.id,
    ]);
    return likeState(db, params.postId, user.id);
  });

  registerRoute(app, contract.posts.comments, async ({ params }) => {
    await requireExistingPost(params.postId);
    return listComments(db, params.postId, COMMENTS_LIMIT);
  });

  registerRoute(app, contract.posts.addComment, async ({ params, body, request, reply }) => {
    const user = await requireUser(request, db);
    await requireExistingPost(params.postId);
    const comment = await whilePostExists(params.postId, () =>
      insertComment(db, params.postId, user.id, body.text),
    );
    reply.code(201);
    return comment;
  });
}
