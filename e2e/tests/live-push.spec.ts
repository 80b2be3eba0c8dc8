import { expect, test, type Browser } from '@playwright/test';
import { LIVE_POSITION_ELEMENT_ID, type LivePosition } from 'shared-api/contracts';
import { newActiveCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { giveByApi } from '../lib/donation-api';

// Live push in Chromium against the real server: a visitor's page of a candidate
// who is not streaming (nothing on it polls then) shows a gift made elsewhere, because the
// page follows the candidate's events over Server-Sent Events; refused the stream, it shows
// the total it loaded with and no more (so the update above came by push).

/** A new active candidate, and a visitor's page (in a context of its own) whose errors count. */
async function candidateAndVisitor(browser: Browser) {
  const candidate = await newActiveCandidate(browser);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  return { candidate, visitorContext, visitor, errors: collectConsoleErrors(visitor) };
}

test('a gift made elsewhere shows on a visitor’s candidate page by push', async ({
  browser,
  request,
}) => {
  const { candidate, visitorContext, visitor, errors } = await candidateAndVisitor(browser);
  const streams: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().includes('/api/live?')) streams.push(r.url());
  });
  await visitor.goto(`/candidate/${candidate.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(visitor.getByText('$0.00 raised')).toBeVisible();
  await expect
    .poll(() => streams.some((url) => url.includes(`candidate%3A${candidate.id}`)))
    .toBe(true);

  await giveByApi(request, candidate.id, { donor: 'Pat Pusher', amount: 7 });
  await expect(visitor.getByText('$7.00 raised')).toBeVisible();
  expect(errors).toEqual([]);
  await visitorContext.close();
});

test("a gift made after the page was served, before its live connection opened, arrives by replay from the page's position", async ({
  browser,
  request,
}) => {
  const { candidate, visitorContext, visitor, errors } = await candidateAndVisitor(browser);
  // The page's live connection is held back until the gift has been made.
  let releaseStream!: () => void;
  const giftMade = new Promise<void>((resolve) => (releaseStream = resolve));
  const streams: string[] = [];
  await visitor.route('**/api/live?**', async (route) => {
    streams.push(route.request().url());
    await giftMade;
    await route.continue();
  });
  await visitor.goto(`/candidate/${candidate.id}`);
  await expect(visitor.getByText('$0.00 raised')).toBeVisible();
  // The server wrote where the page's data stands; the first connection resumes from there
  // (and so does not read everything afresh as it opens).
  const position = JSON.parse(
    (await visitor.locator(`#${LIVE_POSITION_ELEMENT_ID}`).textContent()) ?? 'null',
  ) as LivePosition;
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  const query = new URL(streams[0]!).searchParams;
  expect(query.get('lastEventId')).toBe(position.lastEventId);
  expect(query.get('heardAt')).toBe(String(position.heardAt));

  await giveByApi(request, candidate.id, { donor: 'Rita Replay', amount: 9 });
  releaseStream();
  await expect(visitor.getByText('$9.00 raised')).toBeVisible();
  expect(errors).toEqual([]);
  await visitorContext.close();
});
