import { useRef, useState } from 'react';
import { AI_INSIGHT_MS } from 'shared-api';
import { useRandom, useInterval } from '../../simulation';
import { addInsight, randomInsight, type AiInsight, type InsightSpeakers } from '../insights';

/** While live, a new random insight every 8 s; the newest 10 are kept. */
export function useAiInsights(isLive: boolean, speakers: InsightSpeakers): AiInsight[] {
  const random = useRandom();
  const [insights, setInsights] = useState<AiInsight[]>([]);
  const nextId = useRef(1);

  useInterval(
    () => {
      // Made outside the updater so the generator is drawn exactly once per insight.
      const insight = randomInsight(random, nextId.current, speakers, new Date());
      nextId.current += 1;
      setInsights((list) => addInsight(list, insight));
    },
    AI_INSIGHT_MS,
    isLive,
  );
  return insights;
}
