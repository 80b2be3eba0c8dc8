import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import type { SITE_ROUTES } from './site-routes';

// Shared by the whole-site checks (accessibility, responsive): open a route and wait until
// its screen has finished loading, so the check sees the page a user sees.

export type SiteRoute = (typeof SITE_ROUTES)[number];

/** The account the whole-site checks log in as: an activated candidate (sees the most). */
export const LOGGED_IN_AS = 'casey@paid.test';

/**
 * Screens that show a logged-in user something else (forms, owner tabs, gates), with the
 * heading the candidate sees where it is not the visitor's.
 */
export const LOGGED_IN_HEADINGS: Record<string, SiteRoute['heading'] | null> = {
  '/register': 'Candidate Account',
  '/candidate/account': null,
  '/candidate/1': null,
  '/go-live': 'Casey Morales',
  '/Shorts': null,
  '/campaign-url-generator': null,
  '/tournament/CA': null,
  '/donate/1': null,
  '/donations': 'My donations',
  // Gift 1 is a demo donor's, not Casey's: the page says so (the server's 404).
  '/donations/1/receipt': 'Donation not found',
};

/** The sign-in page /api/login leads to (the shell's own screen, not a remote's). */
export const LOGIN_ROUTE: SiteRoute = {
  path: '/login?returnTo=%2Fhome',
  heading: 'Sign in to PAID',
};

/** Logs in through the API (same cookies as the page): faster than the form, same session. */
export async function logInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens `route` and waits for its heading, its remote screen and its data. */
export async function openSettled(page: Page, route: SiteRoute) {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { name: route.heading }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A redirect inside the app (e.g. /register -> the account screen) slides the '$$$' curtain.
  await expect(page.getByTestId('page-transition')).toHaveCount(0);
  // Fonts and images settle the layout that contrast and overflow checks measure.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
