// Live video (`npm run bench:video`, docs/video.md): glass-to-glass latency of the fundraising
// stream, and how many viewers one server carries before their picture degrades, on this
// machine. Everything goes through the real site: the built server (which starts its own
// Janus), Debian's Chromium driven by playwright-core, the demo's activated candidate
// (casey@paid.test) logging in, pressing GO LIVE on /go-live and turning the camera on, and
// visitors watching on /candidate/<id>.
//
// The camera is a frame counter: an init script replaces navigator.mediaDevices.getUserMedia
// with a 640x480 canvas stream (captureStream(0), one requestFrame() per drawing, 30 a second,
// plus an oscillator's audio track when the page asks for sound). Each frame carries the
// wall-clock time it was drawn (performance.timeOrigin + performance.now(), ms, modulo 2^32)
// as 32 black or white 80x80 blocks, followed by 16 blocks of a check value. A visitor's page
// reads every frame it presents (requestVideoFrameCallback), draws it onto a 64x48 canvas,
// reads the blocks back and notes (now - drawn) for each frame whose check value matches.
// Publisher and viewer are two contexts of one browser on one machine: one clock.
//
// Viewers per server: visitors are added step by step (BENCH_VIDEO_STEPS, default
// 1,5,10,20,30,40,50 pages, each its own browser context, the latency viewer being the first).
// At each step, over SAMPLE_SECONDS, each viewer's RTCPeerConnection stats (an init script
// keeps every instance the page makes) give its received frame rate, frames dropped, freezes,
// packets lost and jitter; the publisher's give what it sent (and why its encoder held back:
// qualityLimitationReason). The CPU of Janus, of the server, of Chromium (every process of
// the browser: publisher and viewers) and of this process is read from /proc/<pid>/stat, and
// the whole machine's from /proc/stat, so what other work on the machine used is visible too.
// The steps stop when the median viewer's frame rate falls below FPS_FLOOR of the 30 frames
// drawn a second, or the packets lost exceed LOSS_CEILING, or pages no longer open and play.
// The viewers' decoding shares the machine's cores with Janus: the limit found is the
// machine's running both, not Janus's alone (the CPU split says which).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { PART_TARGET_S } from '../../server/src/hls/ll-playlist';
import { assertSiteBuilt, freePort, REPO_ROOT, startServer } from './lib/app-under-test';
import { HlsCrowd, type CrowdWindow } from './lib/hls-crowd';
import { latencies, percentile, type Latencies } from './lib/latencies';
import { processCpuSeconds } from './lib/process-cpu';
import { writeResults } from './lib/results';

const PUBLISHER_EMAIL = 'casey@paid.test';
const DEMO_PASSWORD = 'paid-demo-2026';
/** Frames drawn per second by the frame counter. */
const FPS = 30;
const LATENCY_SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 20);
const STEPS = (process.env.BENCH_VIDEO_STEPS ?? '1,5,10,20,30,40,50')
  .split(',')
  .map((step) => Number(step.trim()))
  .filter((step) => Number.isInteger(step) && step > 0);
const SAMPLE_SECONDS = Number(process.env.BENCH_VIDEO_SAMPLE_SECONDS ?? 10);
/** A step whose median viewer receives fewer frames than this share of FPS ends the climb. */
const FPS_FLOOR = 0.8;
/** ... or whose viewers lost more than this share of their video packets. */
const LOSS_CEILING = 0.02;
/** A viewer page that does not play within this long: the machine cannot open more. */
const OPEN_TIMEOUT_MS = 60_000;
/** An HLS page: the playlist may start only now (a few s to the first keyframe), then hls.js. */
const HLS_OPEN_TIMEOUT_MS = 45_000;
/**
 * Tries for the first HLS page, the candidate turning the camera off and on between them (a
 * new publication starts a new ffmpeg): ffmpeg sometimes never writes a playlist (figures
 * `hls.latency.startTries`).
 */
const HLS_START_TRIES = 3;
/** Viewer pages opened at once within a step. */
const OPEN_BATCH = 5;
/** No more pages once the machine has less memory than this available. */
const MIN_AVAILABLE_BYTES = 1.5 * 2 ** 30;
/** After a step's pages play, before sampling: their jitter buffers settle. */
const SETTLE_MS = 3_000;
/** HLS viewers simulated by HTTP clients (lib/hls-crowd.ts), step by step. */
const HLS_STEPS = (process.env.BENCH_HLS_STEPS ?? '10,100,250,500,1000,2000')
  .split(',')
  .map((step) => Number(step.trim()))
  .filter((step) => Number.isInteger(step) && step > 0);
/** Browser pages playing the HLS (hls.js) beside them; the first is the latency viewer. */
const HLS_PAGES = Math.max(1, Number(process.env.BENCH_HLS_PAGES ?? 1));
/** The HLS part's duration (server/src/hls/ll-playlist.ts, PART_TARGET_S): a reload's period. */
const HLS_PART_MS = PART_TARGET_S * 1000;
/** hls.js reaches its place behind the live edge (it plays faster until there). */
const HLS_SETTLE_MS = 8_000;
/** After a crowd step's clients have all joined, before sampling. */
const HLS_RAMP_MS = 2_000;
/** The default HLS threshold: this share of the WebRTC viewers that held. */
const THRESHOLD_MARGIN = 0.8;

