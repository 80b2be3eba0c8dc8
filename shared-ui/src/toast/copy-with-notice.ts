// Every copy button must say whether the copy worked: the Clipboard API is missing on plain
// http and in old browsers, and a browser may refuse the write (permissions, no user gesture).
// The check lives here once; the words stay with the callers, since shared-ui names no domain
// noun.
import { notify, type NotifyOptions } from './notify';

/** Long enough to select and copy, by hand, a text that a toast shows. */
export const COPY_BY_HAND_TOAST_MS = 15_000;

export interface CopyNotices {
  /** The toast once the text is on the clipboard. */
  copied: NotifyOptions;
  /** The toast when the clipboard is missing or refused the text. */
  failed: NotifyOptions;
}

/** Copies `text` and shows `copied`, or `failed` when it could not; resolves to whether it did. */
export async function copyWithNotice(
  text: string,
  { copied, failed }: CopyNotices,
): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(text);
    notify(copied);
    return true;
  } catch {
    notify(failed);
    return false;
  }
}
