import { Heart } from 'lucide';
import {
  ApiError,
  useAuthUser,
  useMutationErrorNotice,
  useTogglePostLike,
  type Post,
} from 'shared-api';
import { Button, Icon, notify } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

/**
 * Like as a toggle (aria-pressed) with the count. The count moves at once and the server's
 * answer settles it (one like per user is the server's rule). A visitor is asked to log in
 * without a round trip; a session that ended meanwhile gets the same from the server's 401.
 */
export function LikeButton({ post }: { post: Post }) {
  const auth = useAuthUser();
  const toggleLike = useTogglePostLike();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('notice.loginRequired'),
      description: t('like.loginRequired'),
    },
    failed: {
      title: t('like.failedTitle'),
      description: t('like.failed'),
    },
  });
  // Known to be a visitor: the auth check answered "no user" (not still loading, not failed).
  const isVisitor = !auth.isLoading && auth.error === null && auth.user === null;

  function handleClick() {
    // One change at a time per post, so a failed one cannot undo the one after it.
    if (toggleLike.isPending) return;
    if (isVisitor) {
      notifyError(new ApiError(401, '401: Unauthorized'));
      return;
    }
    toggleLike.mutate({ postId: post.id, like: !post.likedByMe }, { onError: notifyError });
  }

  return (
    <Button
      $variant={post.likedByMe ? 'primary' : 'secondary'}
      $size="sm"
      aria-pressed={post.likedByMe}
      onClick={handleClick}
    >
      <Icon icon={Heart} size={16} fill={post.likedByMe ? 'currentColor' : 'none'} />{' '}
      {t('like.label')} <Count>{post.likeCount}</Count>
    </Button>
  );
}
