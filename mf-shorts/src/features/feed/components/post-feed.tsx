import { useId, useMemo } from 'react';
import { usePosts, type Post } from 'shared-api';
import { Button, EmptyState, ErrorState, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { useNow } from '../hooks/use-now';
import { PostCard } from './post-card';

const AGE_TICK_MS = 60_000;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
`;

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
  const titleId = useId();
  const posts = useMemo(() => uniquePosts(feed.data?.pages ?? []), [feed.data]);

  let body;
  if (feed.isPending) {
    body = (
      <Centered>
        <Spinner label="Loading posts" />
      </Centered>
    );
  } else if (feed.isError && posts.length === 0) {
    body = (
      <ErrorState
        message={`Error loading posts: ${feed.error.message}`}
        onRetry={() => void feed.refetch()}
      />
    );
  } else if (posts.length === 0) {
    body = <EmptyState title="No posts yet. Be the first to share!" />;
  } else {
    body = (
      <>
        <List>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} now={now} />
            </li>
          ))}
        </List>
        {feed.hasNextPage ? (
          <Centered>
            <Button
              $variant="secondary"
              onClick={() => void feed.fetchNextPage()}
              disabled={feed.isFetchingNextPage}
            >
              {feed.isFetchingNextPage ? 'Loading...' : 'Load older posts'}
            </Button>
          </Centered>
        ) : null}
      </>
    );
  }

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>Recent Posts ({posts.length})</Title>
      {body}
    </Section>
  );
}
