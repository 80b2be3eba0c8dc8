import { copyWithNotice } from 'shared-ui';

/** Copies a URL and says so; when the clipboard fails, says to select the URL and copy it. */
export function copyUrl(url: string): Promise<boolean> {
  return copyWithNotice(url, {
    copied: { title: 'Copied!', description: url },
    failed: {
      title: 'Copy Failed',
      description: 'Your browser blocked the clipboard. Select the URL and copy it.',
      variant: 'destructive',
    },
  });
}
