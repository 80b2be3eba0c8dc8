import { ApiError } from 'shared-api';
import { t } from '../../screens/messages';

/** The server's own sentence for a failed call ('Invalid email or password'), not "401: {...}". */
export function serverMessage(error: Error): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return t('loginPage.somethingWentWrong');
}
