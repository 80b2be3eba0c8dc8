import type { Locator } from '@playwright/test';

// Whether a <video> shows a live picture: it has a size, plays, and its decoded frames go
// up (Chromium's fake camera sends a moving pattern). For `expect.poll`: each call checks again,
// and the first frame count seen is the one the picture must pass.

/** A check for expect.poll: true once the video's frames advance past the first ones seen. */
export function framesAdvancing(video: Locator): () => Promise<boolean> {
  let first: number | undefined;
  return async () => {
    // Not there yet (the watch view or tile appears when the picture is subscribed).
    if ((await video.count()) === 0) return false;
    // A tile can go between the count and the look (a viewer subscribing afresh): not yet.
    const frames = await video
      .evaluate(
        (element: HTMLVideoElement) =>
          element.videoWidth > 0 && !element.paused
            ? element.getVideoPlaybackQuality().totalVideoFrames
            : -1,
        undefined,
        { timeout: 1_000 },
      )
      .catch(() => -1);
    if (frames < 0) return false;
    first ??= frames;
    return frames > first;
  };
}
