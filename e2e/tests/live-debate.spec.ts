import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { framesAdvancing } from '../lib/video-frames';

// The debate stage's live video (issue 21, point 3): the state's two scheduled candidates
// (the first two of its list) press "Go Live as {name}", each in a browser of their own with
// Chromium's fake camera, and a viewer of /tournament/{state} sees both tiles playing.
// Wyoming has no demo candidates and no other spec registers there, so the two new
// candidates are its whole list, both scheduled.

const STATE = 'WY';

interface Debater {
  context: BrowserContext;
  page: Page;
  candidate: { id: number; name: string };
  errors: string[];
}

test('both scheduled debaters go live and a viewer sees both cameras', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const debaters: Debater[] = [];
  for (const tag of ['debate-first', 'debate-second']) {
    const context = await browser.newContext();
    await context.grantPermissions(['camera', 'microphone'], { origin: baseURL });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const candidate = await newCandidate(page.request, { geographicCode: STATE, tag });
    activateCandidate(candidate.id);
    debaters.push({ context, page, candidate, errors });
  }

  for (const { page, candidate } of debaters) {
    await page.goto(`/tournament/${STATE}`);
    await page.getByRole('button', { name: `Go Live as ${candidate.name}` }).click();
    await expect(page.getByText(`${candidate.name} is LIVE`)).toBeVisible();
  }
  // Both cameras reach Janus (ICE and DTLS: seconds on a loaded 2-core machine, a budget).
  await expect
    .poll(
      async () => {
        const answer = await debaters[0]!.page.request.get(
          `/api/media/publishers?room=debate-${STATE}`,
        );
        const { feeds } = (await answer.json()) as { feeds: { candidateId: number }[] };
        return feeds.map((feed) => feed.candidateId).sort((a, b) => a - b);
      },
      { timeout: 30_000 },
    )
    .toEqual(debaters.map(({ candidate }) => candidate.id).sort((a, b) => a - b));

  // A visitor, in a browser of their own: both tiles play, measured from the page load. The
  // budget is the stream's 5 s (live-video.spec.ts) plus room for this test's load: three
  // Chromiums here, two encoding a camera each, on a 2-core machine (9.6 s seen at a load
  // average of 23).
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  const viewerErrors = collectConsoleErrors(viewer);
  await viewer.goto(`/tournament/${STATE}`, { waitUntil: 'commit' });
  const tiles = debaters.map(({ candidate }) => viewer.getByLabel(`${candidate.name} live video`));
  await expect
    .poll(
      async () => {
        const checks = tiles.map((tile) => framesAdvancing(tile));
        // Each check needs two looks (the first frame count, then more frames).
        await Promise.all(checks.map((check) => check()));
        await viewer.waitForTimeout(200);
        return (await Promise.all(checks.map((check) => check()))).every(Boolean);
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // A debater ending their live stream leaves the stage with one camera, then none.
  for (const [index, { page }] of debaters.entries()) {
    await page.getByRole('button', { name: 'End Live Stream' }).click();
    await expect(tiles[index]!).toHaveCount(0, { timeout: 15_000 });
  }

  for (const { errors } of debaters) expect(errors).toEqual([]);
  expect(viewerErrors).toEqual([]);
  await viewerContext.close();
  for (const { context } of debaters) await context.close();
});