// The frame counter's layout: COLS x ROWS blocks of BLOCK px; the first 32 carry the time,
// the last 16 a check value of it.
const COLS = 8;
const ROWS = 6;
const BLOCK = 80;

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A page function with its argument as a script: tsx (esbuild's keepNames) wraps named inner
 * functions in `__name(...)`, which the page lacks, so the script brings its own.
 */
const inPage = <A>(fn: (arg: A) => unknown, arg?: A) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`;
const median = (values: number[]) =>
  values.length === 0 ? 0 : percentile(Float64Array.from(values).sort(), 50);

// ---------------------------------------------------------------------------------------------
// In the pages (passed to addInitScript / evaluate: no closures over this module).

/** The publisher's camera: a canvas whose every frame carries the time it was drawn. */
function frameCounterCamera(layout: { fps: number; cols: number; rows: number; block: number }) {
  const media = navigator.mediaDevices;
  if (!media?.getUserMedia) return;
  const original = media.getUserMedia.bind(media);
  const check = (value: number) => ((value >>> 16) ^ (value & 0xffff) ^ 0xa5a5) & 0xffff;
  const counter = { drawn: 0 };
  (window as unknown as { __frameCounter: typeof counter }).__frameCounter = counter;
  media.getUserMedia = async (constraints?: MediaStreamConstraints) => {
    if (!constraints?.video) return original(constraints);
    const canvas = document.createElement('canvas');
    canvas.width = layout.cols * layout.block;
    canvas.height = layout.rows * layout.block;
    const g = canvas.getContext('2d')!;
    const stream = canvas.captureStream(0);
    const track = stream.getVideoTracks()[0] as MediaStreamTrack & { requestFrame(): void };
    const draw = () => {
      if (track.readyState === 'ended') return clearInterval(timer);
      const value = Math.floor(performance.timeOrigin + performance.now()) % 2 ** 32;
      const sum = check(value);
      for (let i = 0; i < layout.cols * layout.rows; i += 1) {
        const bit = i < 32 ? (value >>> i) & 1 : (sum >>> (i - 32)) & 1;
        g.fillStyle = bit ? '#fff' : '#000';
        const x = (i % layout.cols) * layout.block;
        const y = Math.floor(i / layout.cols) * layout.block;
        g.fillRect(x, y, layout.block, layout.block);
      }
      track.requestFrame();
      counter.drawn += 1;
    };
    const timer = setInterval(draw, 1000 / layout.fps);
    draw();
    if (constraints.audio) {
      const audio = new AudioContext();
      const tone = audio.createOscillator();
      const out = audio.createMediaStreamDestination();
      tone.connect(out);
      tone.start();
      stream.addTrack(out.stream.getAudioTracks()[0]);
    }
    return stream;
  };
}

/** Keeps every RTCPeerConnection the page makes, for getStats. */
function keepPeerConnections() {
  const Original = window.RTCPeerConnection;
  const all: RTCPeerConnection[] = [];
  (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = all;
  window.RTCPeerConnection = class extends Original {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      all.push(this);
    }
  };
}

/** What one page's open connections have counted so far (the sums of their RTP streams). */
interface RtpCounters {
  /** Stats timestamp, ms. */
  at: number;
  connections: number;
  framesDecoded: number;
  framesReceived: number;
  framesDropped: number;
  freezeCount: number;
  freezeSeconds: number;
  packetsReceived: number;
  packetsLost: number;
  bytesReceived: number;
  /** Worst video jitter among its streams, s. */
  jitter: number;
  /** Seconds frames spent in the jitter buffer, and how many left it; seconds decoding. */
  jitterBufferDelay: number;
  jitterBufferEmittedCount: number;
  totalDecodeTime: number;
  frameWidth: number;
  /** Sender side (the publisher). */
  framesEncoded: number;
  framesSent: number;
  qualityLimitationReason: string;
}

async function rtpCounters(): Promise<RtpCounters> {
  const all = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections;
  const open = (all ?? []).filter((c) => c.connectionState !== 'closed');
  const counters: RtpCounters = {
    at: 0,
    connections: open.length,
    framesDecoded: 0,
    framesReceived: 0,
    framesDropped: 0,
    freezeCount: 0,
    freezeSeconds: 0,
    packetsReceived: 0,
    packetsLost: 0,
    bytesReceived: 0,
    jitter: 0,
    jitterBufferDelay: 0,
    jitterBufferEmittedCount: 0,
    totalDecodeTime: 0,
    frameWidth: 0,
    framesEncoded: 0,
    framesSent: 0,
    qualityLimitationReason: '',
  };
  for (const connection of open) {
    const report = await connection.getStats();
    report.forEach((s: Record<string, number | string | undefined>) => {
      if (s.kind !== 'video') return;
      const n = (key: string) => Number(s[key] ?? 0);
      counters.at = Math.max(counters.at, n('timestamp'));
      if (s.type === 'inbound-rtp') {
        counters.framesDecoded += n('framesDecoded');
        counters.framesReceived += n('framesReceived');
        counters.framesDropped += n('framesDropped');
        counters.freezeCount += n('freezeCount');
        counters.freezeSeconds += n('totalFreezesDuration');
        counters.packetsReceived += n('packetsReceived');
        counters.packetsLost += n('packetsLost');
        counters.bytesReceived += n('bytesReceived');
        counters.jitter = Math.max(counters.jitter, n('jitter'));
        counters.jitterBufferDelay += n('jitterBufferDelay');
        counters.jitterBufferEmittedCount += n('jitterBufferEmittedCount');
        counters.totalDecodeTime += n('totalDecodeTime');
        counters.frameWidth = Math.max(counters.frameWidth, n('frameWidth'));
      } else if (s.type === 'outbound-rtp') {
        counters.framesEncoded += n('framesEncoded');
        counters.framesSent += n('framesSent');
        counters.frameWidth = Math.max(counters.frameWidth, n('frameWidth'));
        counters.qualityLimitationReason = String(s.qualityLimitationReason ?? '');
      }
    });
  }
  return counters;
}

/** The latency viewer: decodes every frame its video presents, from now on. */
function decodeFrames(layout: { label: string; cols: number; rows: number; block: number }) {
  type Element = HTMLVideoElement & {
    requestVideoFrameCallback(
      callback: (now: number, meta: { receiveTime?: number; presentedFrames: number }) => void,
    ): number;
  };
  const element = [...document.querySelectorAll('video')].find(
    (video) => video.getAttribute('aria-label') === layout.label,
  ) as Element;
  const cell = 8;
  const canvas = document.createElement('canvas');
  canvas.width = layout.cols * cell;
  canvas.height = layout.rows * cell;
  const g = canvas.getContext('2d', { willReadFrequently: true })!;
  const check = (value: number) => ((value >>> 16) ^ (value & 0xffff) ^ 0xa5a5) & 0xffff;
  const record = {
    glass: [] as number[],
    arrival: [] as number[],
    failed: 0,
    frames: 0,
    firstPresented: -1,
    lastPresented: -1,
  };
  (window as unknown as { __glassToGlass: typeof record }).__glassToGlass = record;
  const wrap = (ms: number) => (ms > 2 ** 31 ? ms - 2 ** 32 : ms < -(2 ** 31) ? ms + 2 ** 32 : ms);
  const onFrame = (_now: number, meta: { receiveTime?: number; presentedFrames: number }) => {
    const now = performance.timeOrigin + performance.now();
    g.drawImage(element, 0, 0, canvas.width, canvas.height);
    const pixels = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let value = 0;
    let sum = 0;
    for (let i = 0; i < layout.cols * layout.rows; i += 1) {
      const x = (i % layout.cols) * cell + cell / 2;
      const y = Math.floor(i / layout.cols) * cell + cell / 2;
      const at = (y * canvas.width + x) * 4;
      const luma = 0.299 * pixels[at] + 0.587 * pixels[at + 1] + 0.114 * pixels[at + 2];
      const bit = luma > 128 ? 1 : 0;
      if (i < 32) value += bit * 2 ** i;
      else sum |= bit << (i - 32);
    }
    record.frames += 1;
    if (record.firstPresented < 0) record.firstPresented = meta.presentedFrames;
    record.lastPresented = meta.presentedFrames;
    const glass = wrap((now % 2 ** 32) - value);
    if (check(value) !== sum || glass < -50 || glass > 60_000) record.failed += 1;
    else {
      record.glass.push(glass);
      if (meta.receiveTime !== undefined) {
        record.arrival.push(wrap(((performance.timeOrigin + meta.receiveTime) % 2 ** 32) - value));
      }
    }
    element.requestVideoFrameCallback(onFrame);
  };
  element.requestVideoFrameCallback(onFrame);
}

interface GlassRecord {
  glass: number[];
  arrival: number[];
  failed: number;
  frames: number;
  firstPresented: number;
  lastPresented: number;
}

/** Empties the latency viewer's record; the next read covers from now. */
const resetGlass = (page: Page) =>
  page.evaluate(() => {
    const r = (window as unknown as { __glassToGlass: GlassRecord }).__glassToGlass;
    Object.assign(r, {
      glass: [],
      arrival: [],
      failed: 0,
      frames: 0,
      firstPresented: -1,
      lastPresented: -1,
    });
  });
const readGlass = (page: Page) =>
  page.evaluate(() => (window as unknown as { __glassToGlass: GlassRecord }).__glassToGlass);

// ---------------------------------------------------------------------------------------------
// Processes and CPU.

/** Every process descending from `root` (itself included), from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

const commandName = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** CPU seconds of a set of processes; those that exit in between count what they used till then. */
function cpuOf(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += processCpuSeconds(pid);
    } catch {
      // exited
    }
  }
  return total;
}

let ticks: number | undefined;
/** The whole machine's busy and total CPU seconds so far (/proc/stat), all cores. */
function machineCpu(): { busy: number; total: number } {
  ticks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = values[3] + values[4];
  return { busy: (total - idle) / ticks, total: total / ticks };
}

export interface CpuSplit {
  seconds: number;
  /** Cores used over the window by each; `other` is the machine's rest (other people's work). */
  janus: number;
  server: number;
  chromium: number;
  bench: number;
  other: number;
  machineBusy: number;
  cores: number;
  /** The server's ffmpeg (HLS), only in the HLS steps; in the WebRTC steps it is in `other`. */
  ffmpeg?: number;
}

interface CpuPids {
  janus: number | null;
  server: number;
  browser: number;
  /** The server's ffmpeg writing the HLS, counted on its own when given. */
  ffmpeg?: number | null;
}

/** CPU of the parties between its creation and stop(). Chromium's processes are re-listed. */
class CpuWindow {
  private readonly startedAt = performance.now();
  private readonly machineAt = machineCpu();
  private readonly ownAt = process.cpuUsage();
  private readonly chromiumPids: number[];
  private readonly at: { janus: number; server: number; chromium: number; ffmpeg: number };

  constructor(private readonly pids: CpuPids) {
    this.chromiumPids = descendants(pids.browser);
    this.at = {
      janus: pids.janus === null ? 0 : cpuOf([pids.janus]),
      server: cpuOf([pids.server]),
      chromium: cpuOf(this.chromiumPids),
      ffmpeg: pids.ffmpeg ? cpuOf([pids.ffmpeg]) : 0,
    };
  }

  stop(): CpuSplit {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const machine = machineCpu();
    const janus = this.pids.janus === null ? 0 : cpuOf([this.pids.janus]) - this.at.janus;
    const server = cpuOf([this.pids.server]) - this.at.server;
    // Processes that started in the window count whole; those that ended lose their share
    // (none end while a step is sampled).
    const chromium = cpuOf(this.chromiumPids) - this.at.chromium;
    const own = process.cpuUsage(this.ownAt);
    const bench = (own.user + own.system) / 1e6;
    const ffmpeg = this.pids.ffmpeg ? cpuOf([this.pids.ffmpeg]) - this.at.ffmpeg : 0;
    const busy = machine.busy - this.machineAt.busy;
    const cores = (value: number) => round(value / seconds);
    return {
      seconds: round(seconds, 1),
      janus: cores(janus),
      server: cores(server),
      chromium: cores(chromium),
      bench: cores(bench),
      other: cores(Math.max(0, busy - janus - server - chromium - bench - ffmpeg)),
      machineBusy: cores(busy),
      cores: os.availableParallelism(),
      ...(this.pids.ffmpeg === undefined ? {} : { ffmpeg: cores(ffmpeg) }),
    };
  }
}

const loadAverage = () => round(os.loadavg()[0]);

function availableMemoryBytes(): number {
  const line = readFileSync('/proc/meminfo', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('MemAvailable:'));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

// ---------------------------------------------------------------------------------------------
// The site.

const WATCH_TIMEOUT_MS = 30_000;

/** Logs the demo candidate in on the sign-in page, goes live and turns the camera on. */
async function goLive(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  await context.grantPermissions(['camera', 'microphone'], { origin: url });
  await context.addInitScript(
    inPage(frameCounterCamera, { fps: FPS, cols: COLS, rows: ROWS, block: BLOCK }),
  );
  await context.addInitScript(inPage(keepPeerConnections));
  const page = await context.newPage();
  await page.goto(`/api/login?returnTo=${encodeURIComponent('/go-live')}`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(PUBLISHER_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/go-live$/);
  const profile = (await (await page.request.get('/api/candidate/profile')).json()) as {
    id: number;
    name: string;
  };
  await page.getByRole('button', { name: 'GO LIVE' }).click();
  // GO LIVE turns the camera (here the frame counter) on by itself.
  const live = page.getByRole('region', { name: 'Your live stream' });
  await live
    .getByText('Viewers see and hear you live.')
    .waitFor({ state: 'visible', timeout: WATCH_TIMEOUT_MS });
  return { context, page, live, candidate: profile };
}

interface Viewer {
  context: BrowserContext;
  page: Page;
}

/**
 * A visitor on the candidate's page whose watch view plays the stream (frames advance), by
 * WebRTC, or by HLS (hls.js) with `?video=hls`. A WebRTC viewer the page moved to HLS (no
 * picture within its 8 s, use-live-playback.ts) is not one: it fails to open.
 */
async function openViewer(
  browser: Browser,
  url: string,
  candidate: { id: number; name: string },
  how: 'webrtc' | 'hls' = 'webrtc',
): Promise<Viewer> {
  const context = await browser.newContext({ baseURL: url });
  const timeout = how === 'hls' ? HLS_OPEN_TIMEOUT_MS : OPEN_TIMEOUT_MS;
  try {
    await context.addInitScript(inPage(keepPeerConnections));
    const page = await context.newPage();
    await page.goto(`/candidate/${candidate.id}${how === 'hls' ? '?video=hls' : ''}`, {
      timeout,
    });
    const watch = page.getByRole('region', { name: 'Watching live' });
    const video = watch.getByLabel(`${candidate.name}'s live video`);
    if (how === 'hls') await watch.getByText(/^Live \(HLS/).waitFor({ timeout });
    await video.waitFor({ state: 'visible', timeout });
    await page.waitForFunction(
      (element) => {
        const v = element as HTMLVideoElement;
        return v.videoWidth > 0 && !v.paused && v.currentTime > 0.5;
      },
      await video.elementHandle(),
      { timeout, polling: 250 },
    );
    const playing = await watch.getByText(/^Live \((WebRTC|HLS)/).textContent({ timeout });
    if (!playing?.includes(how === 'hls' ? 'HLS' : 'WebRTC'))
      throw new Error(`the page plays ${playing}, not ${how}`);
    return { context, page };
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The figures.

export interface GlassToGlassFigures {
  seconds: number;
  /** Frames the viewer presented and tried to read. */
  frames: number;
  decoded: number;
  failed: number;
  /** Frames the compositor presented in the window (rVFC may skip some under load). */
  presented: number;
  /** From the frame being drawn on the publisher's canvas to the viewer presenting it. */
  glassMs: Latencies;
  /** From drawn to its last packet received by the viewer (before jitter buffer and decoding). */
  arrivalMs: Latencies | null;
}

export interface StepFigures {
  viewers: number;
  /** Viewer pages that played: the step is measured with these. */
  playing: number;
  openSeconds: number;
  /** Per viewer, received video frames decoded per second; the median and the worst. */
  fps: { median: number; min: number; p10: number };
  /** Frames per second the publisher encoded and sent in the window, and why it held back. */
  published: {
    framesEncodedPerSecond: number;
    framesSentPerSecond: number;
    width: number;
    qualityLimitationReason: string;
  };
  /** The median viewer's received video, kbit/s. */
  videoKbps: number;
  /** The viewers' received width (px), the smallest. */
  minWidth: number;
  /** All viewers: frames dropped, freezes, packets lost and received in the window. */
  framesDropped: number;
  freezes: number;
  freezeSeconds: number;
  packetsLost: number;
  packetsReceived: number;
  lossRate: number;
  /** Worst video jitter of a viewer at the window's end, ms; the median. */
  jitterMs: { median: number; max: number };
  /**
   * The latency viewer in the window; arrivalP50: drawn to received, the median; then, from its
   * stats, the mean time a frame waited in its jitter buffer and took to decode (ms).
   */
  glassMs: Latencies & {
    decoded: number;
    failed: number;
    arrivalP50: number | null;
    jitterBufferMs: number;
    decodeMs: number;
  };
  cpu: CpuSplit;
  availableMemoryMiB: number;
  /** Why the climb ended here, when it did. */
  stoppedBecause: string | null;
}

export interface VideoFigures {
  measuredAt: string;
  machine: string;
  chromium: string;
  publisher: string;
  frameCounter: { width: number; height: number; fps: number; blocks: string };
  loadAverage: { before: number; after: number };
  glassToGlass: GlassToGlassFigures;
  steps: StepFigures[];
  /** The largest step whose viewers met the thresholds, and what ended the climb. */
  viewersBeforeQualityDrops: number | null;
  stoppedBecause: string;
  thresholds: { fpsFloor: number; lossCeiling: number; sampleSeconds: number };
  /** The same stream by HLS (absent in results from before the bench measured it). */
  hls?: HlsFigures;
}

export interface HlsLatencyFigures {
  seconds: number;
  frames: number;
  decoded: number;
  failed: number;
  presented: number;
  /** From drawn on the publisher's canvas to presented by hls.js's <video>. */
  glassMs: Latencies & { p95: number };
  /** The WebRTC latency viewer's, over its own window before, for comparison. */
  webrtcMs: { p50: number; p95: number };
  /** What the page says under the picture ('Live (HLS, about N s behind)'). */
  pageSays: string;
  /** From opening the page to its picture playing, s: the playlist starting, then hls.js. */
  openSeconds: number;
  /** Publications it took to get a playlist (HLS_START_TRIES). */
  startTries: number;
}

export interface HlsStepFigures extends CrowdWindow {
  /** Browser pages playing the HLS beside the HTTP clients. */
  pages: number;
  /** The HLS latency page in the window: glass-to-glass and frames presented per second. */
  page: { p50: number; p95: number; fps: number };
  cpu: CpuSplit;
  stoppedBecause: string | null;
}

export interface HlsFigures {
  playlist: string;
  latency: HlsLatencyFigures;
  steps: HlsStepFigures[];
  /** The largest step whose segments all came within a segment's duration, without errors. */
  viewersHeld: number | null;
  stoppedBecause: string;
  thresholds: { segmentMs: number; sampleSeconds: number };
  /** THRESHOLD_MARGIN of the WebRTC viewers that held: the default HLS threshold it gives. */
  suggestedThreshold: number | null;
}

/**
 * Glass-to-glass on one viewer's page (WebRTC or HLS): its frames read from `settleMs` after
 * the reading starts, for LATENCY_SECONDS.
 */
async function measureGlass(page: Page, candidateName: string, settleMs: number) {
  await page.evaluate(
    inPage(decodeFrames, {
      label: `${candidateName}'s live video`,
      cols: COLS,
      rows: ROWS,
      block: BLOCK,
    }),
  );
  await sleep(settleMs);
  await resetGlass(page);
  const glassStart = performance.now();
  await sleep(LATENCY_SECONDS * 1000);
  const record = await readGlass(page);
  return { record, figures: glassFigures(record, (performance.now() - glassStart) / 1000) };
}

function glassFigures(record: GlassRecord, seconds: number): GlassToGlassFigures {
  return {
    seconds: round(seconds, 1),
    frames: record.frames,
    decoded: record.glass.length,
    failed: record.failed,
    presented: record.lastPresented - record.firstPresented + 1,
    glassMs: latencies(record.glass),
    arrivalMs: record.arrival.length ? latencies(record.arrival) : null,
  };
}

async function measureStep(
  viewers: Viewer[],
  publisher: Page,
  latencyViewer: Page,
  pids: { janus: number | null; server: number; browser: number },
): Promise<Omit<StepFigures, 'viewers' | 'playing' | 'openSeconds' | 'stoppedBecause'>> {
  const before = await Promise.all(
    viewers.map((v) => v.page.evaluate<RtpCounters>(inPage(rtpCounters))),
  );
  const publisherBefore = await publisher.evaluate<RtpCounters>(inPage(rtpCounters));
  await resetGlass(latencyViewer);
  const cpu = new CpuWindow(pids);
  await sleep(SAMPLE_SECONDS * 1000);
  const split = cpu.stop();
  const glass = await readGlass(latencyViewer);
  const after = await Promise.all(
    viewers.map((v) => v.page.evaluate<RtpCounters>(inPage(rtpCounters))),
  );
  const publisherAfter = await publisher.evaluate<RtpCounters>(inPage(rtpCounters));
  const perSecond = (a: RtpCounters, b: RtpCounters, key: keyof RtpCounters) =>
    b.at > a.at ? ((Number(b[key]) - Number(a[key])) * 1000) / (b.at - a.at) : 0;
  const fps = viewers.map((_, i) => perSecond(before[i], after[i], 'framesDecoded'));
  const sortedFps = Float64Array.from(fps).sort();
  const total = (key: keyof RtpCounters) =>
    viewers.reduce((sum, _, i) => sum + Number(after[i][key]) - Number(before[i][key]), 0);
  const lost = total('packetsLost');
  const received = total('packetsReceived');
  const jitters = after.map((c) => c.jitter * 1000);
  return {
    fps: {
      median: round(median(fps), 1),
      min: round(sortedFps[0] ?? 0, 1),
      p10: round(percentile(sortedFps, 10), 1),
    },
    published: {
      framesEncodedPerSecond: round(perSecond(publisherBefore, publisherAfter, 'framesEncoded'), 1),
      framesSentPerSecond: round(perSecond(publisherBefore, publisherAfter, 'framesSent'), 1),
      width: publisherAfter.frameWidth,
      qualityLimitationReason: publisherAfter.qualityLimitationReason,
    },
    videoKbps: Math.round(
      median(viewers.map((_, i) => (perSecond(before[i], after[i], 'bytesReceived') * 8) / 1000)),
    ),
    minWidth: Math.min(...after.map((c) => c.frameWidth)),
    framesDropped: total('framesDropped'),
    freezes: total('freezeCount'),
    freezeSeconds: round(total('freezeSeconds'), 1),
    packetsLost: lost,
    packetsReceived: received,
    lossRate: round(lost / Math.max(1, lost + received), 4),
    jitterMs: { median: round(median(jitters), 1), max: round(Math.max(...jitters), 1) },
    glassMs: {
      ...latencies(glass.glass),
      decoded: glass.glass.length,
      failed: glass.failed,
      arrivalP50: glass.arrival.length ? latencies(glass.arrival).p50 : null,
      jitterBufferMs: round(
        (1000 * (after[0].jitterBufferDelay - before[0].jitterBufferDelay)) /
          Math.max(1, after[0].jitterBufferEmittedCount - before[0].jitterBufferEmittedCount),
        1,
      ),
      decodeMs: round(
        (1000 * (after[0].totalDecodeTime - before[0].totalDecodeTime)) /
          Math.max(1, after[0].framesDecoded - before[0].framesDecoded),
        1,
      ),
    },
    cpu: split,
    availableMemoryMiB: Math.round(availableMemoryBytes() / 2 ** 20),
  };
}

const p95 = (samples: number[]) => percentile(Float64Array.from(samples).sort(), 95);

/**
 * The stream by HLS: a visitor's page forced to HLS (`?video=hls`, which starts the playlist
 * when nobody asked for it before) reads the frame counter through hls.js as the WebRTC
 * latency viewer does; then HTTP clients (lib/hls-crowd.ts) join step by step, the page
 * playing on beside them.
 */
async function measureHls(
  browser: Browser,
  url: string,
  candidate: { id: number; name: string },
  live: Locator,
  pids: { janus: number | null; server: number; browser: number },
  webrtcGlass: number[],
): Promise<HlsFigures> {
  const room = `stream-${candidate.id}`;
  const hlsChoice = async () =>
    JSON.stringify(await (await fetch(`${url}/api/media/hls?room=${room}`)).json());
  let first: Viewer | undefined;
  let openSeconds = 0;
  const failures: string[] = [];
  while (!first) {
    const openStart = performance.now();
    try {
      first = await openViewer(browser, url, candidate, 'hls');
      openSeconds = round((performance.now() - openStart) / 1000, 1);
    } catch (error) {
      const why = `GET /api/media/hls ${await hlsChoice()}, ${String(error).split('\n')[0]}`;
      failures.push(why);
      if (failures.length >= HLS_START_TRIES)
        throw new Error(`video: the HLS page did not play in ${failures.length} tries: ${why}`);
      console.warn(
        `video: the HLS page did not play (${why}); the candidate turns the camera off and on...`,
      );
      const camera = live.getByRole('button', { name: 'Camera' });
      await camera.click();
      await sleep(2_000);
      await camera.click();
      await live
        .getByText('Viewers see and hear you live.')
        .waitFor({ state: 'visible', timeout: WATCH_TIMEOUT_MS });
    }
  }
  const pages: Viewer[] = [first];
  let crowd: HlsCrowd | undefined;
  try {
    while (pages.length < HLS_PAGES) pages.push(await openViewer(browser, url, candidate, 'hls'));
    const { record, figures } = await measureGlass(first.page, candidate.name, HLS_SETTLE_MS);
    const pageSays =
      (await first.page
        .getByRole('region', { name: 'Watching live' })
        .getByText(/^Live \(HLS/)
        .textContent()) ?? '';
    const latency: HlsLatencyFigures = {
      seconds: figures.seconds,
      frames: figures.frames,
      decoded: figures.decoded,
      failed: figures.failed,
      presented: figures.presented,
      glassMs: { ...figures.glassMs, p95: p95(record.glass) },
      webrtcMs: { p50: latencies(webrtcGlass).p50, p95: p95(webrtcGlass) },
      pageSays,
      openSeconds,
      startTries: failures.length + 1,
    };
    console.log(
      `video: HLS glass-to-glass over ${latency.seconds} s: ${latency.decoded} frames decoded, ` +
        `${latency.failed} failed; p50 ${latency.glassMs.p50} ms, p95 ${latency.glassMs.p95} ` +
        `(WebRTC p50 ${latency.webrtcMs.p50}, p95 ${latency.webrtcMs.p95}); the page says ` +
        `'${pageSays}'; it played ${openSeconds} s after opening`,
    );

    const choice = JSON.parse(await hlsChoice()) as { playlist: string | null };
    const playlist = choice.playlist ?? `/hls/${room}/index.m3u8`;
    const ffmpeg = descendants(pids.server).find((pid) => commandName(pid) === 'ffmpeg') ?? null;
    if (ffmpeg === null) console.warn('video: no ffmpeg under the server; its CPU is not counted');
    crowd = new HlsCrowd(new URL(playlist, url), HLS_PART_MS);
    const steps: HlsStepFigures[] = [];
    let stoppedBecause = `the last step (${HLS_STEPS.at(-1)} HTTP viewers) still held`;
    let viewersHeld: number | null = null;
    for (const target of HLS_STEPS) {
      crowd.grow(target);
      await sleep(HLS_PART_MS + HLS_RAMP_MS);
      await resetGlass(first.page);
      crowd.startWindow();
      const cpu = new CpuWindow({ ...pids, ffmpeg });
      await sleep(SAMPLE_SECONDS * 1000);
      const split = cpu.stop();
      const window = crowd.readWindow();
      const glass = await readGlass(first.page);
      const reasons: string[] = [];
      if (window.segmentMs.p99 > HLS_PART_MS)
        reasons.push(
          `part fetches took ${window.segmentMs.p99} ms (p99), over the ${HLS_PART_MS} ms part`,
        );
      if (window.errors > 0)
        reasons.push(`${window.errors} requests failed (${window.errorSamples.join(', ')})`);
      if (window.segments === 0) reasons.push('no part was fetched');
      const step: HlsStepFigures = {
        ...window,
        pages: pages.length,
        page: {
          p50: latencies(glass.glass).p50,
          p95: p95(glass.glass),
          fps: round((glass.lastPresented - glass.firstPresented + 1) / split.seconds, 1),
        },
        cpu: split,
        stoppedBecause: reasons.length ? reasons.join('; ') : null,
      };
      steps.push(step);
      console.log(
        `video: HLS ${target} HTTP viewers: ${step.requestsPerSecond} req/s, ` +
          `${step.megabytesPerSecond} MB/s, playlist p50/p99 ${step.playlistMs.p50}/` +
          `${step.playlistMs.p99} ms (held to the next part), part p50/p99 ${step.segmentMs.p50}/` +
          `${step.segmentMs.p99} ms, ${step.errors} errors, ${step.latePolls} late reloads; page glass p50 ${step.page.p50} ms, ` +
          `${step.page.fps} fps; CPU cores server ${split.server}, ffmpeg ${split.ffmpeg}, janus ` +
          `${split.janus}, chromium ${split.chromium}, bench ${split.bench}, other ${split.other} ` +
          `(machine ${split.machineBusy} of ${split.cores})`,
      );
      if (step.stoppedBecause) {
        stoppedBecause = step.stoppedBecause;
        break;
      }
      viewersHeld = target;
    }
    return {
      playlist,
      latency,
      steps,
      viewersHeld,
      stoppedBecause,
      thresholds: { segmentMs: HLS_PART_MS, sampleSeconds: SAMPLE_SECONDS },
      suggestedThreshold: null,
    };
  } finally {
    await crowd?.stop();
    for (const page of pages) await page.context.close().catch(() => {});
  }
}

export async function measureVideo(): Promise<VideoFigures> {
  assertSiteBuilt();
  const loadBefore = loadAverage();
  // HLS on for its part (a viewer page asking for it starts the playlist); the threshold out of
  // reach, so the WebRTC climb's pages stay on WebRTC however many there are.
  const server = await startServer(await freePort(), {
    PAID_HLS: 'on',
    PAID_HLS_THRESHOLD: '1000000',
  });
  let browser: Browser | undefined;
  try {
    const status = (await (await fetch(`${server.url}/api/media/status`)).json()) as {
      available: boolean;
    };
    if (!status.available) {
      throw new Error(
        'The server has no live video (GET /api/media/status: unavailable): install Janus ' +
          '(bash scripts/ensure-janus.sh, as root) and check <data dir>/janus/janus.log.',
      );
    }
    const janusPid = descendants(server.pid).find((pid) => commandName(pid) === 'janus') ?? null;
    if (janusPid === null)
      console.warn('video: no janus process under the server; its CPU is not counted');
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const browserPid = descendants(process.pid).find((pid) =>
      /^(chromium|chrome)$/.test(commandName(pid)),
    );
    if (browserPid === undefined) throw new Error('video: cannot find the Chromium process');
    const pids = { janus: janusPid, server: server.pid, browser: browserPid };

    console.log('video: the candidate logs in, goes live and turns the camera on...');
    const publisher = await goLive(browser, server.url);
    console.log(
      `video: ${publisher.candidate.name} (candidate ${publisher.candidate.id}) is live; ` +
        'a visitor opens the watch view...',
    );

    // 1. Glass-to-glass, one viewer.
    const first = await openViewer(browser, server.url, publisher.candidate);
    const viewers: Viewer[] = [first];
    const { record: webrtcRecord, figures: glassToGlass } = await measureGlass(
      first.page,
      publisher.candidate.name,
      SETTLE_MS,
    );
    console.log(
      `video: glass-to-glass over ${glassToGlass.seconds} s: ${glassToGlass.decoded} frames ` +
        `decoded, ${glassToGlass.failed} failed; p50 ${glassToGlass.glassMs.p50} ms, p90 ` +
        `${glassToGlass.glassMs.p90}, p99 ${glassToGlass.glassMs.p99}, max ${glassToGlass.glassMs.max}`,
    );

    // 2. Viewers per server, step by step.
    const steps: StepFigures[] = [];
    let stoppedBecause = `the last step (${STEPS.at(-1)} viewers) still met the thresholds`;
    let viewersBeforeQualityDrops: number | null = null;
    for (const target of STEPS) {
      const openStart = performance.now();
      let openFailure: string | null = null;
      while (viewers.length < target && !openFailure) {
        if (availableMemoryBytes() < MIN_AVAILABLE_BYTES) {
          openFailure = `less than ${MIN_AVAILABLE_BYTES / 2 ** 30} GiB of memory available`;
          break;
        }
        const batch = Math.min(OPEN_BATCH, target - viewers.length);
        const opened = await Promise.allSettled(
          Array.from({ length: batch }, () =>
            openViewer(browser!, server.url, publisher.candidate),
          ),
        );
        for (const result of opened) {
          if (result.status === 'fulfilled') viewers.push(result.value);
          else
            openFailure ??= `a viewer page did not play within ${OPEN_TIMEOUT_MS / 1000} s (${String(result.reason).split('\n')[0]})`;
        }
      }
      const openSeconds = round((performance.now() - openStart) / 1000, 1);
      await sleep(SETTLE_MS);
      const measured = await measureStep(viewers, publisher.page, first.page, pids);
      const reasons: string[] = [];
      if (openFailure) reasons.push(`pages stopped opening: ${openFailure}`);
      if (measured.fps.median < FPS_FLOOR * FPS) {
        reasons.push(
          `the median viewer received ${measured.fps.median} fps, under ${FPS_FLOOR * 100}% of ${FPS}`,
        );
      }
      if (measured.lossRate > LOSS_CEILING) {
        reasons.push(
          `${round(measured.lossRate * 100, 1)}% of video packets lost, over ${LOSS_CEILING * 100}%`,
        );
      }
      const step: StepFigures = {
        viewers: target,
        playing: viewers.length,
        openSeconds,
        ...measured,
        stoppedBecause: reasons.length ? reasons.join('; ') : null,
      };
      steps.push(step);
      console.log(
        `video: ${viewers.length} viewers: median ${step.fps.median} fps (min ${step.fps.min}), ` +
          `published ${step.published.framesSentPerSecond} fps (${step.published.qualityLimitationReason}), ` +
          `loss ${round(step.lossRate * 100, 2)}%, glass p50 ${step.glassMs.p50} ms; CPU cores ` +
          `janus ${step.cpu.janus}, server ${step.cpu.server}, chromium ${step.cpu.chromium}, ` +
          `bench ${step.cpu.bench}, other ${step.cpu.other} (machine ${step.cpu.machineBusy} of ` +
          `${step.cpu.cores})`,
      );
      if (step.stoppedBecause) {
        stoppedBecause = step.stoppedBecause;
        break;
      }
      viewersBeforeQualityDrops = viewers.length;
    }

    // 3. The same stream by HLS, the WebRTC viewers gone (their pages would take the CPU).
    for (const viewer of viewers) await viewer.context.close().catch(() => {});
    await sleep(SETTLE_MS);
    console.log('video: a visitor opens the watch view by HLS (?video=hls)...');
    const hls = await measureHls(
      browser,
      server.url,
      publisher.candidate,
      publisher.live,
      pids,
      webrtcRecord.glass,
    );
    hls.suggestedThreshold =
      viewersBeforeQualityDrops === null
        ? null
        : Math.max(1, Math.floor(viewersBeforeQualityDrops * THRESHOLD_MARGIN));

    await publisher.live.getByRole('button', { name: 'End Stream' }).click();
    await publisher.page.getByText('Stream Ended').waitFor({ timeout: WATCH_TIMEOUT_MS });
    const version = browser.version();
    return {
      measuredAt: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
      chromium: version,
      publisher: `${PUBLISHER_EMAIL} (${publisher.candidate.name}, candidate ${publisher.candidate.id})`,
      frameCounter: {
        width: COLS * BLOCK,
        height: ROWS * BLOCK,
        fps: FPS,
        blocks: `${COLS}x${ROWS} blocks of ${BLOCK} px: 32 bits of the ms clock, 16 of a check`,
      },
      loadAverage: { before: loadBefore, after: loadAverage() },
      glassToGlass,
      steps,
      viewersBeforeQualityDrops,
      stoppedBecause,
      thresholds: {
        fpsFloor: FPS_FLOOR * FPS,
        lossCeiling: LOSS_CEILING,
        sampleSeconds: SAMPLE_SECONDS,
      },
      hls,
    };
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
}

export function videoTable(result: VideoFigures): string {
  const g = result.glassToGlass;
  const arrival = g.arrivalMs
    ? ` Of that, drawn to received (the frame's packets reaching the viewer, before its jitter buffer and decoder): p50 ${g.arrivalMs.p50} ms, p99 ${g.arrivalMs.p99} ms.`
    : '';
  const rows = result.steps.map((s) => {
    const c = s.cpu;
    return (
      `| ${s.playing} | ${s.fps.median} / ${s.fps.min} | ${s.published.framesSentPerSecond} ` +
      `(${s.published.qualityLimitationReason || '?'}, ${s.published.width} px) | ${s.videoKbps} | ${s.minWidth} ` +
      `| ${s.framesDropped} / ${s.freezes} | ${round(s.lossRate * 100, 2)}% | ${s.jitterMs.median} / ${s.jitterMs.max} ` +
      `| ${s.glassMs.p50} / ${s.glassMs.p99} | ${s.glassMs.arrivalP50 ?? '?'} / ${s.glassMs.jitterBufferMs} / ${s.glassMs.decodeMs} | ${c.janus} | ${c.server} | ${c.chromium} | ${c.bench} ` +
      `| ${c.other} | ${c.machineBusy} |`
    );
  });
  return [
    `Glass-to-glass, one viewer, over ${g.seconds} s: **p50 ${g.glassMs.p50} ms, p90 ${g.glassMs.p90} ms, ` +
      `p99 ${g.glassMs.p99} ms, max ${g.glassMs.max} ms**; ${g.decoded} frames decoded, ${g.failed} ` +
      `failed to decode (its frame callback saw ${g.frames} frames; the video presented ${g.presented}).${arrival}`,
    '',
    `Viewers per server (each a visitor's page in its own context, the first being the latency ` +
      `viewer; ${result.thresholds.sampleSeconds} s per step; CPU in cores of ${result.steps[0]?.cpu.cores ?? os.availableParallelism()}, ` +
      `"other" = the machine's busy time less the four named):`,
    '',
    '| viewers | fps median / min | published fps (limited by, width) | kbit/s | min width px | frames dropped / freezes | packets lost | jitter ms median / max | glass ms p50 / p99 | latency viewer ms: received p50 / jitter buffer / decode | Janus | server | Chromium | bench | other | machine |',
    '| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    result.viewersBeforeQualityDrops === null
      ? `No step met the thresholds (median >= ${result.thresholds.fpsFloor} fps, loss <= ${result.thresholds.lossCeiling * 100}%): ${result.stoppedBecause}.`
      : `Viewers before quality drops: **${result.viewersBeforeQualityDrops}**; the climb stopped because ${result.stoppedBecause}.`,
    '',
    `Machine: ${result.machine}; Chromium ${result.chromium}; load average (1 min) ${result.loadAverage.before} ` +
      `before, ${result.loadAverage.after} after.`,
    ...(result.hls ? ['', hlsTable(result.hls, result.viewersBeforeQualityDrops)] : []),
  ].join('\n');
}

function hlsTable(hls: HlsFigures, webrtcHeld: number | null): string {
  const l = hls.latency;
  const rows = hls.steps.map((s) => {
    const c = s.cpu;
    return (
      `| ${s.clients} | ${s.requestsPerSecond} | ${s.megabytesPerSecond} | ${s.playlistMs.p50} / ${s.playlistMs.p99} ` +
      `| ${s.segmentMs.p50} / ${s.segmentMs.p99} | ${s.errors} | ${s.latePolls} | ${s.benchLoopDelayMs.p99} ` +
      `| ${s.page.p50} / ${s.page.p95} (${s.page.fps} fps) | ${c.server} | ${c.ffmpeg ?? '?'} | ${c.janus} ` +
      `| ${c.chromium} | ${c.bench} | ${c.other} | ${c.machineBusy} |`
    );
  });
  return [
    `HLS (\`/candidate/<id>?video=hls\`, hls.js in low-latency mode; 1 s parts, 4 s segments, ` +
      `3 s part hold-back), one page, over ${l.seconds} s: ` +
      `glass-to-glass **p50 ${l.glassMs.p50} ms, p95 ${l.glassMs.p95} ms** (p99 ${l.glassMs.p99}, ` +
      `max ${l.glassMs.max}) against WebRTC's p50 ${l.webrtcMs.p50} ms, p95 ${l.webrtcMs.p95} ms; ` +
      `${l.decoded} frames decoded, ${l.failed} failed (the video presented ${l.presented}); the page ` +
      `said '${l.pageSays}'; its picture played ${l.openSeconds} s after the page was opened ` +
      `(the playlist starting included)${l.startTries > 1 ? `, on publication ${l.startTries} of the camera (ffmpeg wrote no playlist for the earlier ones)` : ''}.`,
    '',
    `HLS viewers per server (HTTP clients in the bench process, each on its own keep-alive ` +
      `connection reloading the playlist with a blocking reload for the next part (held by the ` +
      `server until it is listed, about every ${hls.thresholds.segmentMs / 1000} s) and fetching ` +
      `each new part once, as hls.js does in low-latency mode; "late": a reload that brought more ` +
      `than one new part; the HLS page above plays on beside them; the WebRTC viewers closed; ` +
      `${hls.thresholds.sampleSeconds} s per step; fetch ms from request to body read; CPU in cores):`,
    '',
    '| HTTP viewers | req/s | MB/s | playlist ms p50 / p99 | part ms p50 / p99 | errors | late reloads | bench loop delay ms p99 | HLS page glass ms p50 / p95 | server | ffmpeg | Janus | Chromium | bench | other | machine |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    hls.viewersHeld === null
      ? `No HLS step held (segment p99 <= ${hls.thresholds.segmentMs} ms, no errors): ${hls.stoppedBecause}.`
      : `HLS viewers held: **${hls.viewersHeld}**; ${hls.stoppedBecause}.`,
    '',
    hls.suggestedThreshold === null
      ? 'No WebRTC step held, so no HLS threshold follows from this run.'
      : `HLS threshold this run gives: **${hls.suggestedThreshold}** (${THRESHOLD_MARGIN * 100}% of the ` +
        `${webrtcHeld} WebRTC viewers that held).`,
  ].join('\n');
}

export function readVideoResults(): VideoFigures | null {
  const file = path.join(REPO_ROOT, 'bench/results/video.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VideoFigures) : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureVideo();
  writeResults('video', result);
  console.log(`\n${videoTable(result)}`);
}
