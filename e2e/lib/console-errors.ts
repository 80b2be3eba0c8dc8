import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors. A 401 from /api/auth/user is how the
 * spec says "no user" (section 7), so Chromium's network line for it is not an error of ours.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (message.text().startsWith('Failed to load resource') && url.endsWith('/api/auth/user')) {
      return;
    }
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
