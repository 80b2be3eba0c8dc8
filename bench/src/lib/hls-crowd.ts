import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  playlistEdge,
  playlistSegments,
  type DeliveryDirective,
} from '../../../server/src/hls/ll-playlist';
import { latencies, type Latencies } from './latencies';

// HLS viewers without browsers (bench/src/video.ts, docs/video.md "HLS for crowds"): parts and
// segments are static files, so what a viewer costs the server is its HTTP requests. Each
// simulated viewer does what hls.js does on a low-latency playlist: it reloads the playlist
// asking for the part after the newest it has (`_HLS_msn`, `_HLS_part`: the server holds the
// request until that part is listed) and fetches each part it has not fetched yet, once, one
// after the other; on its first playlist it starts 3 parts from the live edge (PART-HOLD-BACK,
// 3 s). Each viewer has its own keep-alive connection (a browser keeps one per origin), and
// viewers start spread over a period, as people arrive at different times. A reload answered
// with more than one new part: the viewer fell behind (counted as late).

export interface CrowdWindow {
  clients: number;
  seconds: number;
  requestsPerSecond: number;
  /** Response bodies, MB (10^6 bytes) per second. */
  megabytesPerSecond: number;
  /** Playlist reloads, request to body: held by the server until the next part (up to ~1 s). */
  playlistMs: Latencies;
  /** Part fetches (1 s of video each). */
  segmentMs: Latencies;
  segments: number;
  /** Failed requests (a status other than 200, a socket error, a timeout), and a few of them. */
  errors: number;
  errorSamples: string[];
  /** Reloads that brought more than one new part: the viewer could not keep up. */
  latePolls: number;
  /** This process's event loop delay, ms: how far its own timers ran late (p99, max). */
  benchLoopDelayMs: { p99: number; max: number };
}

const REQUEST_TIMEOUT_MS = 10_000;
/** On joining, a viewer starts this many parts from the live edge (PART-HOLD-BACK, as hls.js). */
const START_FROM_EDGE = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  startedAt: number;
  requests: number;
  bytes: number;
  playlist: number[];
  segment: number[];
  errors: number;
  errorSamples: string[];
  latePolls: number;
}

const emptyTally = (): Tally => ({
  startedAt: performance.now(),
  requests: 0,
  bytes: 0,
  playlist: [],
  segment: [],
  errors: 0,
  errorSamples: [],
  latePolls: 0,
});

/** GET of `url` on `agent`; the body as text (keep) or only counted. */
function get(
  agent: http.Agent,
  url: URL,
  keep: boolean,
): Promise<{ status: number; bytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          text: keep ? Buffer.concat(chunks).toString('utf8') : '',
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

export class HlsCrowd {
  private tally = emptyTally();
  private stopped = false;
  private readonly agents: http.Agent[] = [];
  private readonly running: Promise<void>[] = [];
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });

  constructor(
    private readonly playlistUrl: URL,
    private readonly periodMs = 1_000,
  ) {}

  get clients(): number {
    return this.agents.length;
  }

  /** Adds viewers up to `target`, their first polls spread over one period. */
  grow(target: number): void {
    const adding = target - this.agents.length;
    for (let i = 0; i < adding; i += 1) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      this.agents.push(agent);
      this.running.push(this.viewer(agent, (i * this.periodMs) / Math.max(1, adding)));
    }
  }

  /** Starts a measuring window: counts from now. */
  startWindow(): void {
    this.tally = emptyTally();
    this.loopDelay.reset();
    this.loopDelay.enable();
  }

  /** What the viewers did since startWindow(). */
  readWindow(): CrowdWindow {
    const t = this.tally;
    const seconds = (performance.now() - t.startedAt) / 1000;
    this.loopDelay.disable();
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    return {
      clients: this.agents.length,
      seconds: Math.round(seconds * 10) / 10,
      requestsPerSecond: Math.round(t.requests / seconds),
      megabytesPerSecond: Math.round(t.bytes / seconds / 1e4) / 100,
      playlistMs: latencies(t.playlist),
      segmentMs: latencies(t.segment),
      segments: t.segment.length,
      errors: t.errors,
      errorSamples: t.errorSamples,
      latePolls: t.latePolls,
      benchLoopDelayMs: {
        p99: ms(this.loopDelay.percentile(99)),
        max: ms(this.loopDelay.max),
      },
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
    for (const agent of this.agents) agent.destroy();
  }

  private async fetch(agent: http.Agent, url: URL, segment: boolean) {
    const tally = this.tally;
    const started = performance.now();
    try {
      const response = await get(agent, url, !segment);
      const ms = performance.now() - started;
      if (tally !== this.tally) return response.status === 200 ? response.text : null;
      tally.requests += 1;
      tally.bytes += response.bytes;
      (segment ? tally.segment : tally.playlist).push(ms);
      if (response.status !== 200) {
        tally.errors += 1;
        if (tally.errorSamples.length < 5)
          tally.errorSamples.push(`${response.status} ${url.pathname}`);
        return null;
      }
      return response.text;
    } catch (error) {
      if (tally === this.tally) {
        tally.errors += 1;
        if (tally.errorSamples.length < 5)
          tally.errorSamples.push(`${(error as Error).message} ${url.pathname}`);
      }
      return null;
    }
  }

  /** One viewer, until stop(). */
  private async viewer(agent: http.Agent, delayMs: number): Promise<void> {
    await sleep(delayMs);
    const fetched = new Set<string>();
    let first = true;
    let next: DeliveryDirective | null = null;
    while (!this.stopped) {
      const url = new URL(this.playlistUrl);
      if (next) {
        url.searchParams.set('_HLS_msn', String(next.msn));
        url.searchParams.set('_HLS_part', String(next.part));
      }
      const playlist = await this.fetch(agent, url, false);
      if (playlist === null) {
        next = null;
        await sleep(this.periodMs);
        continue;
      }
      const parts = playlistSegments(playlist).filter((name) => name.startsWith('part-'));
      if (first) {
        for (const name of parts.slice(0, -START_FROM_EDGE)) fetched.add(name);
        first = false;
      }
      const fresh = parts.filter((name) => !fetched.has(name));
      if (next && fresh.length > 1) this.tally.latePolls += 1;
      for (const name of fresh) {
        if (this.stopped) break;
        fetched.add(name);
        await this.fetch(agent, new URL(name, this.playlistUrl), true);
      }
      // Names a viewer keeps: those still listed.
      for (const name of fetched) if (!parts.includes(name)) fetched.delete(name);
      const edge = playlistEdge(playlist);
      if (edge.ended) break;
      next = { msn: edge.lastSegment + 1, part: edge.partsAfter };
    }
  }
}
