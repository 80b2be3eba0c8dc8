import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveEventKind, LiveTopic } from '../contracts/live-topics';
import { useLiveTopic } from './use-live-topic';

/**
 * Events that come together (a replay after a reconnect, a burst of gifts) read the keys
 * again once per this window: the first at once, the rest together at its end. Each read
 * afresh cancels the one in flight and re-renders what changed, so one per event would
 * thrash.
 */
export const LIVE_REFRESH_COALESCE_MS = 250;

export interface LiveRefreshOptions {
  /** Only these kinds of the topic's events (all of them by default). */
  kinds?: readonly LiveEventKind[];
  /** Events that carry what changed: the caller writes them into the cache itself. */
  onEvent?: (kind: LiveEventKind, data: unknown) => void;
}

/**
 * Follows a live topic whose events say "this changed": each event (of `kinds`), and a
 * resync, marks `keys` stale, so what is on screen is read again at once (within a second of
 * the change, where polling took up to its interval; events that come together, once per
 * LIVE_REFRESH_COALESCE_MS). Answers whether push is open; the
 * caller polls while it is not.
 */
export function useLiveRefresh(
  topic: LiveTopic | undefined,
  keys: readonly QueryKey[],
  { kinds, onEvent }: LiveRefreshOptions = {},
): boolean {
  const client = useQueryClient();
  const latestKeys = useRef(keys);
  latestKeys.current = keys;
  const coalescing = useRef<{ timer: ReturnType<typeof setTimeout>; again: boolean }>(undefined);
  useEffect(() => () => clearTimeout(coalescing.current?.timer), []);
  const refresh = () => {
    if (coalescing.current) {
      coalescing.current.again = true;
      return;
    }
    for (const queryKey of latestKeys.current) void client.invalidateQueries({ queryKey });
    coalescing.current = {
      again: false,
      timer: setTimeout(() => {
        const again = coalescing.current?.again;
        coalescing.current = undefined;
        if (again) refresh();
      }, LIVE_REFRESH_COALESCE_MS),
    };
  };
  return useLiveTopic(topic, {
    onEvent: (kind, data) => {
      onEvent?.(kind, data);
      if (!kinds || kinds.includes(kind)) refresh();
    },
    onResync: refresh,
  });
}
