import { COPY_BY_HAND_TOAST_MS, copyWithNotice } from 'shared-ui';
import { t } from '../../messages';

/** The PAID SHARE link of a post: its own page on this site, /Shorts/{postId}. */
export function postShareUrl(postId: number, origin: string = window.location.origin): string {
  return `${origin}/Shorts/${postId}`;
}

/**
 * PAID SHARE: copies the post's link and says so. When the clipboard
 * is missing or refused, the toast shows the link so it can be copied by hand.
 */
export function copyPostShareLink(postId: number): Promise<boolean> {
  const url = postShareUrl(postId);
  return copyWithNotice(url, {
    copied: {
      title: t('share.copiedTitle'),
      description: t('share.copied'),
    },
    failed: {
      title: t('share.failedTitle'),
      description: t('share.failed', { url }),
      variant: 'destructive',
      duration: COPY_BY_HAND_TOAST_MS,
    },
  });
}
