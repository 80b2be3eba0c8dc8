import type { HlsEncoder } from '../../src/hls/hls-encoder';

// What the HLS tests without ffmpeg share: segment names and playlists as ffmpeg writes them,
// and a stand-in for ffmpeg.

/** A segment's name as ffmpeg writes it (hls-encoder.ts: `seg-<8 hex>-<n>.ts`). */
export const seg = (n: number) => `seg-0badcafe-${String(n).padStart(6, '0')}.ts`;

/** A live playlist listing these segments. */
export const playlistOf = (...segments: number[]) =>
  ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:1']
    .concat(segments.flatMap((n) => ['#EXTINF:1.000000,', seg(n)]))
    .join('\n') + '\n';

/** An ffmpeg that runs until stopped (then exits with `exitCode`); `stopped` says whether it was. */
export function fakeEncoder(lastLines = '', exitCode = 0): HlsEncoder & { stopped: boolean } {
  let exit = (_code: number | null) => {};
  const exited = new Promise<number | null>((resolve) => (exit = resolve));
  const encoder = {
    stopped: false,
    exited,
    lastLines: () => lastLines,
    stop: () => {
      encoder.stopped = true;
      exit(exitCode);
      return Promise.resolve();
    },
  };
  return encoder;
}
