import { useEffect, useRef, type VideoHTMLAttributes } from 'react';

// 'shared-ui/hls-video': a live stream's or debate's HLS (docs/video.md "HLS for crowds"),
// played with hls.js. Not a shared module: each remote that plays video (mf-candidate,
// mf-debate) bundles this small component, and hls.js is a chunk of that remote. hls.js is loaded
// (its light build: no subtitles, alternate audio or DRM, which a PAID stream never has) with a
// dynamic import only when a viewer is switched to HLS, so it is its own chunk that no
// page without a video (and no WebRTC viewer) downloads. Safari plays HLS itself.

/**
 * The server's playlists are low-latency HLS (1 s parts, blocking reloads): hls.js plays the
 * playlist's PART-HOLD-BACK (3 s) behind its newest part and catches up, slightly faster,
 * when it falls further behind.
 */
const HLS_CONFIG = {
  lowLatencyMode: true,
  maxLiveSyncPlaybackRate: 1.5,
  backBufferLength: 10,
};

/** How often the delay is measured again. */
const LATENCY_EVERY_MS = 2_000;

type Props = VideoHTMLAttributes<HTMLVideoElement> & {
  src: string;
  /**
   * How far behind live the picture is, in whole seconds (at least 1), now and then: hls.js's
   * latency runs from the live edge it estimates (the newest part's end plus the time since
   * the playlist brought it), so it is the delay from the camera but for the encoding and
   * packaging, a fraction of a second (bench/REPORT.md "Low-latency HLS").
   */
  onLatency: (seconds: number) => void;
  /** The playlist is gone (End Stream) or cannot be played. */
  onFailed: () => void;
};

export function HlsVideo({ src, onLatency, onFailed, ...props }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  // The callbacks change each render; the player must not restart for that.
  const callbacks = useRef({ onLatency, onFailed });
  callbacks.current = { onLatency, onFailed };

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stopped = false;
    let destroy = () => {};
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('hls.js/light').then(
      ({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          if (!element.canPlayType('application/vnd.apple.mpegurl')) {
            callbacks.current.onFailed();
            return;
          }
          element.src = src;
          element.addEventListener('error', () => callbacks.current.onFailed());
          return;
        }
        const hls = new Hls(HLS_CONFIG);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) callbacks.current.onFailed();
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        timer = setInterval(() => {
          if (Number.isFinite(hls.latency) && hls.latency > 0) {
            callbacks.current.onLatency(Math.max(1, Math.round(hls.latency)));
          }
        }, LATENCY_EVERY_MS);
        destroy = () => hls.destroy();
      },
      () => callbacks.current.onFailed(),
    );
    return () => {
      stopped = true;
      clearInterval(timer);
      destroy();
    };
  }, [src]);

  return <video ref={video} autoPlay playsInline {...props} />;
}
