// Test-only: what a screen test that records toasts and the login redirect (module-mocks)
// resets around each test, so no test sees the last one's URL, calls, toasts, clock or spies.
import { act } from '@testing-library/react';
import { dismissToast } from 'shared-ui';

/** Each test starts at `path` with nothing recorded, and ends with its toasts and spies gone. */
export function resetBetweenTests(path: string) {
  beforeEach(() => {
    window.history.replaceState(null, '', path);
    jest.clearAllMocks(); // the recorded toasts and redirects of the last test
  });

  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
