import { expect, test, type Locator } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';

// Live video (issue 21) through the real server and the Janus it started: a candidate goes
// live with Chromium's fake camera in one browser; a visitor in another browser sees the
// picture play (its frames advance); End Stream stops it; a visitor cannot publish.

/** The video's playback position and size, to see frames arrive. */
const playback = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    width: element.videoWidth,
    paused: element.paused,
  }));

test('a candidate broadcasts, a visitor watches the picture live, End Stream ends it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const candidateContext = await browser.newContext();
  await candidateContext.grantPermissions(['camera', 'microphone'], { origin: baseURL });
  const page = await candidateContext.newPage();
  const errors = collectConsoleErrors(page);
  const candidate = await newCandidate(page.request);
  activateCandidate(candidate.id);

  await page.goto('/go-live');
  await page.getByRole('button', { name: 'GO LIVE' }).click();
  const live = page.getByRole('region', { name: 'Your live stream' });
  await live.getByRole('button', { name: 'Camera' }).click();
  // ICE and DTLS with the media server: seconds on a loaded 2-core machine (a budget).
  await expect(live.getByText('Viewers see and hear you live.')).toBeVisible({ timeout: 30_000 });

  // A visitor, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectConsoleErrors(visitor);
  await visitor.goto(`/candidate/${candidate.id}`);
  const watch = visitor.getByRole('region', { name: 'Watching live' });
  await expect(watch).toBeVisible();
  // The picture plays within 5 s of the watch view opening: frames keep arriving.
  const video = watch.getByLabel(`${candidate.name}'s live video`);
  await expect(video).toBeVisible({ timeout: 5_000 });
  const first = await playback(video);
  await expect
    .poll(async () => {
      const now = await playback(video);
      return now.width > 0 && !now.paused && now.time > first.time;
    })
    .toBe(true);
  // ... and go on arriving.
  const second = await playback(video);
  await expect.poll(async () => (await playback(video)).time > second.time).toBe(true);

  // A visitor cannot publish, to this room or any.
  const offer = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
  const refused = await visitor.request.post('/api/media/publish', {
    data: { room: { kind: 'stream', candidateId: candidate.id }, offer },
  });
  expect(refused.status()).toBe(401);

  // End Stream: the picture stops for the visitor (the watch view closes with the stream).
  await live.getByRole('button', { name: 'End Stream' }).click();
  await expect(page.getByText('Stream Ended')).toBeVisible();
  await expect(watch).toBeHidden();
  await expect(video).toHaveCount(0);
  const after = await visitor.request.post('/api/media/watch', {
    data: { room: { kind: 'stream', candidateId: candidate.id } },
  });
  expect((await after.json()) as { live: boolean }).toMatchObject({ live: false });

  expect(errors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();
  await candidateContext.close();
});
