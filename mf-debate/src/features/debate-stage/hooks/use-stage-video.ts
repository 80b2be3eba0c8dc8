import { usePublishMedia, useWatchMedia, type StateCode } from 'shared-api';
import type { SpeakerPosition } from '../speaker';
import { useStageCamera } from './use-stage-camera';

/**
 * The stage's live video (docs/video.md): the debater who went live here publishes their
 * camera to the state's stage room (the server lets only the two scheduled candidates);
 * everyone, the debaters too, watches the room, so each sees both cameras.
 */
export function useStageVideo(
  stateCode: StateCode,
  liveSpeaker: SpeakerPosition | null,
  mine: SpeakerPosition | undefined,
) {
  const broadcasting = liveSpeaker !== null && liveSpeaker === mine;
  const camera = useStageCamera(broadcasting);
  const room = { kind: 'debate', stateCode } as const;
  const publish = usePublishMedia(broadcasting ? room : null, camera.stream);
  const watch = useWatchMedia(room);
  return {
    /** This debater's own camera (their tile shows it, without the relay's delay). */
    ownStream: broadcasting ? camera.stream : null,
    cameraFailed: broadcasting && camera.failed,
    publish,
    watchState: watch.state,
    /** Each publishing candidate's stream, by candidate id. */
    streams: watch.streams,
  };
}
