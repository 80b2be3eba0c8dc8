import { useCallback, useEffect, useRef, useState } from 'react';
import { REACTION_MS, REACTION_X_MAX_PERCENT, REACTION_X_MIN_PERCENT } from 'shared-api';
import { randomInt, useRandom } from '../../simulation';

export type ReactionKind = 'fire' | 'star' | 'like' | 'heart';

export interface FloatingReaction {
  id: number;
  kind: ReactionKind;
  /** Where it rises, across the stage: 10 to 90 percent. */
  xPercent: number;
}

/**
 * Reactions that float up the stage for 3 s and are then removed. Local only: other viewers
 * do not see them (the stage makes no server calls).
 */
export function useFloatingReactions() {
  const random = useRandom();
  const [reactions, setReactions] = useState<FloatingReaction[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const launch = useCallback(
    (kind: ReactionKind) => {
      const reaction: FloatingReaction = {
        id: nextId.current,
        kind,
        xPercent: randomInt(random, REACTION_X_MIN_PERCENT, REACTION_X_MAX_PERCENT),
      };
      nextId.current += 1;
      setReactions((list) => [...list, reaction]);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        setReactions((list) => list.filter((item) => item.id !== reaction.id));
      }, REACTION_MS);
      timers.current.add(timer);
    },
    [random],
  );

  return { reactions, launch };
}
