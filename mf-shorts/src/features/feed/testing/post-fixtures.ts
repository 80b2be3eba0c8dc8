// Test-only: posts, pages and replies as the server answers them.
import type { Post, PostComment, PostsPage } from 'shared-api';

const HOUR = 60 * 60 * 1000;

/** Post `id`, `id` hours old, by Jane Doe (user 1, the tests' logged-in user). */
export function post(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    userId: 1,
    content: `Post ${id}`,
    mediaUrl: null,
    mediaType: null,
    altText: '',
    createdAt: new Date(Date.now() - id * HOUR).toISOString(),
    user: { displayName: 'Jane Doe', verified: false },
    hidden: false,
    likeCount: 0,
    likedByMe: false,
    commentCount: 0,
    ...overrides,
  };
}

export const page = (posts: Post[], nextCursor: string | null = null): PostsPage => ({
  posts,
  nextCursor,
});

export function reply(id: number, overrides: Partial<PostComment> = {}): PostComment {
  return {
    id,
    postId: 1,
    userId: 2,
    content: `Reply ${id}`,
    createdAt: new Date().toISOString(),
    user: { displayName: 'Sam Voter', verified: false },
    ...overrides,
  };
}
