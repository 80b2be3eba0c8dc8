import { useEffect } from 'react';
import { usePublishMedia, type PublishState, type StateCode } from 'shared-api';
import { t } from '../../../messages';
import { useOnStage, useStageCamera } from '../../debate-stage';

// The click-in's camera (docs/video.md): the server granted the click-in as it was requested
// (the panel goes live only then), so the candidate's camera is published to the stage as its
// third camera until the live view goes away (time up or 'End Speaking Time').

export interface ClickInVideoOptions {
  stateCode: StateCode;
  micOn: boolean;
  cameraOn: boolean;
}

export interface ClickInVideo {
  /** The candidate's own camera while it is on (the live view's preview). */
  stream: MediaStream | null;
  publish: PublishState;
  /** One short line when viewers do not see the camera, else null. */
  note: string | null;
}

export function useClickInVideo({ stateCode, micOn, cameraOn }: ClickInVideoOptions): ClickInVideo {
  const camera = useStageCamera(cameraOn);

  // The microphone toggle mutes the captured (and published) audio; a new capture starts as
  // the toggle stands.
  useEffect(() => {
    camera.stream?.getAudioTracks().forEach((track) => {
      track.enabled = micOn;
    });
  }, [camera.stream, micOn]);

  const publish = usePublishMedia({ kind: 'click-in', stateCode }, camera.stream);
  // Live on the stage for its countdown: the stage shows it by WebRTC (use-on-stage.ts).
  useOnStage(stateCode, true);
  return { stream: camera.stream, publish, note: noteOf(publish, camera.failed) };
}

function noteOf(publish: PublishState, cameraFailed: boolean): string | null {
  if (publish === 'unavailable') return t('clickIn.videoUnavailable');
  if (cameraFailed) return t('videoNote.cameraNotStarted');
  if (publish === 'refused') return t('clickIn.cameraRefused');
  if (publish === 'failed') return t('clickIn.cameraFailed');
  return null;
}
