import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../lib/console-errors';

// /home, the state, county and city pages and their brackets, against the real server and
// the demo data: California's state bracket is full (8 candidates, about $65K raised: HOT,
// shown as PAID), Texas has about $12K (WARM), Los Angeles and Harris counties and the cities
// of Los Angeles and Houston have candidates. New York's tournament is finished,
// California's is in its semi-finals and Florida's is upcoming.

const PHONE = { width: 390, height: 844 };

function statesSection(page: Page) {
  return page.getByRole('region', { name: 'State Competitions' });
}

/** The page itself never scrolls sideways (a wide bracket scrolls inside its own box). */
async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(PHONE.width);
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('/home shows the banner, the platform totals and 50 state tiles with live status', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'MONEY TALKS' })).toBeVisible();
  await expect(page.getByText('Where Every Dollar Counts')).toBeVisible();
  await expect(page.getByText('Total Raised')).toBeVisible();

  const tiles = statesSection(page).getByRole('listitem');
  await expect(tiles).toHaveCount(50);
  const california = statesSection(page).getByRole('link', { name: /California/ });
  await expect(california).toHaveAttribute('href', '/PaidState/CA');
  await expect(california).toContainText(/HOT|PAID/);
  await expect(california).toContainText('8/8');
  const texas = statesSection(page).getByRole('link', { name: /Texas/ });
  await expect(texas).toContainText(/WARM|PAID/);
  await expect(texas).toContainText(/\/8/);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test("searching 'tex' leaves Texas alone, and a search with no match says so", async ({ page }) => {
  await page.goto('/home');
  const search = page.getByPlaceholder('Search for your state...');
  await search.fill('tex');
  await expect(statesSection(page).getByRole('listitem')).toHaveCount(1);
  await expect(statesSection(page).getByRole('link')).toHaveAttribute('href', '/PaidState/TX');
  await expect(statesSection(page).getByRole('link')).toContainText('Texas');

  await search.fill('CA');
  await expect(statesSection(page).getByRole('link', { name: /California/ })).toBeVisible();

  await search.fill('atlantis');
  await expect(statesSection(page).getByRole('listitem')).toHaveCount(0);
  await expect(statesSection(page).getByText(/No states match/)).toBeVisible();
});

test('a state tile opens the state page with a full 8-slot bracket, its candidates and counties', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/home');
  await statesSection(page)
    .getByRole('link', { name: /California/ })
    .click();
  await expect(page).toHaveURL(/\/PaidState\/CA$/);

  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toContainText('CA');
  await expect(h1).toContainText('California');
  await expect(page.getByRole('heading', { level: 2, name: 'State Bracket' })).toBeVisible();

  const quarterFinals = page.getByRole('region', { name: 'QUARTER-FINALS' });
  await expect(quarterFinals.locator('a[href^="/candidate/"]')).toHaveCount(8);
  await expect(quarterFinals.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'SEMI-FINALS' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'FINALS', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('QUARTER-FINALS');

  const candidates = page.getByRole('region', { name: 'Candidates' });
  await expect(candidates.locator('a[href^="/candidate/"]')).toHaveCount(8);
  await expect(candidates.getByText(/^\$\d+K$/).first()).toBeVisible();

  await expect(page.getByRole('link', { name: 'California Debate Tournament' })).toHaveAttribute(
    'href',
    '/tournament/CA',
  );
  const counties = page.getByRole('region', { name: 'Counties' });
  await expect(counties.getByRole('link', { name: 'Los Angeles County' })).toHaveAttribute(
    'href',
    '/PaidCounty/CA/037',
  );
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the demo shows a finished, an active and an upcoming state bracket', async ({ page }) => {
  // New York's tournament is finished: every round decided, its PAID CANDIDATE and the prize.
  await page.goto('/PaidState/NY');
  const paid = page.getByRole('heading', { name: 'PAID CANDIDATE' }).locator('..');
  await expect(paid).toBeVisible();
  await expect(paid.getByText('Prize: $1.25M')).toBeVisible();
  await expect(paid.locator('a[href^="/candidate/"]')).toHaveCount(1);
  const finals = page.getByRole('region', { name: 'FINALS', exact: true });
  await expect(finals.getByRole('img', { name: 'Winner' }).first()).toBeVisible();

  // California's is in its semi-finals: round 1 has its four winners, the final is TBD.
  await page.goto('/PaidState/CA');
  const quarterFinals = page.getByRole('region', { name: 'QUARTER-FINALS' });
  await expect(quarterFinals.getByRole('img', { name: 'Winner' })).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'SEMI-FINALS' }).locator('a[href^="/candidate/"]'),
  ).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'PAID CANDIDATE' })).toHaveCount(0);

  // Florida's has not started: today's standings, nobody has won yet.
  await page.goto('/PaidState/FL');
  await expect(
    page.getByRole('region', { name: 'QUARTER-FINALS' }).locator('a[href^="/candidate/"]'),
  ).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Winner' })).toHaveCount(0);
});

test('a county link leads to the county page and a city link to the city page', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/PaidState/CA');
  await page
    .getByRole('region', { name: 'Counties' })
    .getByRole('link', { name: 'Los Angeles County' })
    .click();
  await expect(page).toHaveURL(/\/PaidCounty\/CA\/037$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los Angeles County');
  await expect(page.getByRole('heading', { level: 2, name: 'County Bracket' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ROUND 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'FINALS', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'ROUND 1' }).locator('a[href^="/candidate/"]').first(),
  ).toBeVisible();

  await page
    .getByRole('region', { name: 'Cities' })
    .getByRole('link', { name: 'Los Angeles', exact: true })
    .click();
  await expect(page).toHaveURL(/\/PaidCity\/CA\/037\/44000$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los Angeles');
  await expect(page.getByText('Los Angeles County, CA')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'City Bracket' })).toBeVisible();
  const finals = page.getByRole('region', { name: 'FINALS', exact: true });
  await expect(finals.locator('a[href^="/candidate/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('Harris County and Houston show their names and brackets', async ({ page }) => {
  await page.goto('/PaidCounty/TX/201');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harris County');
  await expect(
    page.getByRole('region', { name: 'ROUND 1' }).locator('a[href^="/candidate/"]').first(),
  ).toBeVisible();
  await page.goto('/PaidCity/TX/201/35000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houston');
  await expect(page.getByText('Harris County, TX')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'FINALS', exact: true })
      .locator('a[href^="/candidate/"]')
      .first(),
  ).toBeVisible();
});

test("an unknown state shows 'Unknown State' and asks for no bracket or counties", async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  await page.goto('/PaidState/ZZ');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unknown State');
  await expect(page.getByRole('heading', { name: 'State Bracket' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(apiCalls.filter((path) => /\/api\/(tournament|counties|candidates)\//.test(path))).toEqual(
    [],
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('/home and the state, county and city pages never scroll sideways', async ({ page }) => {
    await page.goto('/home');
    await expect(statesSection(page).getByRole('listitem')).toHaveCount(50);
    await expect(page.getByText('Total Raised')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto('/PaidState/CA');
    await expect(
      page.getByRole('region', { name: 'QUARTER-FINALS' }).locator('a[href^="/candidate/"]'),
    ).toHaveCount(8);
    await expect(
      page.getByRole('region', { name: 'Counties' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto('/PaidCounty/CA/037');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los Angeles County');
    await expect(page.getByRole('region', { name: 'ROUND 1' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto('/PaidCity/CA/037/44000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los Angeles');
    await expect(page.getByRole('region', { name: 'FINALS', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
