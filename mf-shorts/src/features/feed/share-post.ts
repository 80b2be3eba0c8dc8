import { notify } from 'shared-ui';

export const COPY_FAILED_TOAST_MS = 15_000;

/** The PAID SHARE link of a post: its own page on this site (decisions section 7). */
export function postShareUrl(postId: number, origin: string = window.location.origin): string {
  return `${origin}/Shorts/${postId}`;
}

/**
 * PAID SHARE (spec sections 2 and 8): copies the post's link and says so. The clipboard can be
 * missing (plain http, old browsers) or refused (permissions); then the toast shows the link
 * so it can be copied by hand.
 */
export async function copyPostShareLink(postId: number): Promise<boolean> {
  const url = postShareUrl(postId);
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(url);
    notify({
      title: 'PAID Share Link Copied!',
      description: 'The PAID campaign URL for this post is on your clipboard.',
    });
    return true;
  } catch {
    notify({
      title: 'Copy Failed',
      description: `Your browser blocked the clipboard. Copy this link by hand: ${url}`,
      variant: 'destructive',
      // Long enough to select and copy the link from the toast.
      duration: COPY_FAILED_TOAST_MS,
    });
    return false;
  }
}
