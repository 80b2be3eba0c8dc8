/**
 * Where to send a user after logging in: only a path on this site. Anything that could leave
 * it (`//evil.com`, `https://evil.com`, `/\evil.com`) or point at the API falls back to /home,
 * so the login flow can never be used as an open redirect.
 */
export function safeReturnTo(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could smuggle a host,
  // so matching them is the point of this expression.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  if (value === '/api' || value.startsWith('/api/') || value.startsWith('/login')) return fallback;
  return value;
}
