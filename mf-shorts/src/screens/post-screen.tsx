import { Link, useNavigate, useParams } from 'react-router-dom';
import { postRouteParams, usePost, readableError } from 'shared-api';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageHeader,
  PageStack,
  Stack,
} from 'shared-ui';
import styled from 'styled-components';
import { BackToShortsLink } from '../features/feed/components/back-to-shorts-link';
import { PostCard } from '../features/feed/components/post-card';
import { useNow } from '../features/feed/hooks/use-now';
import { t, withMessages } from '../messages';

const AGE_TICK_MS = 60_000;

const Top = styled(Stack).attrs({ $gap: 0 })``;

/**
 * /Shorts/{postId}: the post a PAID SHARE link points to, as the feed
 * shows it, with its replies open.
 */
function PostScreen() {
  const { postId } = useParams();
  const navigate = useNavigate();
  const isValidId = postRouteParams(postId) !== undefined;
  const post = usePost(postId);
  const now = Math.max(useNow(AGE_TICK_MS), post.dataUpdatedAt);

  let body;
  if (!isValidId || post.data === null) {
    body = (
      <EmptyState
        title={t('post.notFoundTitle')}
        text={t('post.notFoundText')}
        headingLevel={2}
        action={<Link to="/Shorts">{t('shorts.seeRecentPosts')}</Link>}
      />
    );
  } else if (post.data) {
    body = (
      <PostCard
        post={post.data}
        now={now}
        headingLevel={2}
        repliesInitiallyOpen
        // The post is gone: back to the feed, and Back does not return to it.
        onDeleted={() => void navigate('/Shorts', { replace: true })}
      />
    );
  } else if (post.isError) {
    body = (
      <ErrorState
        message={t('post.loadFailed', { error: readableError(post.error) })}
        error={post.error}
        onRetry={() => void post.refetch()}
      />
    );
  } else {
    body = <LoadingState label={t('post.loading')} />;
  }

  return (
    <PageContainer $width="narrow">
      <PageStack>
        <Top>
          <BackToShortsLink />
          <PageHeader title={t('shorts.title')} lead={t('post.lead')} />
        </Top>
        {body}
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(PostScreen);
