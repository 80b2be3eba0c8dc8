import { useEffect, useRef, useState } from 'react';
import { VIEWER_DRIFT_MAX, VIEWER_DRIFT_MIN, VIEWER_DRIFT_MS } from 'shared-api';
import { randomInt, type Random, useRandom, useInterval } from '../../simulation';

/** One simulated drift of the audience: -5 to +14 viewers every 5 s. */
export function viewerDriftStep(random: Random): number {
  return randomInt(random, VIEWER_DRIFT_MIN, VIEWER_DRIFT_MAX);
}

/**
 * The channel's viewer count plus a simulated drift every 5 s while `enabled` (the live stage
 * is on screen). The drift is kept apart from the server's count, so a refetched channel
 * moves the base without losing the drift; the sum never goes below zero.
 */
export function useViewerDrift(serverCount: number, enabled: boolean): number {
  const random = useRandom();
  const [drift, setDrift] = useState(0);
  const base = useRef(serverCount);
  useEffect(() => {
    base.current = serverCount;
  }, [serverCount]);

  useInterval(
    () => {
      // Drawn outside the updater: React may call an updater twice, which would draw twice.
      const step = viewerDriftStep(random);
      setDrift((current) => Math.max(-base.current, current + step));
    },
    VIEWER_DRIFT_MS,
    enabled,
  );
  return Math.max(0, serverCount + drift);
}
