import { useMemo, useState } from 'react';

/** The header's quality badge: 'excellent' while the video plays smoothly, as at the start. */
export type StreamQuality = 'excellent' | 'good' | 'poor';

/**
 * Reads the quality from the video element itself: playing is excellent, waiting for data
 * (buffering) is good, a failed source is poor.
 */
export function useStreamQuality() {
  const [quality, setQuality] = useState<StreamQuality>('excellent');
  const videoEvents = useMemo(
    () => ({
      onPlaying: () => setQuality('excellent'),
      onWaiting: () => setQuality('good'),
      onError: () => setQuality('poor'),
    }),
    [],
  );
  return { quality, videoEvents };
}
