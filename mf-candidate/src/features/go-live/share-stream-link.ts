import { notify } from 'shared-ui';

/** Long enough to select and copy the link from the toast by hand. */
export const COPY_FAILED_TOAST_MS = 15_000;

/** Where donors watch: the candidate's own page, which shows the live view while live. */
export function streamShareUrl(candidateId: number, origin: string = window.location.origin) {
  return `${origin}/candidate/${candidateId}`;
}

/**
 * Share: copies the stream's link and says so. The clipboard can be missing (plain http,
 * old browsers) or refused; then the toast shows the link to copy by hand.
 */
export async function copyStreamShareLink(candidateId: number): Promise<boolean> {
  const url = streamShareUrl(candidateId);
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(url);
    notify({
      title: 'PAID Share Link Copied!',
      description: 'The link to your live stream is on your clipboard.',
    });
    return true;
  } catch {
    notify({
      title: 'Copy Failed',
      description: `Your browser blocked the clipboard. Copy this link by hand: ${url}`,
      variant: 'destructive',
      duration: COPY_FAILED_TOAST_MS,
    });
    return false;
  }
}
