import { copyWithNotice } from 'shared-ui';
import { t } from '../../messages';

/** Copies a URL and says so; when the clipboard fails, says to select the URL and copy it. */
export function copyUrl(url: string): Promise<boolean> {
  return copyWithNotice(url, {
    copied: { title: t('campaignUrls.copied'), description: url },
    failed: {
      title: t('campaignUrls.copyFailedTitle'),
      description: t('campaignUrls.copyFailedText'),
      variant: 'destructive',
    },
  });
}
