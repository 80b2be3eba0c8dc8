import { useEffect, useRef } from 'react';
import { isUnauthorizedError } from '../request';
import { redirectToLogin } from './login-redirect';

/** A toast in the screen's own words. */
export interface ErrorNoticeText {
  title: string;
  description: string;
}

/** What a notice looks like to the screen's `notify` (shared-ui's; shared-api shows no UI). */
export type ShowErrorNotice = (notice: ErrorNoticeText & { variant: 'destructive' }) => void;

export interface MutationErrorNotices {
  /** Toasted on a 401, before the browser goes to the login page. */
  loginRequired: ErrorNoticeText;
  /** Toasted on any other failure. */
  failed: ErrorNoticeText;
}

/** Which notice an error got: a screen may do more on 'failed' (e.g. mark the fields). */
export type MutationErrorKind = 'login-required' | 'failed';

/**
 * The onError of a form's mutation (docs/errors.md): a 401 toasts the screen's 'Login
 * Required' notice and sends the browser to the login page a second later; any other error
 * toasts its failure notice. A pending redirect is dropped when the screen unmounts (a user
 * who has already moved on is not pulled away) or when a newer 401 starts another.
 */
export function useMutationErrorNotice(
  show: ShowErrorNotice,
  notices: MutationErrorNotices,
): (error: unknown) => MutationErrorKind {
  const cancelRedirect = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRedirect.current?.(), []);

  return (error) => {
    if (isUnauthorizedError(error)) {
      show({ ...notices.loginRequired, variant: 'destructive' });
      cancelRedirect.current?.();
      cancelRedirect.current = redirectToLogin();
      return 'login-required';
    }
    show({ ...notices.failed, variant: 'destructive' });
    return 'failed';
  };
}
