import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors. None is excused: a visitor's
 * /api/auth/user is answered null (200), so a page logs no network error for "nobody".
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
