import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { newAccount, signUpThroughApi } from '../lib/accounts';
import { REPO_ROOT, startAppServer } from '../lib/app-server';
import { fillDonationForm, TEST_CARD_SUCCEEDS } from '../lib/donation-form';

// A monthly plan's stated total is what the server's clock charges (docs/donation-rules.md
// "Monthly gifts", "The server's clock"). A server of this spec's own lives on a set clock
// (PAID_CLOCK_OFFSET_MS, the tests-only setting): a donor starts a monthly plan about three
// months before the last election of a demo candidate's next cycle and the page states N gifts
// totalling $X; the server is then restarted on each charge day (its monthly clock charges
// due plans as it starts), and My donations shows exactly N charges totalling $X and the plan
// ended. Nothing is mocked: the real server, database and test-mode payment provider.

const DAY_MS = 86_400_000;
/** A demo candidate verified by the demo data. */
const CANDIDATE_ID = 1;

/** YYYY-MM-DD `months` months after `day`, the month's last day when shorter (the clock's rule). */
function monthsAfter(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, index, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });

test('a monthly plan charges exactly the gifts and total its form stated, on a set clock', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const port = String(Number(process.env.E2E_PORT ?? 3210) + 2);
  const dataDir = path.join(REPO_ROOT, `.paid-e2e-data-${port}-clock`);
  rmSync(dataDir, { recursive: true, force: true });
  const env = { PORT: port, PAID_DATA_DIR: dataDir, PAID_TOURNAMENT_TICK_MS: '0' };
  /** The server on a clock set to noon UTC of `day`. */
  const serverOn = (day: string) =>
    startAppServer({
      ...env,
      PAID_CLOCK_OFFSET_MS: String(new Date(`${day}T12:00:00Z`).getTime() - Date.now()),
    });

  // The candidate's elections (on the real clock) say where its next cycle ends.
  let server = await startAppServer(env);
  let startDay: string;
  try {
    const detail = await (await fetch(`${server.url}/api/candidate/${CANDIDATE_ID}`)).json();
    const elections: { date: string; cycle: string }[] = detail.elections;
    const cycle = elections[0].cycle;
    const endDay = elections.filter((election) => election.cycle === cycle).at(-1)!.date;
    // About three months before it: a plan of a few gifts.
    startDay = new Date(new Date(`${endDay}T12:00:00Z`).getTime() - 80 * DAY_MS)
      .toISOString()
      .slice(0, 10);
  } finally {
    await server.stop();
  }

  server = await serverOn(startDay);
  try {
    const member = newAccount('clock');
    await signUpThroughApi(page, member, server.url);
    await page.goto(`${server.url}/donate/${CANDIDATE_ID}`);
    await fillDonationForm(page, {
      donor: `${member.firstName} ${member.lastName}`,
      email: member.email,
      card: TEST_CARD_SUCCEEDS,
    });
    await page.getByRole('checkbox', { name: 'Save this card for one-tap giving' }).check();
    await page.getByRole('checkbox', { name: 'Give this amount every month' }).check();
    const statement = page
      .getByRole('form', { name: 'Donation' })
      .getByRole('status')
      .filter({ hasText: 'every month' });
    // Counted from the server's day, not the browser's.
    await expect(statement).toContainText(`Next charge: ${longDay(monthsAfter(startDay, 1))}.`);
    const stated = /: \$([\d,]+) \((\d+) gifts?\)/.exec((await statement.textContent()) ?? '');
    expect(stated).not.toBeNull();
    const total = Number(stated![1].replace(/,/g, ''));
    const gifts = Number(stated![2]);
    expect(gifts).toBeGreaterThan(1);
    expect(total).toBe(25 * gifts);
    await page.getByRole('button', { name: 'Donate $25' }).click();
    await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();

    // Each charge day, and a day a month after the last: a server on that day charges what is due.
    for (let n = 1; n <= gifts; n += 1) {
      await server.stop();
      server = await serverOn(monthsAfter(startDay, n));
      await expectPlanGifts(page, server.url, Math.min(n + 1, gifts));
    }

    await page.goto(`${server.url}/donations`);
    const charges = page.getByRole('article', { name: /^\$25\.00 to / });
    await expect(charges).toHaveCount(gifts);
    await expect(charges.getByText('Monthly', { exact: true })).toHaveCount(gifts);
    const plan = page.getByRole('article', { name: /^\$25\.00 every month to / });
    await expect(plan.getByText('Ended', { exact: true })).toBeVisible();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Waits until the member's own gifts on the server number `count` (its clock ran at start). */
async function expectPlanGifts(page: Page, url: string, count: number) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${url}/api/donations/mine`);
        return ((await response.json()) as unknown[]).length;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
}
