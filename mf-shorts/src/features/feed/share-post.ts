import { COPY_BY_HAND_TOAST_MS, copyWithNotice } from 'shared-ui';

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
      title: 'PAID Share Link Copied!',
      description: 'The PAID campaign URL for this post is on your clipboard.',
    },
    failed: {
      title: 'Copy Failed',
      description: `Your browser blocked the clipboard. Copy this link by hand: ${url}`,
      variant: 'destructive',
      duration: COPY_BY_HAND_TOAST_MS,
    },
  });
}
