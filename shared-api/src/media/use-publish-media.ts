import { useEffect, useState } from 'react';
import type { MediaRoomRef } from '../contracts';
import { ApiError } from '../request';
import { publishMedia } from './webrtc';

/**
 * How a publication stands: 'off' without a camera or a room, 'connecting', 'live' once the
 * media server receives it, 'unavailable' when the server has no video, 'refused' when the
 * server does not let this account publish here, 'failed' otherwise. Unless refused, it
 * publishes again by itself, after PUBLISH_RETRY_MS and then twice as long each time up to
 * PUBLISH_RETRY_MAX_MS: on a cluster the server holding the room may have died, and the next
 * publish places the room on a live one (docs/video.md "Several servers").
 */
export type PublishState = 'off' | 'connecting' | 'live' | 'unavailable' | 'refused' | 'failed';

/** The first wait before publishing again after a failure. */
export const PUBLISH_RETRY_MS = 1_000;
/** The longest wait between tries. */
export const PUBLISH_RETRY_MAX_MS = 30_000;

const roomKey = (room: MediaRoomRef | null) => (room ? JSON.stringify(room) : '');

/**
 * Publishes `stream` to `room` while both are given (GO LIVE's camera, a debater's camera on
 * the stage); a new stream (the camera switched off and on) is published afresh. Muting a
 * track (track.enabled) needs nothing here: the muted track keeps flowing, silent or black.
 */
export function usePublishMedia(room: MediaRoomRef | null, stream: MediaStream | null) {
  const [state, setState] = useState<PublishState>('off');
  const key = roomKey(room);

  useEffect(() => {
    if (!key || !stream) {
      setState('off');
      return;
    }
    let cancelled = false;
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waitMs = PUBLISH_RETRY_MS;
    const retry = () => {
      if (cancelled) return;
      timer = setTimeout(publish, waitMs);
      waitMs = Math.min(waitMs * 2, PUBLISH_RETRY_MAX_MS);
    };
    const publish = () => {
      publishMedia(JSON.parse(key) as MediaRoomRef, stream).then(
        (publication) => {
          if (cancelled) {
            publication.stop();
            return;
          }
          stop = publication.stop;
          let ended = false;
          const follow = () => {
            const connection = publication.connection.connectionState;
            if (connection === 'connected') {
              setState('live');
              waitMs = PUBLISH_RETRY_MS;
            } else if (!ended && (connection === 'failed' || connection === 'closed')) {
              ended = true;
              setState('failed');
              publication.stop();
              retry();
            }
          };
          publication.connection.addEventListener('connectionstatechange', follow);
          follow();
        },
        (error: unknown) => {
          if (cancelled) return;
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            setState('refused');
            return;
          }
          setState(error instanceof ApiError && error.status === 502 ? 'unavailable' : 'failed');
          retry();
        },
      );
    };
    setState('connecting');
    publish();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [key, stream]);

  return state;
}
