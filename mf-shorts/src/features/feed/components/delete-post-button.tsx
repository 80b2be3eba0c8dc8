import { useRef, useState } from 'react';
import { useAuthUser, useDeletePost, useMutationErrorNotice, type Post } from 'shared-api';
import { Button, Cluster, notify } from 'shared-ui';
import { Modal } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
`;

const Buttons = styled(Cluster).attrs({ $gap: 2, $align: 'stretch', $justify: 'flex-end' })``;

export interface DeletePostButtonProps {
  post: Post;
  onDeleted?: () => void;
}

/**
 * The author's 'Delete' (nothing for anyone else; the server refuses them anyway), confirmed
 * in a dialog. On success the post leaves the feed and a toast says so.
 */
export function DeletePostButton({ post, onDeleted }: DeletePostButtonProps) {
  const { user } = useAuthUser();
  const deletePost = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  // The safe choice has the focus when the dialog opens.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('notice.loginRequired'),
      description: t('delete.loginRequired'),
    },
    failed: {
      title: t('delete.failedTitle'),
      description: t('delete.failed'),
    },
  });

  if (user === null || user.id !== post.userId) return null;

  async function handleConfirm() {
    if (deletePost.isPending) return;
    try {
      // mutateAsync: the card unmounts as the post leaves the cache, and the toast and
      // onDeleted must still happen.
      await deletePost.mutateAsync(post.id);
    } catch (error) {
      setConfirming(false);
      notifyError(error);
      return;
    }
    notify({ title: t('delete.doneTitle'), description: t('delete.done') });
    onDeleted?.();
  }

  return (
    <>
      <Button $variant="danger" $size="sm" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.confirmTitle')}
        size="sm"
        initialFocusRef={cancelRef}
      >
        <Text>{t('delete.confirmText')}</Text>
        <Buttons>
          <Button ref={cancelRef} $variant="secondary" onClick={() => setConfirming(false)}>
            {t('delete.cancel')}
          </Button>
          <Button
            $variant="danger"
            onClick={() => void handleConfirm()}
            aria-disabled={deletePost.isPending}
          >
            {deletePost.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </Buttons>
      </Modal>
    </>
  );
}
