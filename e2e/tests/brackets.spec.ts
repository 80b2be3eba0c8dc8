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

/** The grid's state tiles (the map above them links each state too). */
function stateTiles(page: Page) {
  return statesSection(page).getByRole('listitem');
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

  const tiles = stateTiles(page);
  await expect(tiles).toHaveCount(50);
  const california = stateTiles(page).getByRole('link', { name: /California/ });
  await expect(california).toHaveAttribute('href', '/PaidState/CA');
  await expect(california).toContainText(/HOT|PAID/);
  await expect(california).toContainText('8/8');
  const texas = stateTiles(page).getByRole('link', { name: /Texas/ });
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
  await expect(stateTiles(page).getByRole('link')).toHaveAttribute('href', '/PaidState/TX');
  await expect(stateTiles(page).getByRole('link')).toContainText('Texas');

  await search.fill('CA');
  await expect(stateTiles(page).getByRole('link', { name: /California/ })).toBeVisible();

  await search.fill('atlantis');
  await expect(statesSection(page).getByRole('listitem')).toHaveCount(0);
  await expect(statesSection(page).getByText(/No states match/)).toBeVisible();
});

test('a state tile opens the state page with a full 8-slot bracket, its candidates and counties', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/home');
  await stateTiles(page)
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

  // Every bracket candidate is listed (other tests may register more CA candidates meanwhile).
  const candidates = page.getByRole('region', { name: 'Candidates' });
  const bracketLinks = await quarterFinals
    .locator('a[href^="/candidate/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of bracketLinks) {
    await expect(candidates.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
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

/** The connector drawn by a bracket slot's pseudo-element, or null when there is none. */
interface Connector {
  display: string;
  /** Page y of the line's two ends (its top and bottom edges). */
  top: number;
  bottom: number;
  borderRight: string;
  borderTop: string;
}

function connectorsOf(page: Page, round: string, pseudo: '::before' | '::after') {
  return page
    .getByRole('region', { name: round, exact: true })
    .getByRole('listitem')
    .evaluateAll(
      (items, which) =>
        items.map((item) => {
          const style = getComputedStyle(item, which);
          if (style.content === 'none' || style.display === 'none') return null;
          const box = item.getBoundingClientRect();
          return {
            display: style.display,
            top: box.top + parseFloat(style.top),
            bottom: box.bottom - parseFloat(style.bottom),
            borderRight: style.borderRightWidth,
            borderTop: style.borderTopWidth,
          };
        }),
      pseudo,
    ) as Promise<(Connector | null)[]>;
}

/** Page y of the middle of each match of a round. */
function matchMiddles(page: Page, round: string) {
  return page
    .getByRole('region', { name: round, exact: true })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const box = item.firstElementChild!.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
    );
}

test('on a desktop the state bracket draws connector lines that meet between the rounds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/PaidState/CA');
  const quarterFinals = page.getByRole('region', { name: 'QUARTER-FINALS' });
  await expect(quarterFinals.locator('a[href^="/candidate/"]')).toHaveCount(8);

  const out = await connectorsOf(page, 'QUARTER-FINALS', '::after');
  expect(out).toHaveLength(4);
  for (const line of out) {
    expect(line).not.toBeNull();
    expect(line!.borderRight).toBe('2px');
  }
  // Round 1 takes no line in; the final sends none out.
  expect(await connectorsOf(page, 'QUARTER-FINALS', '::before')).toEqual([null, null, null, null]);
  expect(await connectorsOf(page, 'FINALS', '::after')).toEqual([null]);

  // Each pair's two lines meet halfway, right where the next round's match takes its line in.
  const semiMiddles = await matchMiddles(page, 'SEMI-FINALS');
  const semiIn = await connectorsOf(page, 'SEMI-FINALS', '::before');
  for (const pair of [0, 1]) {
    const [upper, lower] = [out[pair * 2]!, out[pair * 2 + 1]!];
    expect(Math.abs(upper.bottom - lower.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(upper.bottom - semiMiddles[pair])).toBeLessThanOrEqual(2);
    expect(semiIn[pair]!.borderTop).toBe('2px');
    expect(Math.abs(semiIn[pair]!.top - semiMiddles[pair])).toBeLessThanOrEqual(2);
  }
  const semiOut = await connectorsOf(page, 'SEMI-FINALS', '::after');
  const [finalMiddle] = await matchMiddles(page, 'FINALS');
  expect(Math.abs(semiOut[0]!.bottom - semiOut[1]!.top)).toBeLessThanOrEqual(1);
  expect(Math.abs(semiOut[0]!.bottom - finalMiddle)).toBeLessThanOrEqual(2);
});

test('every candidate named in a bracket or a list shows their photo or their initials', async ({
  page,
}) => {
  await page.goto('/PaidState/CA');
  const quarterFinals = page.getByRole('region', { name: 'QUARTER-FINALS' });
  await expect(quarterFinals.locator('a[href^="/candidate/"]')).toHaveCount(8);
  // The demo candidates have no photo: their initials stand in, hidden from screen readers
  // (the name beside them is read instead).
  const slots = quarterFinals.locator('[data-slot="candidate"]');
  await expect(slots).toHaveCount(8);
  for (const slot of await slots.all()) {
    const initials = slot.locator('[data-avatar="initials"]');
    await expect(initials).toBeVisible();
    await expect(initials).toHaveText(/^\p{Lu}{1,2}$/u);
    await expect(initials).toHaveAttribute('aria-hidden', 'true');
  }
  const name = await slots.first().getByRole('link').innerText();
  const expected = name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => word.match(/\p{L}/u)![0].toUpperCase());
  await expect(slots.first().locator('[data-avatar="initials"]')).toHaveText(
    expected.length > 1 ? expected[0] + expected[expected.length - 1] : expected[0],
  );
  const list = page.getByRole('region', { name: 'Candidates' }).getByRole('listitem');
  await expect(list.first().locator('[data-avatar="initials"]')).toBeVisible();
});

