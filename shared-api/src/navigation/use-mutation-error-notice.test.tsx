import { renderHook } from '@testing-library/react';
import { ApiError } from '../request';
import { redirectToLogin } from './login-redirect';
import { useMutationErrorNotice, type MutationErrorNotices } from './use-mutation-error-notice';

// The redirect itself is tested in login-redirect.test.ts; here only when it is asked for.
const mockCancel = jest.fn();
jest.mock('./login-redirect', () => ({ redirectToLogin: jest.fn(() => mockCancel) }));

const notices: MutationErrorNotices = {
  loginRequired: { title: 'Login Required', description: 'Please log in to save.' },
  failed: { title: 'Save Failed', description: 'Please try again.' },
};

function renderNotice() {
  const show = jest.fn();
  return { ...renderHook(() => useMutationErrorNotice(show, notices)), show };
}

beforeEach(() => {
  jest.mocked(redirectToLogin).mockClear();
  mockCancel.mockClear();
});

describe('useMutationErrorNotice', () => {
  it("toasts 'Login Required' on a 401 and asks for the login redirect", () => {
    const { result, show } = renderNotice();
    expect(result.current(new ApiError(401, '401: Unauthorized'))).toBe('login-required');
    expect(show).toHaveBeenCalledWith({
      title: 'Login Required',
      description: 'Please log in to save.',
      variant: 'destructive',
    });
    expect(redirectToLogin).toHaveBeenCalledWith();
  });

  it('toasts the failure on any other error, without a redirect', () => {
    const { result, show } = renderNotice();
    expect(result.current(new ApiError(500, '500: Internal Server Error'))).toBe('failed');
    expect(show).toHaveBeenCalledWith({
      title: 'Save Failed',
      description: 'Please try again.',
      variant: 'destructive',
    });
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('keeps one pending redirect and drops it when the screen unmounts', () => {
    const { result, unmount } = renderNotice();
    result.current(new ApiError(401, '401: Unauthorized'));
    result.current(new ApiError(401, '401: Unauthorized'));
    expect(redirectToLogin).toHaveBeenCalledTimes(2);
    expect(mockCancel).toHaveBeenCalledTimes(1);
    unmount();
    expect(mockCancel).toHaveBeenCalledTimes(2);
  });
});
