import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveEventKind, LiveTopic } from '../contracts/live-topics';
import { useLiveTopic } from './use-live-topic';

export interface LiveRefreshOptions {
  /** Only these kinds of the topic's events (all of them by default). */
  kinds?: readonly LiveEventKind[];
  /** Events that carry what changed: the caller writes them into the cache itself. */
  onEvent?: (kind: LiveEventKind, data: unknown) => void;
}

/**
 * Follows a live topic whose events say "this changed": each event (of `kinds`), and a
 * resync, marks `keys` stale, so what is on screen is read again at once (within a second of
 * the change, where polling took up to its interval). Answers whether push is open; the
 * caller polls while it is not.
 */
export function useLiveRefresh(
  topic: LiveTopic | undefined,
  keys: readonly QueryKey[],
  { kinds, onEvent }: LiveRefreshOptions = {},
): boolean {
  const client = useQueryClient();
  const refresh = () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  return useLiveTopic(topic, {
    onEvent: (kind, data) => {
      onEvent?.(kind, data);
      if (!kinds || kinds.includes(kind)) refresh();
    },
    onResync: refresh,
  });
}
