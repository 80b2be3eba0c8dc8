import { expect, test, type Page } from '@playwright/test';
import {
  LOGGED_IN_AS,
  LOGGED_IN_HEADINGS,
  LOGIN_ROUTE,
  logInByApi,
  openSettled,
  type SiteRoute,
} from '../lib/settled-page';
import { SITE_ROUTES } from '../lib/site-routes';

// Every route on a 390 px wide phone: the page never scrolls sideways and no element sticks
// out past the right edge, except inside an element that scrolls (or clips) on its own, like
// a bracket or a tab strip. A full-page screenshot of each is attached for review.

const PHONE_WIDTH = 390;
test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });

interface Overflow {
  element: string;
  right: number;
}

/** Visible elements whose box passes the right edge with no scrolling/clipping ancestor. */
function findOverflow(page: Page): Promise<{ scrollWidth: number; overflows: Overflow[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 0.5;
    const contained = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element): string => {
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent ?? '').trim().slice(0, 40);
      const classes = element.getAttribute('class')?.split(' ').slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}"`;
    };
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= limit) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (contained(element)) continue;
      // Report the outermost element only: its children overflow because it does.
      if (offenders.some((outer) => outer.contains(element))) continue;
      offenders.push(element);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      overflows: offenders.map((element) => ({
        element: describe(element),
        right: Math.round(element.getBoundingClientRect().right),
      })),
    };
  });
}

async function checkRoute(page: Page, route: SiteRoute, who: string) {
  await openSettled(page, route);
  const { scrollWidth, overflows } = await findOverflow(page);
  // Written to the test's output folder too, so a run without the HTML report keeps them.
  const file = test.info().outputPath(`${who}-phone.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(`${who} ${route.path} at ${PHONE_WIDTH}px`, {
    path: file,
    contentType: 'image/png',
  });
  expect(overflows).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
}

for (const route of [...SITE_ROUTES, LOGIN_ROUTE]) {
  test(`${route.path} fits ${PHONE_WIDTH} px (visitor)`, async ({ page }) => {
    await checkRoute(page, route, 'visitor');
  });

  const loggedInHeading = LOGGED_IN_HEADINGS[route.path];
  if (loggedInHeading !== undefined) {
    test(`${route.path} fits ${PHONE_WIDTH} px (logged-in candidate)`, async ({ page }) => {
      await logInByApi(page, LOGGED_IN_AS);
      await checkRoute(
        page,
        { path: route.path, heading: loggedInHeading ?? route.heading },
        'candidate',
      );
    });
  }
}
