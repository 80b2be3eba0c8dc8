import { useEffect, useRef, type VideoHTMLAttributes } from 'react';

export interface StreamVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  /** A live MediaStream (a camera, or one received over WebRTC); null shows nothing. */
  stream: MediaStream | null;
}

/**
 * A <video> playing a MediaStream: React has no prop for `srcObject`, and does not keep the
 * `muted` property in step after the first render, so both are set here. Plays inline and by
 * itself; browsers only autoplay it muted until the page has had a click.
 */
export function StreamVideo({ stream, muted = false, ...props }: StreamVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);
  return <video ref={video} autoPlay playsInline muted={muted} {...props} />;
}
