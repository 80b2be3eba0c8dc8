import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../lib/axe';
import { collectConsoleErrors } from '../lib/console-errors';
import { expectFits, PHONE, resizeTo } from '../lib/phone-overflow';
import {
  LOGGED_IN_AS,
  LOGGED_IN_HEADINGS,
  LOGIN_ROUTE,
  logInByApi,
  openSettled,
  type SiteRoute,
} from '../lib/settled-page';
import { SITE_ROUTES } from '../lib/site-routes';

// Every route of the route table, as a visitor and, where the screen differs for them, as a
// logged-in activated candidate, in one visit each (a page load is most of a test's time on
// a 2-core machine, so the three checks share it):
// - it renders its screen, remote screens included, with no console error and no remote
//   area left on its spinner or its fallback;
// - no serious WCAG 2 A/AA violation (axe-core) at the desktop width;
// - at 390 px (a phone) the page does not scroll sideways and nothing sticks out; a
//   full-page screenshot of each is attached for review.

// Independent visits: both workers take them (the rest of the suite runs file by file).
test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1280, height: 720 };

async function checkRoute(page: Page, route: SiteRoute, who: string, errors: string[] | null) {
  await page.setViewportSize(DESKTOP);
  await openSettled(page, route);
  await expect(page.getByText(/is unavailable/)).toHaveCount(0);
  if (errors) expect(errors).toEqual([]);
  await expectNoSeriousViolations(page);

  await resizeTo(page, PHONE);
  const fits = expectFits(page);
  await fits.catch(() => {});
  // Written to the test's output folder too, so a run without the HTML report keeps them.
  const file = test.info().outputPath(`${who}-phone.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(`${who} ${route.path} at ${PHONE.width}px`, {
    path: file,
    contentType: 'image/png',
  });
  await fits;
}

for (const route of [...SITE_ROUTES, LOGIN_ROUTE]) {
  test(`${route.path} (visitor): renders, no serious WCAG violation, fits ${PHONE.width} px`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await checkRoute(page, route, 'visitor', errors);
  });

  const loggedInHeading = LOGGED_IN_HEADINGS[route.path];
  if (loggedInHeading !== undefined) {
    test(`${route.path} (logged-in candidate): no serious WCAG violation, fits ${PHONE.width} px`, async ({
      page,
    }) => {
      await logInByApi(page, LOGGED_IN_AS);
      await checkRoute(
        page,
        { path: route.path, heading: loggedInHeading ?? route.heading },
        'candidate',
        null,
      );
    });
  }
}
