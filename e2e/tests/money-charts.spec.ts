import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../lib/axe';
import { activateCandidate, newActiveCandidate, newCandidate } from '../lib/candidates';
import { scrollThrough } from '../lib/charts';
import { collectConsoleErrors } from '../lib/console-errors';
import { giveByApi } from '../lib/donation-api';

// Money charts against the real server and the built site: the /home map agrees with the tiles,
// its states are links by mouse and keyboard, and it is left out on a phone (not fetched); /home loads no
// chart code; a chart's table is the API's series (candidate, state bracket, round races);
// a gift made in another browser context appears on the live line of the watch view and
// /go-live. Axe runs on the open tables and the live line.

const map = (page: Page) => page.getByRole('group', { name: 'Map of the states' });

/** Per state: the status word and its colour, as the map draws it and as the tile does. */
async function mapAndTiles(page: Page) {
  return page.evaluate(() => {
    const fromMap: Record<string, { status: string | null; color: string; words: string }> = {};
    for (const link of document.querySelectorAll('svg a[data-state]')) {
      const label = link.querySelector('text');
      fromMap[link.getAttribute('data-state')!] = {
        status: link.getAttribute('data-status'),
        color: label ? getComputedStyle(label).fill : '',
        words: link.textContent ?? '',
      };
    }
    const fromTiles: Record<string, { status: string | null; color: string }> = {};
    for (const tile of document.querySelectorAll('li > a[href^="/PaidState/"]')) {
      const code = tile.getAttribute('href')!.slice('/PaidState/'.length);
      const badge = tile.querySelector(':scope > span:first-child > span:nth-child(2)');
      fromTiles[code] = {
        status: badge?.textContent ?? null,
        color: badge ? getComputedStyle(badge).color : '',
      };
    }
    return { fromMap, fromTiles };
  });
}

