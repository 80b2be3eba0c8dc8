import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveTopic } from '../contracts/live-topics';
import { useLiveTopic } from './use-live-topic';

/**
 * Follows a live topic whose events only say "this changed": each event, and a resync, marks
 * `keys` stale, so what is on screen is read again at once (within a second of the change,
 * where polling took up to its interval). Answers whether push is open; the caller polls
 * while it is not.
 */
export function useLiveRefresh(topic: LiveTopic | undefined, keys: readonly QueryKey[]): boolean {
  const client = useQueryClient();
  const refresh = () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  return useLiveTopic(topic, { onEvent: refresh, onResync: refresh });
}
