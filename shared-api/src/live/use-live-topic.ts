import { startTransition, useEffect, useRef, useState } from 'react';
import { liveConnection, type LiveHandlers } from './live-connection';
import type { LiveTopic } from '../contracts/live-topics';

/**
 * Follows a live topic while mounted (none while `topic` is undefined) and answers whether
 * push is open: a screen polls at the spec's interval while it is not. The handlers may be
 * new functions on every render; the topic is followed once.
 *
 * The open/closed status only switches polling on or off, so its change is rendered as a
 * transition: in slices, never blocking. (As a useSyncExternalStore read it re-rendered every
 * screen following a topic in one blocking task as the connection opened, while the page was
 * still starting.)
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
  const [open, setOpen] = useState(() => liveConnection().isOpen());
  useEffect(() => {
    const connection = liveConnection();
    const read = () => startTransition(() => setOpen(connection.isOpen()));
    // A change between the first render and this subscription is not missed.
    read();
    return connection.onStatus(read);
  }, []);
  return topic !== undefined && open;
}
