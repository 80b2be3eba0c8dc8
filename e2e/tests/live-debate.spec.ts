import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { framesAdvancing } from '../lib/video-frames';

// The debate stage's live video (docs/video.md): the state's two scheduled candidates
// (the first two of its list) press "Go Live as {name}", each in a browser of their own with
// Chromium's fake camera, and a viewer of /tournament/{state} sees both tiles playing; then a
// third candidate's click-in shows their camera as a third tile for its countdown, and a
// viewer switched to HLS sees the server's one picture of the cameras.
// Nebraska has no demo candidates and no other spec registers or starts a tournament there
// (Wyoming, tried first, gets one from candidate-verification.spec.ts), so the two new
// candidates are its whole list, both scheduled. A retry cannot use it again: the first try's
// candidates stay first in its list, so the retry's would not be scheduled and would never
// get "Go Live as". Each try has a state of its own, as empty (North and South Dakota).
const STATES = ['NE', 'ND', 'SD'] as const;

interface Debater {
  context: BrowserContext;
  page: Page;
  candidate: { id: number; name: string };
  errors: string[];
}

test('both scheduled debaters go live, a viewer sees both cameras, then a click-in camera, and a crowd by HLS', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const STATE = STATES[testInfo.retry % STATES.length]!;
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

  // A third candidate clicks in: their camera is the stage's third tile for
  // their countdown, and leaves it when they end their speaking time. Registered after the
  // pair with no money, they are not scheduled themselves; verified, since a click-in's camera
  // is a verified candidate's (docs/roles.md).
  const clickerContext = await browser.newContext();
  await clickerContext.grantPermissions(['camera', 'microphone'], { origin: baseURL });
  const clicker = await clickerContext.newPage();
  const clickerErrors = collectConsoleErrors(clicker);
  const clickerCandidate = await newCandidate(clicker.request, {
    geographicCode: STATE,
    tag: 'debate-click-in',
  });
  activateCandidate(clickerCandidate.id);
  await clicker.goto(`/tournament/${STATE}`);
  await clicker.getByRole('button', { name: 'Request Speaking Time' }).click();
  await expect(clicker.getByRole('timer', { name: /of speaking time left/ })).toBeVisible({
    timeout: 15_000,
  });
  const clickInTile = viewer.getByLabel(`Click-in: ${clickerCandidate.name} live video`);
  await expect.poll(framesAdvancing(clickInTile), { timeout: 30_000 }).toBe(true);
  await clicker.getByRole('button', { name: 'End Speaking Time' }).click();
  await expect(clickInTile).toHaveCount(0, { timeout: 15_000 });
  expect(clickerErrors).toEqual([]);
  await clickerContext.close();

  // A crowd's view (docs/video.md "HLS for crowds"): a viewer switched to HLS (`?video=hls`,
  // as one above the threshold is) sees the server's one picture of both cameras play, and
  // how far behind live it is.
  const crowdContext = await browser.newContext();
  const crowd = await crowdContext.newPage();
  const crowdErrors = collectConsoleErrors(crowd);
  await crowd.goto(`/tournament/${STATE}?video=hls`);
  const picture = crowd.getByLabel('The debate live video');
  await expect.poll(framesAdvancing(picture), { timeout: 45_000 }).toBe(true);
  await expect(crowd.getByText(/^Live \(HLS, about \d+ s behind\)$/)).toBeVisible({
    timeout: 10_000,
  });

  // A debater ending their live stream leaves the stage with one camera, then none. The
  // crowd's picture goes on with the one left: a new picture on the same playlist.
  for (const [index, { page }] of debaters.entries()) {
    await page.getByRole('button', { name: 'End Live Stream' }).click();
    await expect(tiles[index]!).toHaveCount(0, { timeout: 15_000 });
    if (index === 0) {
      // Past the few seconds hls.js holds, so the frames counted are the new picture's.
      await crowd.waitForTimeout(8_000);
      await expect(picture).toHaveCount(1);
      await expect.poll(framesAdvancing(picture), { timeout: 20_000 }).toBe(true);
      await expect(crowd.getByText(/^Live \(HLS/)).toBeVisible();
    }
  }
  await expect(picture).toHaveCount(0, { timeout: 15_000 });
  expect(crowdErrors).toEqual([]);
  await crowdContext.close();

  for (const { errors } of debaters) expect(errors).toEqual([]);
  expect(viewerErrors).toEqual([]);
  await viewerContext.close();
  for (const { context } of debaters) await context.close();
});
