import { LOGIN_PATH, UNAUTHORIZED_REDIRECT_MS } from '../constants';

/** Where the browser is now, as a same-origin path the login can send the user back to. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** `/api/login?returnTo=...`: after login the user comes back here. */
export function loginUrl(returnTo: string = currentPath()): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ returnTo }).toString()}`;
}

/**
 * After a 401 the screen toasts, then the browser goes to the login
 * page 1000 ms later. The return path is taken now, while the user is still on the page
 * that failed. Returns a cancel function (call it when the screen unmounts, so a user who
 * has already moved on is not pulled away). `navigate` is a seam for tests: jsdom cannot
 * navigate and its `location.assign` cannot be spied on.
 */
export function redirectToLogin(
  delayMs: number = UNAUTHORIZED_REDIRECT_MS,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const url = loginUrl();
  const timer = window.setTimeout(() => navigate(url), delayMs);
  return () => window.clearTimeout(timer);
}
