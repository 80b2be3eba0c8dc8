import { useEffect, useState } from 'react';
import type { MediaRoomRef } from '../contracts';
import { ApiError } from '../request';
import { publishMedia } from './webrtc';

/**
 * How a publication stands: 'off' without a camera or a room, 'connecting', 'live' once the
 * media server receives it, 'unavailable' when the server has no video, 'refused' when the
 * server does not let this account publish here, 'failed' otherwise (the next camera or
 * room change tries again).
 */
export type PublishState = 'off' | 'connecting' | 'live' | 'unavailable' | 'refused' | 'failed';

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
    setState('connecting');
    publishMedia(JSON.parse(key) as MediaRoomRef, stream).then(
      (publication) => {
        if (cancelled) {
          publication.stop();
          return;
        }
        stop = publication.stop;
        const follow = () => {
          const connection = publication.connection.connectionState;
          if (connection === 'connected') setState('live');
          else if (connection === 'failed' || connection === 'closed') setState('failed');
        };
        publication.connection.addEventListener('connectionstatechange', follow);
        follow();
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 502) setState('unavailable');
        else if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          setState('refused');
        } else setState('failed');
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, stream]);

  return state;
}
