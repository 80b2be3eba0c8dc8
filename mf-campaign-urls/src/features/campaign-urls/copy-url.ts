import { notify } from 'shared-ui';

/**
 * Copies a URL and says so. The clipboard can be missing (plain http, old browsers) or
 * refused (permissions, no user gesture); either way the user is told how to copy by hand.
 */
export async function copyUrl(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(url);
    notify({ title: 'Copied!', description: url });
    return true;
  } catch {
    notify({
      title: 'Copy Failed',
      description: 'Your browser blocked the clipboard. Select the URL and copy it.',
      variant: 'destructive',
    });
    return false;
  }
}
