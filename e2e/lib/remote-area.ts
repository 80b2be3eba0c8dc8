import type { Locator, Page } from '@playwright/test';

/** The first heading a remote screen rendered: proof that the remote loaded and ran. */
export function remoteHeading(page: Page, remote?: string): Locator {
  const area = page.locator(remote ? `[data-remote-area="${remote}"]` : '[data-remote-area]');
  return area.getByRole('heading').first();
}