test('the page is set in Inter, shipped by the site itself as one Latin woff2 file', async ({
  page,
}) => {
  const fontRequests: { url: string; type: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') {
      fontRequests.push({ url: response.url(), type: response.headers()['content-type'] });
    }
  });
  await page.goto('/PaidState/CA');
  await expect(page.getByRole('heading', { level: 2, name: 'State Bracket' })).toBeVisible();
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      faces: [...document.fonts].map((face) => ({
        family: face.family.replace(/["']/g, ''),
        status: face.status,
        display: face.display,
      })),
      usable: document.fonts.check('700 16px Inter'),
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    };
  });
  expect(fonts.faces).toEqual([{ family: 'Inter', status: 'loaded', display: 'swap' }]);
  expect(fonts.usable).toBe(true);
  // The shipped family, then only a generic one: no system fonts that differ per machine.
  expect(fonts.body).toBe('Inter, sans-serif');
  expect(fonts.heading).toBe('Inter, sans-serif');
  // One file, from this site (no font CDN), fetched once.
  expect(fontRequests).toHaveLength(1);
  const [font] = fontRequests;
  expect(new URL(font.url).origin).toBe(new URL(page.url()).origin);
  expect(new URL(font.url).pathname).toMatch(
    /^\/assets\/inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/,
  );
  expect(font.type).toBe('font/woff2');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the bracket stacks its rounds, without connector lines', async ({ page }) => {
    await page.goto('/PaidState/CA');
    const quarterFinals = page.getByRole('region', { name: 'QUARTER-FINALS' });
    await expect(quarterFinals.locator('a[href^="/candidate/"]')).toHaveCount(8);
    for (const round of ['QUARTER-FINALS', 'SEMI-FINALS', 'FINALS']) {
      for (const pseudo of ['::before', '::after'] as const) {
        expect((await connectorsOf(page, round, pseudo)).every((line) => line === null)).toBe(true);
      }
    }
    // Stacked: each round below the last, every match as wide as the phone allows.
    const boxes = await Promise.all(
      ['QUARTER-FINALS', 'SEMI-FINALS', 'FINALS'].map((round) =>
        page.getByRole('region', { name: round, exact: true }).boundingBox(),
      ),
    );
    for (let index = 1; index < boxes.length; index++) {
      expect(boxes[index]!.y).toBeGreaterThanOrEqual(
        boxes[index - 1]!.y + boxes[index - 1]!.height,
      );
      expect(Math.abs(boxes[index]!.x - boxes[0]!.x)).toBeLessThanOrEqual(1);
    }
    await expect(quarterFinals.locator('[data-avatar="initials"]').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

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
