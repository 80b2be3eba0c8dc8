import { ApiError } from 'shared-api';
import { t } from '../../candidate-page-messages';

/**
 * A sentence for the dialog from a failed request: the server's own message when it sent
 * one (docs/errors.md: '413: ...' reads 'The file is too large'), else the error's.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('photo.sessionEnded');
    return error.body?.message ?? error.message;
  }
  return error instanceof Error ? error.message : t('photo.failed');
}
