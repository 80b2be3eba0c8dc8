import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../lib/console-errors';
import { SITE_ROUTES } from '../lib/site-routes';

// Every route of the spec renders its screen (remote screens included) with no console error.
for (const route of SITE_ROUTES) {
  test(`renders ${route.path} with no console error`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { name: route.heading }).first()).toBeVisible();
    // No remote area may be left on its loading spinner or its fallback.
    await expect(page.getByText(/is unavailable/)).toHaveCount(0);
    await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
