import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post, PostsPage } from '../contracts';
import { queryKeys } from '../query-keys';

// The Shorts caches a post lives in, and the edits the like, comment and delete hooks make to
// them, so a change shows at once wherever the post is on screen (the feed and its own page)
// without refetching every loaded page of the feed.

/** One post's own page (/Shorts/:postId). Ids are numbers so '7' and 7 share one entry. */
export const postDetailKey = (postId: number | string) =>
  [...queryKeys.posts.all, 'detail', Number(postId)] as const;

/** The replies under one post. */
export const postCommentsKey = (postId: number | string) =>
  [...queryKeys.posts.all, 'comments', Number(postId)] as const;

/** Every feed cache (the infinite query's key starts with the list key). */
const feedKey = queryKeys.posts.list();

type FeedData = InfiniteData<PostsPage, string | null>;

function isFeedData(data: unknown): data is FeedData {
  return typeof data === 'object' && data !== null && 'pages' in data;
}

/** Applies `patch` to the post wherever it is cached; other posts keep their identity. */
export function patchCachedPost(
  queryClient: QueryClient,
  postId: number,
  patch: (post: Post) => Post,
): void {
  queryClient.setQueriesData<FeedData>({ queryKey: feedKey }, (data) =>
    isFeedData(data)
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.posts.some((post) => post.id === postId)
              ? {
                  ...page,
                  posts: page.posts.map((post) => (post.id === postId ? patch(post) : post)),
                }
              : page,
          ),
        }
      : data,
  );
  queryClient.setQueryData<Post | null>(postDetailKey(postId), (post) =>
    post ? patch(post) : post,
  );
}

/** The post as cached now (its own page first, else the feed), or undefined. */
export function findCachedPost(queryClient: QueryClient, postId: number): Post | undefined {
  const detail = queryClient.getQueryData<Post | null>(postDetailKey(postId));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: feedKey })) {
    if (!isFeedData(data)) continue;
    for (const page of data.pages) {
      const post = page.posts.find((candidate) => candidate.id === postId);
      if (post) return post;
    }
  }
  return undefined;
}

/** The post is gone: out of every feed page, its own page answers "absent", no replies. */
export function removeCachedPost(queryClient: QueryClient, postId: number): void {
  queryClient.setQueriesData<FeedData>({ queryKey: feedKey }, (data) =>
    isFeedData(data)
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.filter((post) => post.id !== postId),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Post | null>(postDetailKey(postId), null);
  queryClient.removeQueries({ queryKey: postCommentsKey(postId) });
}

/** Stops refetches of the post's caches, so one arriving late cannot undo an optimistic edit. */
export async function cancelPostQueries(queryClient: QueryClient, postId: number): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: feedKey }),
    queryClient.cancelQueries({ queryKey: postDetailKey(postId) }),
  ]);
}
