import { useEffect, useState } from 'react';

/** Camera with microphone, or the camera alone on a machine without one. */
async function capture(): Promise<MediaStream> {
  const media = navigator.mediaDevices;
  try {
    return await media.getUserMedia({ video: true, audio: true });
  } catch {
    return media.getUserMedia({ video: true });
  }
}

/**
 * The debater's camera while `on` (they went live on the stage): captured when it turns on,
 * every track stopped when it turns off or the stage goes away. `failed` when the browser
 * gave no camera (refused, none, or no secure context).
 */
export function useStageCamera(on: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!on) return;
    let cancelled = false;
    let captured: MediaStream | null = null;
    setFailed(false);
    if (!navigator.mediaDevices?.getUserMedia) {
      setFailed(true);
      return;
    }
    capture().then(
      (media) => {
        captured = media;
        if (cancelled) media.getTracks().forEach((track) => track.stop());
        else setStream(media);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      captured?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [on]);

  return { stream, failed };
}
