import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chunkPlaylistName } from './hls-packager';
import { ffmpegSdp, type ForwardedTrack } from './hls-sdp';

// One ffmpeg per live room (docs/video.md "HLS for crowds"): it reads the RTP Janus forwards
// (VP8 and Opus, as the browser published them; a debate's cameras side by side) and writes
// H.264, which every HLS player and Chromium's MediaSource play, encoded for speed
// (`ultrafast`, `zerolatency`: 2 cores also run Janus and the site), at a steady 25 frames a
// second with a keyframe on each second, so each 1 s chunk starts with one and lasts exactly
// 1 s, AAC sound, in MPEG-TS chunks with a plain playlist of its own. ffmpeg 5.1's HLS muxer
// makes no LL-HLS parts: the room's packager (hls-packager.ts) turns the chunks into parts
// and segments of the room's low-latency playlist. Chunks are written to a temporary file and
// renamed, so the packager never reads half of one. Their names carry a random part made for
// each ffmpeg, so a cache (a CDN) that keeps them long never serves an earlier one's under
// the same name.

/** Chunks in ffmpeg's own playlist: the packager reads it ten times a second. */
const CHUNKS_LISTED = 10;

export interface HlsEncoder {
  /** The random part of its chunks' names, which the room's packager follows. */
  readonly prefix?: string;
  /** Ends ffmpeg (it finishes its segment); resolves once it exited. */
  stop(): Promise<void>;
  /** ffmpeg's last lines, for the log when it ended on its own. */
  lastLines(): string;
  /** Resolves when ffmpeg exits, however. */
  readonly exited: Promise<number | null>;
}

/** One camera's forwarded tracks, each on its loopback port. */
export type EncoderInput = (ForwardedTrack & { port: number })[];

/** A debate's tile in the stacked picture: 4:3, as the stage's tiles (mf-debate stage-tiles). */
const TILE = { width: 640, height: 480 };

/**
 * Several cameras (a debate) become one picture, side by side in the order they went live,
 * each fitted into a 4:3 tile, and one sound, mixed. Each input is stamped with the wall
 * clock as its packets arrive: the cameras' RTP clocks start at unrelated values, and the
 * stacking waits for a frame of every input at the same time.
 */
function stackedArgs(inputs: EncoderSource[]): string[] {
  const tiles = inputs.map(
    (_, i) =>
      `[${i}:v:0]scale=${TILE.width}:${TILE.height}:force_original_aspect_ratio=decrease,` +
      `pad=${TILE.width}:${TILE.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25[v${i}]`,
  );
  const sounds = inputs.flatMap((input, i) => (input.audio ? [i] : []));
  const mix = sounds.map((i) => `[${i}:a:0]aresample=async=1[a${i}]`);
  const filters = [
    ...tiles,
    `${inputs.map((_, i) => `[v${i}]`).join('')}hstack=inputs=${inputs.length}[v]`,
    ...mix,
    ...(sounds.length > 0
      ? [`${sounds.map((i) => `[a${i}]`).join('')}amix=inputs=${sounds.length}[a]`]
      : []),
  ];
  return [
    ...['-filter_complex', filters.join(';')],
    ...['-map', '[v]', ...(sounds.length > 0 ? ['-map', '[a]'] : [])],
  ];
}

/** An input of ffmpeg: one camera's SDP file, and whether it has sound. */
export interface EncoderSource {
  sdpFile: string;
  audio: boolean;
}

export function ffmpegArgs(sources: EncoderSource[], dir: string, prefix: string): string[] {
  const stacked = sources.length > 1;
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'warning'],
    ...sources.flatMap(({ sdpFile }) => [
      ...['-protocol_whitelist', 'file,udp,rtp', '-fflags', '+genpts'],
      ...(stacked ? ['-use_wallclock_as_timestamps', '1'] : []),
      // Long enough to wait for the first keyframe (room-hls.ts asks for one every second).
      ...['-analyzeduration', '20000000', '-probesize', '20000000'],
      ...['-i', sdpFile],
    ]),
    // Never a sound-only stream: without a picture ffmpeg fails (and the error is logged).
    ...(stacked
      ? stackedArgs(sources)
      : ['-map', '0:v:0', '-map', '0:a:0?', '-filter:v:0', 'fps=25']),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-force_key_frames', 'expr:gte(t,n_forced*1)', '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '96k', '-ar', '48000'],
    ...['-f', 'hls', '-hls_time', '1', '-hls_list_size', String(CHUNKS_LISTED)],
    // The packager deletes chunks once no playlist names them. ffmpeg stopping never ends
    // its playlist (`omit_endlist`): a debate's next ffmpeg goes on with the room's.
    ...['-hls_flags', 'independent_segments+temp_file+omit_endlist'],
    ...['-hls_segment_filename', path.join(dir, `part-${prefix}-%06d.ts`)],
    path.join(dir, chunkPlaylistName(prefix)),
  ];
}

/** Starts ffmpeg on the cameras' ports (one input each; `dir` exists). */
export function startEncoder(
  dir: string,
  inputs: EncoderInput[],
  { ffmpeg = 'ffmpeg' }: { ffmpeg?: string } = {},
): HlsEncoder {
  const prefix = randomBytes(4).toString('hex');
  const sources = inputs.map((tracks, i) => {
    const sdpFile = path.join(dir, `forward-${prefix}-${i}.sdp`);
    writeFileSync(sdpFile, ffmpegSdp(tracks));
    return { sdpFile, audio: tracks.some((track) => track.kind === 'audio') };
  });
  const child = spawn(ffmpeg, ffmpegArgs(sources, dir, prefix), {
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
    prefix,
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
