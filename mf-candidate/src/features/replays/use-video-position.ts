import { useCallback, useEffect, useState } from 'react';

// Where a <video> is, in whole milliseconds, for the replay's timeline: read on timeupdate
// (a few times a second while playing) and on seeking/seeked, so a jump back hides what came
// after at once. The element is passed through a callback ref because the video mounts after
// the replay loads.

const EVENTS = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata', 'emptied'] as const;

export function useVideoPosition(): {
  videoRef: (video: HTMLVideoElement | null) => void;
  positionMs: number;
} {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [positionMs, setPositionMs] = useState(0);
  const videoRef = useCallback((element: HTMLVideoElement | null) => setVideo(element), []);

  useEffect(() => {
    if (!video) return undefined;
    const read = () => {
      const seconds = video.currentTime;
      setPositionMs(Number.isFinite(seconds) ? Math.floor(seconds * 1000) : 0);
    };
    read();
    for (const event of EVENTS) video.addEventListener(event, read);
    return () => {
      for (const event of EVENTS) video.removeEventListener(event, read);
    };
  }, [video]);

  return { videoRef, positionMs };
}

/** The items a timeline shows at `positionMs`: those the video has reached, newest first. */
export function reachedItems<Item extends { offsetMs: number }>(
  items: readonly Item[],
  positionMs: number,
): Item[] {
  return items.filter((item) => item.offsetMs <= positionMs).reverse();
}
