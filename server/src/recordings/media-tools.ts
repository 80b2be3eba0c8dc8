import { execFile, type ExecFileOptionsWithStringEncoding } from 'node:child_process';
import { promisify } from 'node:util';
import { lowPriority } from './low-priority';

// The programs that make a recording's video (scripts/ensure-media-tools.sh installs them):
// `janus-pp-rec` (Debian's janus-tools) and `ffmpeg`/`ffprobe` (Debian's ffmpeg).

const run = promisify(execFile);

/** Whether a program answers on this machine's PATH. */
export async function hasProgram(name: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${name}`]);
    return true;
  } catch {
    return false;
  }
}

export async function mediaToolsInstalled(): Promise<boolean> {
  const found = await Promise.all(['janus-pp-rec', 'ffmpeg', 'ffprobe'].map(hasProgram));
  return found.every(Boolean);
}

/**
 * Runs a tool at the lowest CPU priority (low-priority.ts); its failure carries the last lines
 * it wrote (the recording's `failure`).
 */
export async function runTool(program: string, args: string[]): Promise<string> {
  try {
    const [command, commandArgs] = lowPriority(program, args);
    // execFile hands its options to spawn, which takes `detached` (a session of its own, for
    // low-priority.ts's autogroup); Node's types list only execFile's own options.
    const options: ExecFileOptionsWithStringEncoding & { detached: boolean } = {
      maxBuffer: 16 * 1024 * 1024,
      encoding: 'utf8',
      detached: true,
    };
    const { stdout } = await run(command, commandArgs, options);
    return stdout;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    const tail = stderr.trim().split('\n').slice(-3).join(' | ');
    throw new Error(`${program} failed: ${tail || (error as Error).message}`);
  }
}

/** The codec janus-pp-rec reads in a track's header ('vp8', 'opus', 'h264', ...). */
export async function trackCodec(mjr: string): Promise<string> {
  const header = JSON.parse(await runTool('janus-pp-rec', ['-j', mjr])) as { c?: string };
  return String(header.c ?? '').toLowerCase();
}

/** What ffprobe finds in a finished video. */
export interface Probed {
  durationMs: number;
  width?: number;
  height?: number;
  streams: ('video' | 'audio')[];
}

export async function probe(file: string): Promise<Probed> {
  const out = JSON.parse(
    await runTool('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,width,height',
      '-of',
      'json',
      file,
    ]),
  ) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number }[];
  };
  const streams = out.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  return {
    durationMs: Math.round(Number(out.format?.duration ?? 0) * 1000),
    width: video?.width,
    height: video?.height,
    streams: streams
      .map((stream) => stream.codec_type)
      .filter((type): type is 'video' | 'audio' => type === 'video' || type === 'audio'),
  };
}
