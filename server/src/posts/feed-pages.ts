import type { PostsPage } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { createKeyedFreshCache } from '../db/fresh-cache';
import { SerializedJson } from '../serialized-json';
import { encodeFeedCursor, type FeedPosition } from './feed-cursor';
import {
  hasHiddenPosts,
  likedPostIds,
  listPosts,
  withoutPosition,
  type PostViewer,
} from './post-queries';

// Pages of GET /api/posts. Every open Shorts feed polls its first page, and a page is the
// same for every viewer except likedByMe. So the page as a visitor sees it (likedByMe false)
// is kept serialized, per position and limit, for at most a second and never across a write
// of this process (db/fresh-cache.ts: a new post, a deletion, a like, a comment, support
// hiding or restoring a post); a logged-in viewer's own likes are read on every request and
// laid over it. Nothing that depends on the viewer is ever kept, so no viewer can see
// another's. Hidden posts are never in the kept page: support, and the few members whose own
// posts support hid, read their page (with those posts) from the database each time.

export const FEED_MAX_AGE_MS = 1000;

/** Pages kept at once; cursors come from requests, so bounded. Most polls ask for the first. */
const FEED_PAGES_KEPT = 200;

async function readPage(
  db: Db,
  before: FeedPosition | null,
  limit: number,
  viewer: PostViewer | null,
): Promise<SerializedJson<PostsPage>> {
  // One extra row tells whether an older page exists without a count query.
  const rows = await listPosts(db, { before, limit: limit + 1, viewer });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return new SerializedJson({
    posts: page.map(withoutPosition),
    nextCursor:
      rows.length > limit && last
        ? encodeFeedCursor({ createdAt: last.position, id: last.id })
        : null,
  });
}

/** The visitor's page with likedByMe set on the posts the viewer likes. */
function withViewerLikes(
  page: SerializedJson<PostsPage>,
  liked: ReadonlySet<number>,
): SerializedJson<PostsPage> {
  // Most viewers like nothing on a page: they get the shared serialization as it is.
  if (liked.size === 0) return page;
  return new SerializedJson({
    ...page.value,
    posts: page.value.posts.map((post) =>
      liked.has(post.id) ? { ...post, likedByMe: true } : post,
    ),
  });
}

export type FeedPageReader = (request: {
  before: FeedPosition | null;
  limit: number;
  /** The logged-in viewer, or null for a visitor. */
  viewer: PostViewer | null;
}) => Promise<SerializedJson<PostsPage>>;

const readers = new WeakMap<Db, FeedPageReader>();

/**
 * The feed reader of one database: GET /api/posts and the first page written into a
 * visitor's /Shorts (http/page-data.ts) read through the same kept pages.
 */
export function feedPageReader(db: Db): FeedPageReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = createFeedPageReader(db);
    readers.set(db, reader);
  }
  return reader;
}

function createFeedPageReader(db: Db): FeedPageReader {
  const pages = createKeyedFreshCache<SerializedJson<PostsPage>>({
    maxAgeMs: FEED_MAX_AGE_MS,
    maxEntries: FEED_PAGES_KEPT,
  });
  return async ({ before, limit, viewer }) => {
    const ownPage = viewer !== null && (viewer.isAdmin || (await hasHiddenPosts(db, viewer.id)));
    // The decoded position, not the cursor text: two spellings of one cursor share a page.
    const key = before ? `${limit}|${before.createdAt}|${before.id}` : `${limit}|newest`;
    const page = ownPage
      ? await readPage(db, before, limit, viewer)
      : await pages.get(key, () => readPage(db, before, limit, null));
    if (viewer === null) return page;
    const postIds = page.value.posts.map((post) => post.id);
    return withViewerLikes(page, await likedPostIds(db, viewer.id, postIds));
  };
}
