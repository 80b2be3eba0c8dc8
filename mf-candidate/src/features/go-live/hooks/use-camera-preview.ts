import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { t, type LiveKey } from '../../../live-messages';

/** Why the camera is not showing. */
export type CameraProblem = 'unsupported' | 'no-camera' | 'denied' | 'failed';

const CAMERA_PROBLEM_KEYS: Record<CameraProblem, LiveKey> = {
  unsupported: 'camera.unsupported',
  'no-camera': 'camera.noCamera',
  denied: 'camera.denied',
  failed: 'camera.failed',
};

/** What the candidate is told about a camera problem, in the page's language. */
export function cameraProblemMessage(problem: CameraProblem): string {
  return t(CAMERA_PROBLEM_KEYS[problem]);
}

export interface CameraPreview {
  /** The muted <video> that shows the candidate their own camera. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The captured camera (and microphone) while the camera is on. */
  stream: MediaStream | null;
  /** On, or being switched on (the browser may be asking for permission). */
  cameraOn: boolean;
  starting: boolean;
  microphoneOn: boolean;
  /** Whether a microphone was captured with the camera (some machines have none). */
  hasMicrophone: boolean;
  problem: CameraProblem | null;
  toggleCamera: () => void;
  toggleMicrophone: () => void;
  /** Stops every captured track (End Stream). */
  stop: () => void;
}

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

/** The older Chrome names are still thrown by some embedded browsers. */
function problemOf(error: unknown): CameraProblem {
  switch (errorName(error)) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    default:
      return 'failed';
  }
}

class CameraUnsupportedError extends Error {
  override name = 'CameraUnsupportedError';
}

/** Camera with microphone, or the camera alone when there is no microphone to capture. */
async function captureCamera(): Promise<MediaStream> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  // Browsers give no mediaDevices outside a secure context (plain http other than localhost).
  if (!media?.getUserMedia) throw new CameraUnsupportedError();
  try {
    return await media.getUserMedia({ video: true, audio: true });
  } catch (error) {
    if (problemOf(error) !== 'no-camera') throw error;
    return media.getUserMedia({ video: true });
  }
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The candidate's own camera on /go-live, which the console publishes to viewers (docs/video.md).
 * `startOnMount` captures it at once (right after GO LIVE). The camera toggle captures or releases the camera (with the microphone); the
 * microphone toggle enables or mutes the captured audio. Every track stops on stop() and
 * when the component using this unmounts, so the camera light never stays on.
 */
export function useCameraPreview({ startOnMount = false } = {}): CameraPreview {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const [microphoneOn, setMicrophoneOn] = useState(true);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const microphoneOnRef = useRef(true);
  // Each start or stop takes a new number; a capture that resolves late for an older
  // number (switched off while the permission prompt was open, or unmounted) is released.
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current += 1;
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setStarting(false);
  }, []);

  const start = useCallback(async () => {
    const current = ++attempt.current;
    setProblem(null);
    setStarting(true);
    try {
      const captured = await captureCamera();
      if (current !== attempt.current) {
        stopTracks(captured);
        return;
      }
      captured.getAudioTracks().forEach((track) => {
        track.enabled = microphoneOnRef.current;
      });
      // Unplugged or revoked: show the camera as off rather than a frozen picture.
      captured.getVideoTracks().forEach((track) =>
        track.addEventListener('ended', () => {
          if (streamRef.current === captured) stop();
        }),
      );
      streamRef.current = captured;
      setStream(captured);
      setStarting(false);
    } catch (error) {
      if (current !== attempt.current) return;
      setProblem(error instanceof CameraUnsupportedError ? 'unsupported' : problemOf(error));
      setStarting(false);
    }
  }, [stop]);

  const toggleCamera = useCallback(() => {
    if (streamRef.current || starting) stop();
    else void start();
  }, [start, starting, stop]);

  const toggleMicrophone = useCallback(() => {
    const next = !microphoneOnRef.current;
    microphoneOnRef.current = next;
    streamRef.current?.getAudioTracks().forEach((track) => {
      track.enabled = next;
    });
    setMicrophoneOn(next);
  }, []);

  // GO LIVE just pressed: the camera and microphone start with the console (asked once; the
  // toggles take over from there).
  useEffect(() => {
    if (startOnMount) void start();
  }, [startOnMount, start]);

  // The preview plays the captured stream; the element is only rendered while there is one.
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
  }, [stream]);

  useEffect(
    () => () => {
      attempt.current += 1;
      stopTracks(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  return {
    videoRef,
    stream,
    cameraOn: stream !== null || starting,
    starting,
    microphoneOn,
    hasMicrophone: (stream?.getAudioTracks().length ?? 0) > 0,
    problem,
    toggleCamera,
    toggleMicrophone,
    stop,
  };
}