test('the map’s states carry the tiles’ statuses and open their pages by click and Enter', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/home');
  // The map comes after the first paint (its chunk and shapes): a slow machine may take a while.
  await expect(map(page).getByRole('link')).toHaveCount(50, { timeout: 30_000 });
  // The tiles' figures have arrived (a status badge on every tile).
  await expect(
    page.locator('li > a[href^="/PaidState/"] > span:first-child > span:nth-child(2)'),
  ).toHaveCount(50);

  const { fromMap, fromTiles } = await mapAndTiles(page);
  expect(Object.keys(fromMap).sort()).toEqual(Object.keys(fromTiles).sort());
  for (const [code, tile] of Object.entries(fromTiles)) {
    expect(fromMap[code].status, code).toBe(tile.status);
    // The word is drawn on the state in the badge's colour: colour is never the only signal.
    expect(fromMap[code].words, code).toBe(`${code}${tile.status}`);
    expect(fromMap[code].color, code).toBe(tile.color);
  }

  // The search filters the map with the grid.
  await page.getByRole('searchbox', { name: 'Search for your state' }).fill('carolina');
  await expect(map(page).getByRole('link')).toHaveCount(2);
  await expect(map(page).getByRole('link', { name: /^North Carolina \(NC\): / })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for your state' }).fill('');

  // Hover shows the tile's card; a click opens the state's page.
  const texas = map(page).getByRole('link', { name: /^Texas \(TX\): / });
  await texas.hover();
  await expect(page.locator('div[aria-hidden="true"]').getByText('Texas')).toBeVisible();
  await texas.click();
  await expect(page).toHaveURL(/\/PaidState\/TX$/);
  await expect(page.getByRole('heading', { level: 1, name: /Texas/ })).toBeVisible();

  // Keyboard: focus a state and press Enter. Back on /home the map draws again after the first
  // paint; a focus given while it is still settling can be lost, so focus until the card shows.
  await page.goBack();
  await expect(map(page).getByRole('link')).toHaveCount(50, { timeout: 30_000 });
  const newYork = map(page).getByRole('link', { name: /^New York \(NY\): / });
  await expect(async () => {
    await newYork.focus();
    await expect(page.locator('div[aria-hidden="true"]').getByText('New York')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/PaidState\/NY$/);
  expect(errors).toEqual([]);
});

test('on a phone the map is left out, not even fetched, and the grid lists every state', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mapFiles: string[] = [];
  page.on('request', (request) => {
    if (/state-shapes\.[\w]+\.json$|state-map-view/.test(request.url())) {
      mapFiles.push(request.url());
    }
  });
  await page.goto('/home');
  await expect(page.locator('li > a[href^="/PaidState/"]')).toHaveCount(50);
  await expect(page.locator('li > a[href="/PaidState/TX"]')).toBeVisible();
  // Its labels would be 3-5 px here: neither its code nor its shapes are asked for.
  await page.waitForLoadState('networkidle');
  expect(mapFiles).toEqual([]);
  await expect(page.locator('svg[aria-label="Map of the states"]')).toHaveCount(0);

  // Turned to a wide window, the map comes.
  await page.setViewportSize({ width: 1366, height: 844 });
  await expect(map(page).getByRole('link')).toHaveCount(50, { timeout: 30_000 });
  expect(mapFiles.length).toBeGreaterThanOrEqual(2);
});

/** Scripts the page fetches whose name says they hold chart code (visx or shared-ui/charts). */
const CHART_SCRIPT = /visx|charts/i;

test('/home fetches no chart code, not even with the map’s late chunk; a chart page does', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/home');
  await expect(map(page).getByRole('link')).toHaveCount(50, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The map's own chunk came after the first paint, and it brought no chart library either.
  expect(scripts.some((url) => url.includes('state-map-view'))).toBe(true);
  expect(scripts.filter((url) => CHART_SCRIPT.test(url))).toEqual([]);

  // The same check sees chart code where there is some: the state page's charts.
  await map(page)
    .getByRole('link', { name: /^California \(CA\): / })
    .click();
  const bracket = page.getByRole('region', { name: "The bracket's money" });
  await scrollThrough(bracket);
  await expect(bracket.getByRole('figure')).toBeVisible({ timeout: 30_000 });
  expect(scripts.filter((url) => CHART_SCRIPT.test(url)).length).toBeGreaterThan(0);
});

interface CandidateMoneyAnswer {
  totalRaised: number;
  days: { day: string; raised: number; total: number; donors: number }[];
}

const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('the candidate page’s money table is the API’s series, ending on the total', async ({
  browser,
  request,
}) => {
  const candidate = await newActiveCandidate(browser);
  await giveByApi(request, candidate.id, { donor: 'Ada Chart', amount: 7 });
  await giveByApi(request, candidate.id, { donor: 'Bo Chart', amount: 12.5 });

  const api = (await (
    await request.get(`/api/charts/candidates/${candidate.id}`)
  ).json()) as CandidateMoneyAnswer;
  expect(api.totalRaised).toBe(19.5);
  expect(api.days.reduce((sum, day) => sum + day.raised * 100, 0) / 100).toBe(19.5);

  // A context of its own: axe runs in the page below.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`/candidate/${candidate.id}`);
  const section = page.getByRole('region', { name: 'Money over time' });
  await expect(section.getByText(/has raised \$19\.50 since registering/)).toBeVisible();
  await scrollThrough(section);
  await section.getByText('Show the numbers').first().click();
  const table = section.getByRole('table', { name: `Money raised by ${candidate.name}` });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
  expect(rows).toEqual(api.days.map((day) => [day.day, dollars(day.raised), dollars(day.total)]));
  await section.getByText('Show the numbers').nth(1).click();
  const donors = await section
    .getByRole('table', { name: `Donors per day of ${candidate.name}` })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
  expect(donors).toEqual(api.days.map((day) => [day.day, String(day.donors)]));
  // Two donors gave today: the count is donors, not dollars or gifts.
  expect(donors.at(-1)).toEqual([api.days.at(-1)!.day, '2']);
  await expectNoSeriousViolations(page);
  // The table is reachable from the keyboard (it scrolls when long).
  await expect(section.getByRole('region', { name: /table$/ }).first()).toHaveAttribute(
    'tabindex',
    '0',
  );
  expect(errors).toEqual([]);
  await visitor.close();
});

test('a gift made in another context appears on the live line of the watch view and /go-live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerContext = await browser.newContext();
  const candidate = await newCandidate(ownerContext.request);
  activateCandidate(candidate.id);
  const started = await ownerContext.request.post('/api/stream/start');
  expect(started.ok(), await started.text()).toBe(true);

  const console = await ownerContext.newPage();
  await console.goto('/go-live');
  const donations = console.getByRole('region', { name: 'Live Donations' });
  await expect(donations.getByText('No donations yet')).toBeVisible({ timeout: 30_000 });

  const visitorContext = await browser.newContext();
  const watch = await visitorContext.newPage();
  const errors = collectConsoleErrors(watch);
  await watch.goto(`/candidate/${candidate.id}`);
  await expect(watch.getByRole('region', { name: 'Watching live' })).toBeVisible({
    timeout: 30_000,
  });

  await giveByApi(request, candidate.id, { donor: 'Lina Line', amount: 5 });
  await expect(watch.getByText(/^1 gift this stream, \$5\.00 in all/)).toBeVisible();
  await expect(donations.getByText(/^1 gift this stream, \$5\.00 in all/)).toBeVisible();

  await giveByApi(request, candidate.id, { donor: 'Max Line', amount: 3.25 });
  await expect(watch.getByText(/^2 gifts this stream, \$8\.25 in all/)).toBeVisible();
  await expect(donations.getByText(/^2 gifts this stream, \$8\.25 in all/)).toBeVisible();
  await scrollThrough(donations);
  await donations.getByText('Show the numbers').click();
  const totals = await donations
    .getByRole('table', { name: 'Raised this stream, gift by gift' })
    .locator('tbody tr td:last-child')
    .allTextContents();
  expect(totals).toEqual(['$5.00', '$8.25']);
  await expectNoSeriousViolations(console);
  for (const toggle of await watch.getByText('Show the numbers').all()) await toggle.click();
  await expectNoSeriousViolations(watch);
  expect(errors).toEqual([]);
  await visitorContext.close();
  await ownerContext.close();
});

