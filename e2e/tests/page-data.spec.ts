import { expect, test } from '@playwright/test';
import { scrollThrough } from '../lib/charts';

test("the state page draws its bracket, charts, candidates and counties from the page's own data", async ({
  page,
}) => {
  // Written into the page by the server (server/src/http/page-data.ts) under the keys the
  // screen's hooks read: with the API holding those six answers back, every part still draws.
  // (A request the live connection's first resync makes stays pending; the data stays shown.)
  await page.route(
    /\/api\/(tournament\/state\/CA(\/brackets)?|charts\/states\/CA|charts\/rounds\/state\/CA|candidates\/CA|counties\/CA)(\?|$)/,
    () => undefined,
  );
  // Lower case, as a visitor may type it: the server reads the code as the screen does.
  await page.goto('/PaidState/ca');
  await expect(
    page.getByRole('region', { name: 'QUARTER-FINALS' }).locator('a[href^="/candidate/"]'),
  ).toHaveCount(8);
  // The bracket's tournament: California's is being played.
  await expect(page.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Round \d: the races$/ })).toBeVisible();
  const bracket = page.getByRole('region', { name: "The bracket's money" });
  await scrollThrough(bracket);
  await expect(bracket.getByRole('figure')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: 'Candidates' }).locator('a[href^="/candidate/"]').first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Counties' })
      .getByRole('link', { name: 'Los Angeles County' }),
  ).toBeVisible();
});
