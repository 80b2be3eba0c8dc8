// Test-only: posts and replies as the server answers them, and the caches they live in.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post, PostComment, PostsPage } from '../contracts';
import { postQueryOptions } from './use-post';
import { postsFeedQueryOptions } from './use-posts';

export function testPost(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    userId: 1,
    content: `Post ${id}`,
    mediaUrl: null,
    mediaType: null,
    altText: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    user: { displayName: 'Jane Doe', verified: false },
    hidden: false,
    likeCount: 0,
    likedByMe: false,
    commentCount: 0,
    ...overrides,
  };
}

export function testComment(id: number, overrides: Partial<PostComment> = {}): PostComment {
  return {
    id,
    postId: 7,
    userId: 2,
    content: `Reply ${id}`,
    createdAt: '2025-01-01T00:00:00.000Z',
    user: { displayName: 'Sam Voter', verified: false },
    ...overrides,
  };
}

type Feed = InfiniteData<PostsPage, string | null>;

/** Puts a loaded feed (pages of posts) and, optionally, one post's own page in the cache. */
export function seedPostCaches(queryClient: QueryClient, pages: Post[][], detail?: Post) {
  queryClient.setQueryData<Feed>(postsFeedQueryOptions().queryKey, {
    pages: pages.map((posts, index) => ({
      posts,
      nextCursor: index < pages.length - 1 ? `c${index + 1}` : null,
    })),
    pageParams: pages.map((_, index) => (index === 0 ? null : `c${index}`)),
  });
  if (detail) queryClient.setQueryData(postQueryOptions(detail.id).queryKey, detail);
}

/** The posts of the cached feed, page by page. */
export function cachedFeed(queryClient: QueryClient): Post[][] | undefined {
  return queryClient
    .getQueryData<Feed>(postsFeedQueryOptions().queryKey)
    ?.pages.map((page) => page.posts);
}

export function cachedPost(queryClient: QueryClient, postId: number) {
  return queryClient.getQueryData(postQueryOptions(postId).queryKey);
}
