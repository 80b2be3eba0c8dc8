import { useMutationErrorNotice, useSetPostHidden, type ReportedPost } from 'shared-api';
import { notify } from 'shared-ui';
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
      title: 'Login Required',
      description: 'Please log in again to moderate posts. Redirecting...',
    },
    failed: {
      title: 'Change Failed',
      description: 'The post could not be changed. Please try again.',
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
              ? { title: 'Post Hidden', description: 'Only its author and support can see it now.' }
              : { title: 'Post Restored', description: 'Everyone can see it again.' },
          ),
        onError: notifyError,
      },
    );
  }

  return (
    <ReportedItemCard
      label={`Post by ${post.user.displayName || 'Anonymous'}`}
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
