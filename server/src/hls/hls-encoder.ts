import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ffmpegSdp, type ForwardedTrack } from './hls-sdp';

// One ffmpeg per live room (docs/video.md "HLS for crowds"): it reads the RTP Janus forwards
// (VP8 and Opus, as the browser published them) and writes HLS: H.264, which every HLS player
// and Chromium's MediaSource play, encoded for speed (`ultrafast`, `zerolatency`: 2 cores also
// run Janus and the site), a keyframe every second so each 1 s segment starts with one, AAC
// sound, in MPEG-TS segments. ffmpeg 5.1's HLS muxer makes no LL-HLS parts, so 1 s segments
// and a playlist of the last few are the low-latency it has. Old segments are deleted as the
// playlist moves on; the playlist is written to a temporary file and renamed, so a reader
// never gets half of one. Segment names carry a random part made for each publication, so a
// cache (a CDN) that keeps segments long never serves an earlier publication's under the same name.

export const PLAYLIST = 'index.m3u8';
/** Segments in the live playlist. */
export const LIST_SIZE = 6;

export interface HlsEncoder {
  /** Ends ffmpeg (it finishes its segment); resolves once it exited. */
  stop(): Promise<void>;
  /** ffmpeg's last lines, for the log when it ended on its own. */
  lastLines(): string;
  /** Resolves when ffmpeg exits, however. */
  readonly exited: Promise<number | null>;
}

export function ffmpegArgs(sdpFile: string, dir: string, prefix: string): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'warning'],
    ...['-protocol_whitelist', 'file,udp,rtp', '-fflags', '+genpts'],
    // Long enough to wait for the first keyframe (room-hls.ts asks for one every second).
    ...['-analyzeduration', '20000000', '-probesize', '20000000'],
    ...['-i', sdpFile],
    // Never a sound-only stream: without a picture ffmpeg fails (and the error is logged).
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-force_key_frames', 'expr:gte(t,n_forced*1)', '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '96k', '-ar', '48000'],
    ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', String(LIST_SIZE)],
    ...['-hls_flags', 'delete_segments+independent_segments+temp_file'],
    ...['-hls_segment_filename', path.join(dir, `seg-${prefix}-%06d.ts`)],
    path.join(dir, PLAYLIST),
  ];
}

/** Starts ffmpeg on the tracks' ports; `dir` exists. */
export function startEncoder(
  dir: string,
  tracks: (ForwardedTrack & { port: number })[],
  ffmpeg = 'ffmpeg',
): HlsEncoder {
  const sdpFile = path.join(dir, 'forward.sdp');
  writeFileSync(sdpFile, ffmpegSdp(tracks));
  const child = spawn(ffmpeg, ffmpegArgs(sdpFile, dir, randomBytes(4).toString('hex')), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  return {
    exited,
    lastLines: () => tail.trim().split('\n').slice(-3).join(' | '),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
