import { COPY_BY_HAND_TOAST_MS, copyWithNotice } from 'shared-ui';
import { t } from '../../live-messages';

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
