import { useEffect, useRef, type VideoHTMLAttributes } from 'react';

export interface StreamVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  /** A live MediaStream (a camera, or one received over WebRTC); null shows nothing. */
  stream: MediaStream | null;
}

/**
 * A <video> playing a MediaStream: React has no prop for `srcObject`, so it is set here
 * whenever the stream changes. Plays inline and by itself; pass `muted` for one's own camera.
 */
export function StreamVideo({ stream, ...props }: StreamVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} autoPlay playsInline {...props} />;
}
