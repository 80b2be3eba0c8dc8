import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, readableError, setServerFieldErrors, useMutationErrorNotice } from 'shared-api';
import { notify } from 'shared-ui';
import { t } from '../../profile-messages';

/** Where a refused save's message without a field shows (the form's own alert line). */
export const SAVE_PROBLEM = 'root.server';

/**
 * What a tab does with a refused save (docs/errors.md): the 'Error' toast (or, for a lost
 * session, the log-in notice and redirect), and in the form itself the server's message
 * under each field it names, or else one line saying what went wrong. A 403 is a refusal with
 * a reason the member must act on (verify the email address first): that reason alone, in the
 * form, since the toast's "Please try again" would say the opposite.
 */
export function useSaveFailure<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): (error: unknown) => void {
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('common.loginRequired'),
      description: t('common.logInToAccess'),
    },
    failed: { title: t('saveFailed.title'), description: t('saveFailed.text') },
  });
  return (error) => {
    if (error instanceof ApiError && error.status === 403 && error.body?.message) {
      setError(SAVE_PROBLEM, { type: 'server', message: error.body.message });
      return;
    }
    if (notifyError(error) !== 'failed') return;
    if (setServerFieldErrors(error, setError, fields).length === 0) {
      setError(SAVE_PROBLEM, { type: 'server', message: readableError(error) });
    }
  };
}
