import { safeReturnTo as sharedSafeReturnTo, SIGN_IN_PAGE_PATH } from 'shared-api/contracts';

// Where a browser goes after logging in (the page they came from, docs/roles.md).
// It ends up in a Location header, so only a path on this site is accepted: anything a
// browser could read as another host (`//evil.com`, `/\evil.com`, `https://evil.com`, a tab
// or newline it would strip) falls back to the default.

export const DEFAULT_RETURN_TO = '/home';
const MAX_LENGTH = 2048;
/** Resolving against a made-up origin tells whether a path could leave the site. */
const PROBE_ORIGIN = 'http://paid.invalid';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * `value` when it is a safe same-site absolute path, else undefined: first the rule the
 * sign-in page applies too (shared-api's safeReturnTo), then what the server adds, the path
 * as a URL parser resolves and percent-decodes it.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || sharedSafeReturnTo(value, '') !== value) return undefined;
  if (value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\') || hasControlCharacter(value)) return undefined;

  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  // Not back into the API (/api/logout, another /api/login) nor the sign-in page itself,
  // also when percent-encoded (/%61pi/logout).
  const path = decodedPath(url.pathname)?.toLowerCase();
  if (path === undefined || path.includes('\\') || path.startsWith('//')) return undefined;
  if (path === '/api' || path.startsWith('/api/')) return undefined;
  if (path === SIGN_IN_PAGE_PATH || path.startsWith(`${SIGN_IN_PAGE_PATH}/`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
