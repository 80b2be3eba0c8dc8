import { useEffect, useState } from 'react';
import {
  ApiError,
  readableError,
  usePublishMedia,
  type PublishState,
  type StateCode,
} from 'shared-api';
import { useStageCamera } from '../../debate-stage';
import { startClickIn } from '../start-click-in';

// The click-in's camera (docs/video.md): as the countdown starts the server grants it (once per
// debate, for the chosen time plus a grace), then the candidate's camera is published to the
// stage as its third camera until the live view goes away (time up or 'End Speaking Time').
// The click-in itself is the panel's: whatever happens here, the countdown runs as the spec says.

export interface ClickInVideoOptions {
  stateCode: StateCode;
  durationSeconds: number;
  /** When this click-in's countdown ends: one grant per click-in, asked for once. */
  endsAt: number;
  micOn: boolean;
  cameraOn: boolean;
}

type Grant = 'asking' | 'granted' | { refused: string };

export interface ClickInVideo {
  /** The candidate's own camera while it is on (the live view's preview). */
  stream: MediaStream | null;
  publish: PublishState;
  /** One short line when viewers do not see the camera, else null. */
  note: string | null;
}

/** Grants asked for, by click-in: React may run an effect twice; the server grants once. */
const asked = new Map<number, Promise<unknown>>();

export function useClickInVideo({
  stateCode,
  durationSeconds,
  endsAt,
  micOn,
  cameraOn,
}: ClickInVideoOptions): ClickInVideo {
  const [grant, setGrant] = useState<Grant>('asking');
  const camera = useStageCamera(cameraOn);

  useEffect(() => {
    let current = true;
    let asking = asked.get(endsAt);
    if (!asking) {
      asking = startClickIn({ stateCode, durationSeconds });
      asked.set(endsAt, asking);
    }
    asking.then(
      () => current && setGrant('granted'),
      (error: unknown) => current && setGrant({ refused: refusalOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [stateCode, durationSeconds, endsAt]);

  // The microphone toggle mutes the captured (and published) audio; a new capture starts as
  // the toggle stands.
  useEffect(() => {
    camera.stream?.getAudioTracks().forEach((track) => {
      track.enabled = micOn;
    });
  }, [camera.stream, micOn]);

  const room = grant === 'granted' ? ({ kind: 'click-in', stateCode } as const) : null;
  const publish = usePublishMedia(room, camera.stream);
  return { stream: camera.stream, publish, note: noteOf(grant, publish, camera.failed) };
}

function refusalOf(error: unknown) {
  // The server's own words for a refusal (already used, no debate); a sentence of ours else.
  return error instanceof ApiError && error.status < 500
    ? readableError(error)
    : 'Your camera could not be broadcast: the server did not answer.';
}

function noteOf(grant: Grant, publish: PublishState, cameraFailed: boolean): string | null {
  if (typeof grant === 'object') return `Viewers do not see your camera. ${grant.refused}`;
  if (publish === 'unavailable')
    return 'Live video is unavailable right now: your click-in goes on without your camera.';
  if (cameraFailed) return 'Your camera could not be started: check the camera permission.';
  if (publish === 'refused') return 'Your camera cannot be broadcast: your click-in has ended.';
  if (publish === 'failed') return 'Your camera could not reach viewers.';
  return null;
}
