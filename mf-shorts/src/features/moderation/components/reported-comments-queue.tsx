import { readableError, useReportedComments } from 'shared-api';
import { AsyncList, EmptyState } from 'shared-ui';
import { t } from '../../../messages';
import { useNow } from '../../feed';
import { ReportedCommentItem } from './reported-comment-item';

const AGE_TICK_MS = 60_000;

/** Support's queue of reported replies, the most recently reported first (as posts'). */
export function ReportedCommentsQueue() {
  const queue = useReportedComments(true);
  const now = Math.max(useNow(AGE_TICK_MS), queue.dataUpdatedAt);
  const items = queue.data ?? [];
  return (
    <AsyncList
      title={t('moderation.replies.title', { count: items.length })}
      items={items}
      itemKey={(item) => item.comment.id}
      renderItem={(item) => <ReportedCommentItem item={item} now={now} />}
      isLoading={queue.isPending}
      loadingLabel={t('moderation.replies.loading')}
      error={
        queue.isError
          ? t('moderation.replies.loadFailed', { error: readableError(queue.error) })
          : null
      }
      onRetry={() => void queue.refetch()}
      empty={
        <EmptyState
          title={t('moderation.replies.emptyTitle')}
          text={t('moderation.replies.emptyText')}
        />
      }
    />
  );
}