interface RunningTotalsAnswer {
  candidateId: number;
  name: string;
  totals: number[];
  totalRaised: number;
}

interface StateMoneyAnswer {
  days: string[];
  candidates: RunningTotalsAnswer[];
}

interface RoundMoneyAnswer {
  round: number | null;
  days: string[];
  matches: {
    bracket: { position: number };
    candidate1: RunningTotalsAnswer | null;
    candidate2: RunningTotalsAnswer | null;
  }[];
}

/** Each body row of a table: its cells' text, row header first. */
async function bodyRows(table: Locator) {
  return table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
}

test('the state page’s bracket and round tables are the API’s sums', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/PaidState/CA');
  // The demo's California tournament is active (server/src/seed/demo-tournaments.ts): its
  // round being played is charted.
  const races = page.getByRole('region', { name: /^Round \d+: the races$/ });
  const bracket = page.getByRole('region', { name: "The bracket's money" });
  await scrollThrough(bracket);
  await expect(bracket.getByRole('figure')).toBeVisible({ timeout: 30_000 });
  await scrollThrough(races);
  await expect(races.getByRole('figure').first()).toBeVisible();
  for (const toggle of await page.getByText('Show the numbers').all()) await toggle.click();

  const state = (await (await request.get('/api/charts/states/CA')).json()) as StateMoneyAnswer;
  expect(state.candidates.length).toBe(8);
  const stateTable = bracket.getByRole('table', {
    name: 'Running totals of the California bracket',
  });
  expect(await stateTable.locator('thead th').allTextContents()).toEqual([
    'Day',
    ...state.candidates.map((candidate) => candidate.name),
  ]);
  expect(await bodyRows(stateTable)).toEqual(
    state.days.map((day, index) => [
      day,
      ...state.candidates.map((candidate) => dollars(candidate.totals[index])),
    ]),
  );
  // Each line ends on the candidate's total, as the candidate's own page shows it.
  for (const candidate of state.candidates) {
    const detail = (await (
      await request.get(`/api/candidate/${candidate.candidateId}`)
    ).json()) as {
      totalDonations: number;
    };
    expect(candidate.totals.at(-1), candidate.name).toBe(detail.totalDonations);
  }

  const round = (await (
    await request.get('/api/charts/rounds/state/CA')
  ).json()) as RoundMoneyAnswer;
  expect(round.round).not.toBeNull();
  await expect(races).toHaveAccessibleName(`Round ${round.round}: the races`);
  const raced = round.matches.filter((match) => match.candidate1 && match.candidate2);
  expect(raced.length).toBeGreaterThan(0);
  await expect(races.getByRole('table')).toHaveCount(raced.length);
  for (const match of raced) {
    const [one, two] = [match.candidate1!, match.candidate2!];
    const table = races.getByRole('table', {
      name: `Match ${match.bracket.position}: ${one.name} vs ${two.name}: money raised during the round`,
    });
    // The row headers are the round's day ends, written in the browser's words; the sums are
    // compared as the API gives them.
    const rows = await bodyRows(table);
    expect(rows.map((row) => row.slice(1))).toEqual(
      round.days.map((_, index) => [dollars(one.totals[index]), dollars(two.totals[index])]),
    );
    await expect(
      races.getByText(
        `During this round ${one.name} has raised ${dollars(one.totalRaised)} and ${two.name} ${dollars(two.totalRaised)}.`,
        { exact: false },
      ),
    ).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
});
