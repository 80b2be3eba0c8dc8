import { useEffect, useState } from 'react';
import type { MediaRoomRef } from '../contracts';
import { ApiError } from '../request';
import { currentFeedIds, subscribeMedia } from './webrtc';

/**
 * 'waiting' while nobody publishes (asked again every few seconds), 'connecting',
 * 'playing' once media flows, 'unavailable' when the server has no video.
 */
export type WatchState = 'off' | 'waiting' | 'connecting' | 'playing' | 'unavailable';

/** How often a viewer asks again while nobody publishes, or after the picture stopped. */
export const WATCH_RETRY_MS = 2_000;

const roomKey = (room: MediaRoomRef | null) => (room ? JSON.stringify(room) : '');

/**
 * Watches every camera published in `room` while a room is given: each candidate's stream
 * by candidate id. A publisher who stops, or a connection that fails, starts the watch over
 * (a debate stage's second candidate going live is picked up the same way).
 */
export function useWatchMedia(room: MediaRoomRef | null) {
  const [state, setState] = useState<WatchState>('off');
  const [streams, setStreams] = useState<ReadonlyMap<number, MediaStream>>(new Map());
  const key = roomKey(room);

  useEffect(() => {
    if (!key) {
      setState('off');
      return;
    }
    const target = JSON.parse(key) as MediaRoomRef;
    let cancelled = false;
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const again = () => {
      stop?.();
      stop = undefined;
      setStreams(new Map());
      if (!cancelled) timer = setTimeout(() => void watch(), WATCH_RETRY_MS);
    };

    const watch = async () => {
      try {
        const subscription = await subscribeMedia(target, (candidateId, stream) => {
          if (!cancelled) setStreams((current) => new Map(current).set(candidateId, stream));
        });
        if (cancelled) {
          subscription?.stop();
          return;
        }
        if (!subscription) {
          setState('waiting');
          again();
          return;
        }
        stop = subscription.stop;
        setState('connecting');
        const connection = subscription.connection;
        connection.addEventListener('connectionstatechange', () => {
          if (cancelled) return;
          if (connection.connectionState === 'connected') setState('playing');
          if (['failed', 'closed', 'disconnected'].includes(connection.connectionState)) {
            setState('waiting');
            again();
          }
        });
        // Another publication (the stage's second debater going live, a candidate turning
        // their camera off and on) needs a new subscription: compare now and then.
        const recheck = async () => {
          if (cancelled || stop !== subscription.stop) return;
          const now = await currentFeedIds(target).catch(() => subscription.feedIds);
          if (cancelled || stop !== subscription.stop) return;
          if (now.join() !== subscription.feedIds.join()) again();
          else timer = setTimeout(() => void recheck(), WATCH_RETRY_MS);
        };
        timer = setTimeout(() => void recheck(), WATCH_RETRY_MS);
      } catch (error) {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 502) {
          setState('unavailable');
          return;
        }
        setState('waiting');
        again();
      }
    };

    setState('connecting');
    void watch();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [key]);

  return { state, streams };
}
