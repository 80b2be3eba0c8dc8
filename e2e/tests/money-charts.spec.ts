import { expect, test, type Page } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { giveByApi } from '../lib/donation-api';

// Issue 22 against the real server and the built site: the /home map agrees with the tiles,
// its states are links by mouse and keyboard; a chart's table is the API's series; a gift
// made in another browser context appears on the live line of the watch view and /go-live.

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
  await expect(map(page).getByRole('link', { name: /^North Carolina: / })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for your state' }).fill('');

  // Hover shows the tile's card; a click opens the state's page.
  const texas = map(page).getByRole('link', { name: /^Texas: / });
  await texas.hover();
  await expect(page.locator('div[aria-hidden="true"]').getByText('Texas')).toBeVisible();
  await texas.click();
  await expect(page).toHaveURL(/\/PaidState\/TX$/);
  await expect(page.getByRole('heading', { level: 1, name: /Texas/ })).toBeVisible();

  // Keyboard: focus a state and press Enter.
  await page.goBack();
  const newYork = map(page).getByRole('link', { name: /^New York: / });
  await newYork.focus();
  await expect(page.locator('div[aria-hidden="true"]').getByText('New York')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/PaidState\/NY$/);
  expect(errors).toEqual([]);
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
  const owner = await browser.newContext();
  const candidate = await newCandidate(owner.request);
  activateCandidate(candidate.id);
  await owner.close();
  await giveByApi(request, candidate.id, { donor: 'Ada Chart', amount: 7 });
  await giveByApi(request, candidate.id, { donor: 'Bo Chart', amount: 12.5 });

  const api = (await (
    await request.get(`/api/charts/candidates/${candidate.id}`)
  ).json()) as CandidateMoneyAnswer;
  expect(api.totalRaised).toBe(19.5);
  expect(api.days.reduce((sum, day) => sum + day.raised * 100, 0) / 100).toBe(19.5);

  const page = await browser.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(`/candidate/${candidate.id}`);
  const section = page.getByRole('region', { name: 'Money over time' });
  await expect(section.getByText(/has raised \$19\.50 since registering/)).toBeVisible();
  await section.getByText('Show the numbers').first().click();
  const table = section.getByRole('table', { name: `Money raised by ${candidate.name}` });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
  expect(rows).toEqual(api.days.map((day) => [day.day, dollars(day.raised), dollars(day.total)]));
  // The table is reachable from the keyboard (it scrolls when long).
  await expect(section.getByRole('region', { name: /table$/ }).first()).toHaveAttribute(
    'tabindex',
    '0',
  );
  expect(errors).toEqual([]);
  await page.close();
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
  await donations.getByText('Show the numbers').click();
  const totals = await donations
    .getByRole('table', { name: 'Raised this stream, gift by gift' })
    .locator('tbody tr td:last-child')
    .allTextContents();
  expect(totals).toEqual(['$5.00', '$8.25']);
  expect(errors).toEqual([]);
  await visitorContext.close();
  await ownerContext.close();
});
