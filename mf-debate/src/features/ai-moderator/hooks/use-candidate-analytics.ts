import { useRef, useState } from 'react';
import { ANALYTICS_TICK_MS } from 'shared-api';
import { useRandom, useInterval } from '../../simulation';
import { INITIAL_ANALYTICS, tickAnalytics, type CandidateAnalytics } from '../analytics';

type AnalyticsPair = readonly [CandidateAnalytics, CandidateAnalytics];

/** While live, the active speaker's analytics update each second. */
export function useCandidateAnalytics(isLive: boolean, activeSpeaker: 1 | 2): AnalyticsPair {
  const random = useRandom();
  // The ref is the truth: two ticks before a render must both count, and drawing from the
  // generator inside a state updater could draw twice (React may call updaters twice).
  const latest = useRef<AnalyticsPair>(INITIAL_ANALYTICS);
  const [analytics, setAnalytics] = useState<AnalyticsPair>(INITIAL_ANALYTICS);

  useInterval(
    () => {
      const [first, second] = latest.current;
      latest.current =
        activeSpeaker === 1
          ? [tickAnalytics(first, random), second]
          : [first, tickAnalytics(second, random)];
      setAnalytics(latest.current);
    },
    ANALYTICS_TICK_MS,
    isLive,
  );
  return analytics;
}
