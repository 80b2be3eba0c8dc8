import { readableError, useReportedPosts } from 'shared-api';
import { AsyncList, EmptyState } from 'shared-ui';
import { t } from '../../../messages';
import { useNow } from '../../feed';
import { ReportedPostItem } from './reported-post-item';

const AGE_TICK_MS = 60_000;

/** Support's queue: the most recently reported posts first, with loading, error and empty states. */
export function ReportedPostsQueue() {
  const queue = useReportedPosts(true);
  const now = Math.max(useNow(AGE_TICK_MS), queue.dataUpdatedAt);
  const items = queue.data ?? [];
  return (
    <AsyncList
      title={t('moderation.posts.title', { count: items.length })}
      items={items}
      itemKey={(item) => item.post.id}
      renderItem={(item) => <ReportedPostItem item={item} now={now} />}
      isLoading={queue.isPending}
      loadingLabel={t('moderation.posts.loading')}
      error={
        queue.isError
          ? t('moderation.posts.loadFailed', { error: readableError(queue.error) })
          : null
      }
      onRetry={() => void queue.refetch()}
      empty={
        <EmptyState
          title={t('moderation.posts.emptyTitle')}
          text={t('moderation.posts.emptyText')}
        />
      }
    />
  );
}
