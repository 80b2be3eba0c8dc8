import type { FastifyInstance } from 'fastify';
import { COMMENTS_LIMIT, contract } from 'shared-api/contracts';
import { currentUser, requireUser } from '../auth/session';
import type { Db } from '../db/db';
import { answerWithEtag } from '../http/conditional-get';
import { forbidden, notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { createPost, deletePost } from '../posts/create-post';
import { decodeFeedCursor } from '../posts/feed-cursor';
import { feedPageReader } from '../posts/feed-pages';
import {
  canSeePost,
  deleteLike,
  findPost,
  insertComment,
  insertLike,
  likeState,
  listComments,
  postAccess,
  postAuthorId,
  withoutPosition,
  type PostViewer,
} from '../posts/post-queries';
import type { FileStorage } from '../storage/file-storage';
import type { UploadAllowance } from '../uploads/upload-allowance';

// The Shorts feed (/Shorts, docs/routes-and-screens.md). Reading is public; posting, liking and
// commenting need a login; deleting is the author's alone. Feed pages come from a short
// cache that every write here empties (posts/feed-pages.ts). A post support hid is, to
// everyone but its author and support, a post that does not exist: 404 on its page, its
// replies, likes and new replies (post-moderation-routes.ts).

/**
 * A 10 MB file is ~14 MB as base64 in JSON. The limit sits above that, so an oversized
 * attachment reaches parsePostMedia and gets its clear 413 instead of a generic one.
 */
export const POST_BODY_LIMIT = 15 * 1024 * 1024;

const POST_NOT_FOUND = 'Post not found';

export function registerPostRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    uploadAllowance,
  }: { db: Db; storage: FileStorage; uploadAllowance: UploadAllowance },
) {
  const feedPage = feedPageReader(db);

  async function requireExistingPost(postId: number): Promise<number> {
    const authorId = await postAuthorId(db, postId);
    if (authorId === null) throw notFound(POST_NOT_FOUND);
    return authorId;
  }

  /** A post the viewer may see (a hidden one only its author and support): else a 404. */
  async function requireVisiblePost(postId: number, viewer: PostViewer | null): Promise<void> {
    const post = await postAccess(db, postId);
    if (!post || !canSeePost(viewer, post)) throw notFound(POST_NOT_FOUND);
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

  const createRoute = registerRoute(
    app,
    contract.posts.create,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      const post = await createPost(
        db,
        storage,
        {
          userId: user.id,
          text: body.text,
          mediaDataUrl: body.mediaUrl,
          altText: body.altText ?? '',
        },
        uploadAllowance,
      );
      reply.code(201);
      return withoutPosition(post);
    },
    // The app's 'posts' limit per account: each post may carry a 10 MB file.
    { bodyLimit: POST_BODY_LIMIT, config: rateLimit({ limit: 'posts', key: byUser(db) }) },
  );

  const listRoute = registerRoute(app, contract.posts.list, async ({ query, request, reply }) => {
    const before = query.cursor ? decodeFeedCursor(query.cursor) : null;
    const viewer = await currentUser(request, db);
    const page = await feedPage({ before, limit: query.limit, viewer });
    // likedByMe depends on the session: no shared cache may keep the answer.
    return answerWithEtag(request, reply, page, 'private, no-cache');
  });

  const detailRoute = registerRoute(app, contract.posts.detail, async ({ params, request }) => {
    const viewer = await currentUser(request, db);
    const post = await findPost(db, params.postId, viewer?.id ?? null);
    if (!post || !canSeePost(viewer, post)) throw notFound(POST_NOT_FOUND);
    return withoutPosition(post);
  });

  const deletePostRoute = registerRoute(app, contract.posts.delete, async ({ params, request }) => {
    const user = await requireUser(request, db);
    const authorId = await requireExistingPost(params.postId);
    if (authorId !== user.id) throw forbidden('Only the author can delete this post');
    await deletePost(db, storage, params.postId);
    return { id: params.postId };
  });

  const likeRoute = registerRoute(app, contract.posts.like, async ({ params, request }) => {
    const user = await requireUser(request, db);
    await requireVisiblePost(params.postId, user);
    await whilePostExists(params.postId, () => insertLike(db, params.postId, user.id));
    return likeState(db, params.postId, user.id);
  });

  const unlikeRoute = registerRoute(app, contract.posts.unlike, async ({ params, request }) => {
    const user = await requireUser(request, db);
    await requireVisiblePost(params.postId, user);
    await deleteLike(db, params.postId, user.id);
    return likeState(db, params.postId, user.id);
  });

  const commentsRoute = registerRoute(app, contract.posts.comments, async ({ params, request }) => {
    await requireVisiblePost(params.postId, await currentUser(request, db));
    return listComments(db, params.postId, COMMENTS_LIMIT);
  });

  const addCommentRoute = registerRoute(
    app,
    contract.posts.addComment,
    async ({ params, body, request, reply }) => {
      const user = await requireUser(request, db);
      await requireVisiblePost(params.postId, user);
      const comment = await whilePostExists(params.postId, () =>
        insertComment(db, params.postId, user.id, body.text),
      );
      reply.code(201);
      return comment;
    },
    // The app's 'comments' limit per account: a conversation's pace, not a script's.
    { config: rateLimit({ limit: 'comments', key: byUser(db) }) },
  );

  return [
    createRoute,
    listRoute,
    detailRoute,
    deletePostRoute,
    likeRoute,
    unlikeRoute,
    commentsRoute,
    addCommentRoute,
  ];
}
