import { useMutationErrorNotice, useSetCommentHidden, type ReportedComment } from 'shared-api';
import { notify } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { postAge } from '../../feed';
import { ReportedItemCard } from './reported-item-card';

const Byline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The member's words: a text node, never HTML.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface ReportedCommentItemProps {
  item: ReportedComment;
  /** Milliseconds since the epoch, for the relative ages. */
  now: number;
}

/** One reported reply in support's queue: the reply, its reports, and Hide or Restore. */
export function ReportedCommentItem({ item, now }: ReportedCommentItemProps) {
  const { comment, reports, reportCount, hiddenAt } = item;
  const author = comment.user.displayName || t('author.anonymous');
  const setHidden = useSetCommentHidden();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('notice.loginRequired'),
      description: t('moderation.reply.loginRequired'),
    },
    failed: {
      title: t('moderation.changeFailedTitle'),
      description: t('moderation.reply.failed'),
    },
  });

  function change(hidden: boolean) {
    if (setHidden.isPending) return;
    setHidden.mutate(
      { commentId: comment.id, hidden },
      {
        onSuccess: () =>
          notify(
            hidden
              ? {
                  title: t('moderation.reply.hiddenTitle'),
                  description: t('moderation.reply.hidden'),
                }
              : {
                  title: t('moderation.reply.restoredTitle'),
                  description: t('moderation.visibleAgain'),
                },
          ),
        onError: notifyError,
      },
    );
  }

  return (
    <ReportedItemCard
      label={t('moderation.reply.label', { name: author })}
      hidden={hiddenAt !== null}
      reportCount={reportCount}
      reports={reports}
      now={now}
      postId={comment.postId}
      pending={setHidden.isPending}
      onChange={change}
    >
      <Byline>
        {author}, <time dateTime={comment.createdAt}>{postAge(comment.createdAt, now)}</time>
      </Byline>
      <Text>{comment.content}</Text>
    </ReportedItemCard>
  );
}
