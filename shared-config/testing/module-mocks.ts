// Test-only factories for `jest.mock`: the real 'shared-ui' and 'shared-api', with what a screen
// asks for recorded (its toasts, the login redirect) while the real thing still runs. Every
// browser test gets them from shared-config/jest-setup-module-mocks.js; a test imports
// mockNavigate from here to read the redirect's records.
//
// This file imports neither 'shared-ui' nor 'shared-api' (only their types): a factory runs
// while its module is being loaded, and loading that module again from here would run it again.
import path from 'node:path';
import type * as SharedApi from 'shared-api';
import type * as SharedUi from 'shared-ui';

/** Stands in for location.assign under the login redirect: jsdom cannot navigate. */
export const mockNavigate = jest.fn();

/** The real shared-ui with notify wrapped in a jest.fn: the toast still shows. */
export function withRecordedNotify(): typeof SharedUi {
  const actual = jest.requireActual<typeof SharedUi>('shared-ui');
  return { ...actual, notify: jest.fn(actual.notify) };
}

/**
 * The real shared-api with redirectToLogin a jest.fn that runs the real redirect (its timer
 * included) with mockNavigate in place of location.assign. It is replaced in the module that
 * defines it, so calls from inside shared-api (useMutationErrorNotice) are recorded too.
 */
export function withRecordedLoginRedirect(): typeof SharedApi {
  const loginRedirect = path.join(
    path.dirname(require.resolve('shared-api')),
    'navigation/login-redirect',
  );
  jest.doMock(loginRedirect, () => {
    const actual = jest.requireActual<typeof SharedApi>(loginRedirect);
    return {
      ...actual,
      redirectToLogin: jest.fn((delayMs?: number) =>
        actual.redirectToLogin(delayMs, (url) => mockNavigate(url)),
      ),
    };
  });
  return jest.requireActual<typeof SharedApi>('shared-api');
}
