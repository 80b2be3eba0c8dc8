import { expect, test } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { framesAdvancing } from '../lib/video-frames';

// Live video (docs/video.md) through the real server and the Janus it started: a candidate goes
// live with Chromium's fake camera in one browser; a visitor in another browser sees the
// picture play (its frames advance) within 5 s of loading the page (docs/video.md); End
// Stream stops it; a visitor cannot publish.

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
  // GO LIVE publishes the camera and microphone by itself (docs/video.md "Screens").
  await expect(live.getByRole('button', { name: 'Camera' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // ICE and DTLS with the media server: seconds on a loaded 2-core machine (a budget).
  await expect(live.getByText('Viewers see and hear you live.')).toBeVisible({ timeout: 30_000 });

  // A visitor, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectConsoleErrors(visitor);
  const watch = visitor.getByRole('region', { name: 'Watching live' });
  const video = watch.getByLabel(`${candidate.name}'s live video`);
  // The budget runs from the page load (the navigation answered) until frames advance: the
  // page, the remote's code, the watch call, ICE and DTLS with Janus, the first frames.
  const loadStarted = Date.now();
  await visitor.goto(`/candidate/${candidate.id}`, { waitUntil: 'commit' });
  // Looked at every 100 ms (not Playwright's growing 1 s steps), so the measure is the picture's.
  const budgetLeft = 5_000 - (Date.now() - loadStarted);
  await expect.poll(framesAdvancing(video), { timeout: budgetLeft, intervals: [100] }).toBe(true);
  test.info().annotations.push({
    type: 'page load to moving picture',
    description: `${Date.now() - loadStarted} ms`,
  });
  // ... and frames go on arriving.
  await expect.poll(framesAdvancing(video)).toBe(true);

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
