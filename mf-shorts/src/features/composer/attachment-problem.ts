import { MEDIA_MAX_BYTES } from 'shared-api';
import { t } from '../../messages';

// The server checks the real bytes; these checks only spare the user a
// 10 MB upload that would be refused, and `accept` alone does not stop other files.

const MAX_MEGABYTES = Math.round(MEDIA_MAX_BYTES / (1024 * 1024));

/** Why a picked file cannot be attached, or null when it can. */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/') && !file.type.startsWith('video/')) {
    return t('attachment.notMedia');
  }
  if (file.size > MEDIA_MAX_BYTES) {
    return t('attachment.tooLarge', { max: MAX_MEGABYTES });
  }
  return null;
}
