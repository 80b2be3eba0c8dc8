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
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { assertSiteBuilt, freePort, REPO_ROOT, startServer } from './lib/app-under-test';
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
/** Viewer pages opened at once within a step. */
const OPEN_BATCH = 5;
/** No more pages once the machine has less memory than this available. */
const MIN_AVAILABLE_BYTES = 1.5 * 2 ** 30;
/** After a step's pages play, before sampling: their jitter buffers settle. */
const SETTLE_MS = 3_000;

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
}

/** CPU of the parties between its creation and stop(). Chromium's processes are re-listed. */
class CpuWindow {
  private readonly startedAt = performance.now();
  private readonly machineAt = machineCpu();
  private readonly ownAt = process.cpuUsage();
  private readonly chromiumPids: number[];
  private readonly at: { janus: number; server: number; chromium: number };

  constructor(private readonly pids: { janus: number | null; server: number; browser: number }) {
    this.chromiumPids = descendants(pids.browser);
    this.at = {
      janus: pids.janus === null ? 0 : cpuOf([pids.janus]),
      server: cpuOf([pids.server]),
      chromium: cpuOf(this.chromiumPids),
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
    const busy = machine.busy - this.machineAt.busy;
    const cores = (value: number) => round(value / seconds);
    return {
      seconds: round(seconds, 1),
      janus: cores(janus),
      server: cores(server),
      chromium: cores(chromium),
      bench: cores(bench),
      other: cores(Math.max(0, busy - janus - server - chromium - bench)),
      machineBusy: cores(busy),
      cores: os.availableParallelism(),
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

/** A visitor on the candidate's page whose watch view plays the stream (frames advance). */
async function openViewer(
  browser: Browser,
  url: string,
  candidate: { id: number; name: string },
): Promise<Viewer> {
  const context = await browser.newContext({ baseURL: url });
  try {
    await context.addInitScript(inPage(keepPeerConnections));
    const page = await context.newPage();
    await page.goto(`/candidate/${candidate.id}`, { timeout: OPEN_TIMEOUT_MS });
    const video = page
      .getByRole('region', { name: 'Watching live' })
      .getByLabel(`${candidate.name}'s live video`);
    await video.waitFor({ state: 'visible', timeout: OPEN_TIMEOUT_MS });
    await page.waitForFunction(
      (element) => {
        const v = element as HTMLVideoElement;
        return v.videoWidth > 0 && !v.paused && v.currentTime > 0.5;
      },
      await video.elementHandle(),
      { timeout: OPEN_TIMEOUT_MS, polling: 250 },
    );
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

export async function measureVideo(): Promise<VideoFigures> {
  assertSiteBuilt();
  const loadBefore = loadAverage();
  const server = await startServer(await freePort());
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
    await first.page.evaluate(
      inPage(decodeFrames, {
        label: `${publisher.candidate.name}'s live video`,
        cols: COLS,
        rows: ROWS,
        block: BLOCK,
      }),
    );
    await sleep(SETTLE_MS);
    await resetGlass(first.page);
    const glassStart = performance.now();
    await sleep(LATENCY_SECONDS * 1000);
    const glassToGlass = glassFigures(
      await readGlass(first.page),
      (performance.now() - glassStart) / 1000,
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
