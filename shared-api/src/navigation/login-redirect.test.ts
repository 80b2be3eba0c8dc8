import { UNAUTHORIZED_REDIRECT_MS } from '../constants';
import { loginUrl, redirectToLogin } from './login-redirect';

beforeEach(() => {
  window.history.replaceState(null, '', '/Shorts?tab=recent');
});

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('loginUrl', () => {
  it('returns to the current path and search by default', () => {
    expect(loginUrl()).toBe('/api/login?returnTo=%2FShorts%3Ftab%3Drecent');
  });

  it('takes an explicit return path', () => {
    expect(loginUrl('/campaign-url-generator')).toBe(
      '/api/login?returnTo=%2Fcampaign-url-generator',
    );
  });
});

describe('redirectToLogin', () => {
  it(`navigates to the login page after ${UNAUTHORIZED_REDIRECT_MS} ms, not before`, () => {
    jest.useFakeTimers();
    const navigate = jest.fn();
    redirectToLogin(undefined, navigate);
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/api/login?returnTo=%2FShorts%3Ftab%3Drecent');
  });

  it('keeps the path of the page that failed, even if the URL changes meanwhile', () => {
    jest.useFakeTimers();
    const navigate = jest.fn();
    redirectToLogin(500, navigate);
    window.history.replaceState(null, '', '/home');
    jest.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledWith('/api/login?returnTo=%2FShorts%3Ftab%3Drecent');
  });

  it('can be cancelled', () => {
    jest.useFakeTimers();
    const navigate = jest.fn();
    const cancel = redirectToLogin(undefined, navigate);
    cancel();
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
  });
});
