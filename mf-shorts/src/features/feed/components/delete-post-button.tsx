import { useRef, useState } from 'react';
import { useAuthUser, useDeletePost, useMutationErrorNotice, type Post } from 'shared-api';
import { Button, Cluster, notify } from 'shared-ui';
import { Modal } from 'shared-ui/forms';
import styled from 'styled-components';

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
      title: 'Login Required',
      description: 'Please log in to delete your post. Redirecting...',
    },
    failed: {
      title: 'Delete Failed',
      description: 'There was an error deleting your post. Please try again.',
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
    notify({ title: 'Post Deleted', description: 'Your post has been removed.' });
    onDeleted?.();
  }

  return (
    <>
      <Button $variant="danger" $size="sm" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this post?"
        size="sm"
        initialFocusRef={cancelRef}
      >
        <Text>The post, its likes and its replies will be removed. This cannot be undone.</Text>
        <Buttons>
          <Button ref={cancelRef} $variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            $variant="danger"
            onClick={() => void handleConfirm()}
            aria-disabled={deletePost.isPending}
          >
            {deletePost.isPending ? 'Deleting...' : 'Delete post'}
          </Button>
        </Buttons>
      </Modal>
    </>
  );
}
