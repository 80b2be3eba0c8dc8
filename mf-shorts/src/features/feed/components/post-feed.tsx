import { useMemo } from 'react';
import { usePosts, type Post, readableError } from 'shared-api';
import { AsyncList, Button, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { useNow } from '../hooks/use-now';
import { useWhenVisible } from '../hooks/use-when-visible';
import { PostCard } from './post-card';

const AGE_TICK_MS = 60_000;

/** Pages can overlap for a moment while a refetch walks them; one card per post id. */
function uniquePosts(pages: readonly { posts: Post[] }[]): Post[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.posts)
    .filter((post) => (seen.has(post.id) ? false : (seen.add(post.id), true)));
}

// Has a size so IntersectionObserver sees it; nothing to read or click.
const Sentinel = styled.div`
  width: 100%;
  height: 1px;
`;

const PageError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

/**
 * 'Recent Posts (n)': the shared feed, newest first, with loading, error and empty states.
 * The next (older) page loads by itself when the reader reaches the end of the list; the
 * 'Load more posts' button stays for keyboards, and for browsers without
 * IntersectionObserver, and after a page failed to load (no retry loop by itself).
 */
export function PostFeed() {
  const feed = usePosts();
  // Ages are measured from the later of the last tick and the last answer, so a post that
  // just arrived is never dated by a clock read before it existed.
  const now = Math.max(useNow(AGE_TICK_MS), feed.dataUpdatedAt);
  const posts = useMemo(() => uniquePosts(feed.data?.pages ?? []), [feed.data]);

  const loadMore = () => {
    // A second call while a page is on its way would cancel and restart it.
    if (feed.hasNextPage && !feed.isFetchingNextPage) {
      void feed.fetchNextPage({ cancelRefetch: false });
    }
  };
  const sentinelRef = useWhenVisible(
    loadMore,
    feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError,
  );

  return (
    <AsyncList
      title={t('feed.title', { count: posts.length })}
      items={posts}
      itemKey={(post) => post.id}
      renderItem={(post) => <PostCard post={post} now={now} />}
      isLoading={feed.isPending}
      loadingLabel={t('feed.loading')}
      // Posts already shown stay up when a refetch fails.
      error={
        feed.isError && posts.length === 0
          ? t('feed.loadFailed', { error: readableError(feed.error) })
          : null
      }
      onRetry={() => void feed.refetch()}
      empty={<EmptyState title={t('feed.empty')} />}
      footer={
        feed.hasNextPage ? (
          <>
            <Sentinel ref={sentinelRef} aria-hidden="true" data-testid="feed-end" />
            {feed.isFetchNextPageError ? (
              <PageError role="alert">
                {t('feed.loadFailed', { error: readableError(feed.error) })}
              </PageError>
            ) : null}
            {/* aria-disabled, not disabled: a pressed button keeps the keyboard focus. */}
            <Button $variant="secondary" onClick={loadMore} aria-disabled={feed.isFetchingNextPage}>
              {feed.isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
            </Button>
          </>
        ) : null
      }
    />
  );
}
