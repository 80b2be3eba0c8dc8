import { useState } from 'react';
import { useAuthUser, type PostComment } from 'shared-api';
import { Button } from 'shared-ui';
import { t } from '../../../messages';
import { authorName } from '../post-meta';
import { ReportPostDialog } from './report-post-dialog';

/**
 * 'Report' on someone else's reply (logged-in members; nothing for its author or a visitor),
 * as on a post (report-post-button.tsx): support reviews reported replies in its queue.
 */
export function ReportCommentButton({ comment }: { comment: PostComment }) {
  const { user } = useAuthUser();
  const [open, setOpen] = useState(false);

  if (user === null || user.id === comment.userId) return null;

  return (
    <>
      <Button
        $variant="ghost"
        $size="sm"
        aria-label={t('report.replyLabel', { name: authorName(comment.user) })}
        onClick={() => setOpen(true)}
      >
        {t('report.button')}
      </Button>
      {open ? (
        <ReportPostDialog
          subject={{ kind: 'comment', id: comment.id }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
