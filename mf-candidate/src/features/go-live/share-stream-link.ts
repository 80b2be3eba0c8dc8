import { COPY_BY_HAND_TOAST_MS, copyWithNotice } from 'shared-ui';

/** Where donors watch: the candidate's own page, which shows the live view while live. */
export function streamShareUrl(candidateId: number, origin: string = window.location.origin) {
  return `${origin}/candidate/${candidateId}`;
}

/**
 * Share: copies the stream's link and says so. When the clipboard is missing or refused, the
 * toast shows the link to copy by hand.
 */
export function copyStreamShareLink(candidateId: number): Promise<boolean> {
  const url = streamShareUrl(candidateId);
  return copyWithNotice(url, {
    copied: {
      title: 'PAID Share Link Copied!',
      description: 'The link to your live stream is on your clipboard.',
    },
    failed: {
      title: 'Copy Failed',
      description: `Your browser blocked the clipboard. Copy this link by hand: ${url}`,
      variant: 'destructive',
      duration: COPY_BY_HAND_TOAST_MS,
    },
  });
}
