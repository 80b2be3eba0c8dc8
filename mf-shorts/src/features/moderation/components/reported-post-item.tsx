import { useMutationErrorNotice, useSetPostHidden, type ReportedPost } from 'shared-api';
import { notify } from 'shared-ui';
import { t } from '../../../messages';
import { PostBody } from '../../feed';
import { ReportedItemCard } from './reported-item-card';

export interface ReportedPostItemProps {
  item: ReportedPost;
  /** Milliseconds since the epoch, for the relative ages. */
  now: number;
}

/** One reported post in support's queue: the post, its reports, and Hide or Restore. */
export function ReportedPostItem({ item, now }: ReportedPostItemProps) {
  const { post, reports, reportCount } = item;
  const setHidden = useSetPostHidden();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('notice.loginRequired'),
      description: t('moderation.post.loginRequired'),
    },
    failed: {
      title: t('moderation.changeFailedTitle'),
      description: t('moderation.post.failed'),
    },
  });

  function change(hidden: boolean) {
    if (setHidden.isPending) return;
    setHidden.mutate(
      { postId: post.id, hidden },
      {
        onSuccess: () =>
          notify(
            hidden
              ? {
                  title: t('moderation.post.hiddenTitle'),
                  description: t('moderation.post.hidden'),
                }
              : {
                  title: t('moderation.post.restoredTitle'),
                  description: t('moderation.visibleAgain'),
                },
          ),
        onError: notifyError,
      },
    );
  }

  return (
    <ReportedItemCard
      label={t('moderation.post.label', {
        name: post.user.displayName || t('author.anonymous'),
      })}
      hidden={post.hidden}
      reportCount={reportCount}
      reports={reports}
      now={now}
      postId={post.id}
      pending={setHidden.isPending}
      onChange={change}
    >
      <PostBody post={post} now={now} />
    </ReportedItemCard>
  );
}
