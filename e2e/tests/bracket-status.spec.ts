import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../lib/console-errors';

// Each state of a bracket as a visitor meets it on the demo data (server/src/seed/
// demo-tournaments.ts): New York's tournament is finished, California's is in its semi-finals,
// Florida's starts in five days, and a state without a tournament shows provisional seeds. The
// line above the bracket says which, with its dates; Register is offered only in a slot that
// can still be filled (docs/tournament-rules.md).

const UTC_MINUTE = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC`;

function bracket(page: Page) {
  return page.getByRole('region', { name: 'State Bracket' });
}

test('a finished bracket (New York) says so and offers no Register', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/PaidState/NY');
  const section = bracket(page);
  await expect(section.getByText('FINISHED', { exact: true })).toBeVisible();
  await expect(
    section.getByText(new RegExp(`^Finished ${UTC_MINUTE}: every round is decided\\.$`)),
  ).toBeVisible();
  await expect(section.getByRole('heading', { name: 'PAID CANDIDATE' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Register' })).toHaveCount(0);
  // Its empty first-round slots were byes: said so, not offered.
  const quarterFinals = section.getByRole('region', { name: 'QUARTER-FINALS' });
  const candidates = await quarterFinals.locator('a[href^="/candidate/"]').count();
  await expect(quarterFinals.getByText('BYE', { exact: true })).toHaveCount(8 - candidates);
  expect(errors).toEqual([]);
});

test('an active bracket (California) names its round and when it ends', async ({ page }) => {
  await page.goto('/PaidState/CA');
  const section = bracket(page);
  await expect(section.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(
    section.getByText(new RegExp(`^SEMI-FINALS, round 2 of 3: ends ${UTC_MINUTE}\\.$`)),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'Register' })).toHaveCount(0);
});

test('an upcoming bracket (Florida) gives its start, provisional seeds and Register', async ({
  page,
}) => {
  await page.goto('/PaidState/FL');
  const section = bracket(page);
  await expect(section.getByText('UPCOMING', { exact: true })).toBeVisible();
  await expect(
    section.getByText(
      new RegExp(
        `^Starts ${UTC_MINUTE} \\(in 5 days\\)\\. Provisional seeds: today's standings, fixed at the start\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(section.getByText('ACTIVE', { exact: true })).toHaveCount(0);
  // Three candidates in the provisional round 1: the five other slots can still be filled.
  const quarterFinals = section.getByRole('region', { name: 'QUARTER-FINALS' });
  const candidates = await quarterFinals.locator('a[href^="/candidate/"]').count();
  const register = quarterFinals.getByRole('link', { name: 'Register' });
  await expect(register).toHaveCount(8 - candidates);
  await register.first().click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a place without a tournament shows provisional seeds, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/PaidState/OH');
  const section = bracket(page);
  await expect(section.getByText('PROVISIONAL', { exact: true })).toBeVisible();
  await expect(
    section.getByText("No tournament is scheduled yet. Provisional seeds: today's standings."),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'Register' }).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});
