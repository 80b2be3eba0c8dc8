import { useMemo } from 'react';
import { usePosts, type Post } from 'shared-api';
import { AsyncList, Button, EmptyState } from 'shared-ui';
import { useNow } from '../hooks/use-now';
import { PostCard } from './post-card';

const AGE_TICK_MS = 60_000;

/** Pages can overlap for a moment while a refetch walks them; one card per post id. */
function uniquePosts(pages: readonly { posts: Post[] }[]): Post[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.posts)
    .filter((post) => (seen.has(post.id) ? false : (seen.add(post.id), true)));
}

/** 'Recent Posts (n)': the shared feed, newest first, with loading, error and empty states. */
export function PostFeed() {
  const feed = usePosts();
  // Ages are measured from the later of the last tick and the last answer, so a post that
  // just arrived is never dated by a clock read before it existed.
  const now = Math.max(useNow(AGE_TICK_MS), feed.dataUpdatedAt);
  const posts = useMemo(() => uniquePosts(feed.data?.pages ?? []), [feed.data]);

  return (
    <AsyncList
      title={`Recent Posts (${posts.length})`}
      items={posts}
      itemKey={(post) => post.id}
      renderItem={(post) => <PostCard post={post} now={now} />}
      isLoading={feed.isPending}
      loadingLabel="Loading posts"
      // Posts already shown stay up when a refetch fails.
      error={
        feed.isError && posts.length === 0 ? `Error loading posts: ${feed.error.message}` : null
      }
      onRetry={() => void feed.refetch()}
      empty={<EmptyState title="No posts yet. Be the first to share!" />}
      footer={
        feed.hasNextPage ? (
          <Button
            $variant="secondary"
            onClick={() => void feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
          >
            {feed.isFetchingNextPage ? 'Loading...' : 'Load older posts'}
          </Button>
        ) : null
      }
    />
  );
}
