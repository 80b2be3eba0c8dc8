import { useEffect, useRef, useSyncExternalStore } from 'react';
import { liveConnection, type LiveHandlers } from './live-connection';
import type { LiveTopic } from '../contracts/live-topics';

const subscribeStatus = (listener: () => void) => liveConnection().onStatus(listener);
const readStatus = () => liveConnection().isOpen();
const serverStatus = () => false;

/**
 * Follows a live topic while mounted (none while `topic` is undefined) and answers whether
 * push is open: a screen polls at the spec's interval while it is not. The handlers may be
 * new functions on every render; the topic is followed once.
 */
export function useLiveTopic(topic: LiveTopic | undefined, handlers: LiveHandlers): boolean {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!topic) return;
    return liveConnection().follow(topic, {
      onEvent: (kind, data) => latest.current.onEvent(kind, data),
      onResync: () => latest.current.onResync(),
    });
  }, [topic]);
  const open = useSyncExternalStore(subscribeStatus, readStatus, serverStatus);
  return topic !== undefined && open;
}
