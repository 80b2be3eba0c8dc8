import { useState } from 'react';
import { useAuthUser, type Post } from 'shared-api';
import { Button } from 'shared-ui';
import { t } from '../../../messages';
import { ReportPostDialog } from './report-post-dialog';

/**
 * 'Report' on someone else's post (logged-in members; nothing for its author or a visitor):
 * a dialog asks for a reason and optional details (report-post-dialog.tsx). Support reviews
 * reports; the author is never told who reported.
 */
export function ReportPostButton({ post }: { post: Post }) {
  const { user } = useAuthUser();
  const [open, setOpen] = useState(false);

  if (user === null || user.id === post.userId) return null;

  return (
    <>
      <Button $variant="ghost" $size="sm" onClick={() => setOpen(true)}>
        {t('report.button')}
      </Button>
      {open ? (
        <ReportPostDialog subject={{ kind: 'post', id: post.id }} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
