import { useLivePlayback, usePublishMedia, type StateCode, type WatchState } from 'shared-api';
import type { SpeakerPosition } from '../speaker';
import { useIsOnStage } from './use-on-stage';
import { useStageCamera } from './use-stage-camera';

const NO_STREAMS: ReadonlyMap<number, MediaStream> = new Map();

/**
 * The stage's live video (docs/video.md): the debater who went live here publishes their
 * camera to the state's stage room (the server lets only the two scheduled candidates);
 * everyone, the debaters too, watches the room, so each sees both cameras. A viewer watches by
 * WebRTC, or by HLS for a crowd (use-live-playback.ts: the server's one picture of the
 * cameras side by side); the stage's debaters, and a candidate clicking in, always by WebRTC,
 * under a second behind.
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
  // A scheduled debater, or a candidate clicking in from this page, is on the stage: WebRTC.
  const clickingIn = useIsOnStage(stateCode);
  const playback = useLivePlayback(room, { hls: mine === undefined && !clickingIn });
  const hls = playback.mode === 'hls' ? playback : null;
  const watch = playback.mode === 'webrtc' ? playback.watch : null;
  const watchState: WatchState = watch ? watch.state : 'playing';
  return {
    /** This debater's own camera (their tile shows it, without the relay's delay). */
    ownStream: broadcasting ? camera.stream : null,
    cameraFailed: broadcasting && camera.failed,
    publish,
    watchState,
    /** Each publishing candidate's stream by candidate id, on WebRTC. */
    streams: watch ? watch.streams : NO_STREAMS,
    /** On HLS: the stage's one picture, and who is in it (candidate ids, left to right). */
    hls: hls && { playlist: hls.playlist, failed: hls.failed, live: hls.cameras },
  };
}
