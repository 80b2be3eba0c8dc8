// The debate chat over live push (`npm run bench:push`): 10,000 viewers of
// one debate hold `GET /api/live?topics=chat:state-CA` (Server-Sent Events) open on one
// server, opened 500 at a time, each waiting for its `ready` event. Then 10 senders post one
// message a second between them for 30 s (POST /api/chat), and every viewer notes when each
// message reaches it. Delivery latency = the moment the viewer read the event minus the
// moment just before the POST left, over every (message, viewer) pair; the fan-out time of a
// message is the same up to the LAST viewer it reached. Beside them: connections that failed,
// deliveries missing or doubled, the POST latency, the server process's CPU (/proc/<pid>/stat)
// and resident memory (/proc/<pid>/status), and this process's CPU and event-loop delay: the
// 10,000 streams are read here, on the same 2 cores as the server. Target: every viewer gets
// every message, p99 delivery < 1,000 ms ("within 1 s").
//
// Memory per connection: the server runs with `--inspect` on 127.0.0.1, and before the
// viewers connect and again once they are all connected and idle this process collects the
// server's garbage twice through the inspector and reads its process.memoryUsage()
// (lib/inspector.ts); the difference over the viewers is what one connection holds. (RSS
// alone falls and rises with the garbage waiting to be collected.)
//
// Cluster mode (`npm run bench:push:cluster`: `--cluster` or BENCH_PUSH_CLUSTER=1, on the
// PostgreSQL of BENCH_DATABASE_URL or TEST_DATABASE_URL, which scripts/with-postgres.sh
// provides): the same viewers and messages twice, each time on a fresh database made inside
// it: (a) one server, the viewers and senders connecting to it; (b) two servers (each its own
// data folder, TRUST_PROXY=127.0.0.1) behind HAProxy (lib/haproxy.ts, as the cluster test
// runs it), the viewers connecting and the senders posting through the balancer, whose round
// robin spreads them. Results in bench/results/chat-push-cluster.json.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openPostgresDb } from '../../server/src/db/postgres-db';
import {
  LIVE_PATH,
  LIVE_READY_EVENT,
  liveChatTopic,
} from '../../shared-api/src/contracts/live-topics';
import { freePort, REPO_ROOT, startServer } from './lib/app-under-test';
import { haproxyBinary, haproxyConfig } from './lib/haproxy';
import { memoryAfterGc, type MemoryUsage } from './lib/inspector';
import { processCpuSeconds } from './lib/process-cpu';
import { residentBytes, sampleResidentMemory } from './lib/process-memory';
import { writeResults } from './lib/results';
import { latencies, percentile, type Latencies } from './lib/latencies';

const PORT = Number(process.env.BENCH_PUSH_PORT ?? 3299);
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || undefined;
/** The cluster mode makes its databases inside this PostgreSQL. */
const CLUSTER_DATABASE_URL = DATABASE_URL ?? (process.env.TEST_DATABASE_URL?.trim() || undefined);
const CHANNEL_ID = 'state-CA'; // the demo seed's live debate
const TOPIC = liveChatTopic(CHANNEL_ID);
/** BENCH_PUSH_VIEWERS: fewer viewers, to try the bench out. */
const VIEWERS = Number(process.env.BENCH_PUSH_VIEWERS ?? 10_000);
const CONNECT_BATCH = 500;
/** A viewer that has no `ready` event this long after its request counts as failed. */
const CONNECT_TIMEOUT_MS = 30_000;
/** Connected, before anyone posts: what holding the streams costs. */
const IDLE_MS = 5_000;
const SENDERS = 10;
const MESSAGES = 30;
const SEND_EVERY_MS = 1_000;
/** After the last POST, how long the missing deliveries are waited for. */
const DRAIN_MS = 10_000;
const TARGET_P99_MS = 1_000;
/** Open files each process needs besides the viewers' sockets (database, modules, senders). */
const FILE_MARGIN = 500;
/**
 * Connections through the balancer besides the viewers and the senders (this process's
 * health requests): room kept under its maxconn, above which it would leave viewers waiting.
 */
const BALANCER_SPARE = 10;
const CLUSTER_RESULTS = 'bench/results/chat-push-cluster.json';
/**
 * The balancer with `option http-no-delay` (lib/haproxy.ts), as deployed;
 * BENCH_PUSH_HAPROXY_NO_DELAY=0 measures it without.
 */
const HAPROXY_NO_DELAY = process.env.BENCH_PUSH_HAPROXY_NO_DELAY !== '0';

export interface PhaseFigures {
  seconds: number;
  /** The server processes together: CPU seconds in the phase, and per wall second. */
  serverCpu: { seconds: number; coresUsed: number; percentOfMachine: number };
  /** Each process of the setup (every server, and the balancer when there is one). */
  processes: { name: string; cpuSeconds: number; coresUsed: number }[];
  /** The load generator (this process, which reads every stream), for scale. */
  generatorCoresUsed: number;
}

/** What one server's streams cost it: its process.memoryUsage() after two forced collections. */
export interface ServerMemoryFigures {
  /** Before any viewer connected. */
  before: MemoryUsage;
  /** All viewers connected, nobody posting. */
  connected: MemoryUsage;
  /** connected − before, MiB. */
  deltaMiB: { heapUsed: number; external: number; arrayBuffers: number; rss: number };
  /** connected − before over the viewers this server holds, KiB per connection. */
  perConnectionKiB: { heapUsed: number; external: number; arrayBuffers: number; rss: number };
}

export interface ServerFigures {
  name: string;
  /** Viewers whose stream this server held (got their `ready` through it). */
  viewers: number;
  /** Deliveries to this server's viewers, from just before the POST. */
  deliveryMs: Latencies;
  /** Null when the server was started without an inspector. */
  memory: ServerMemoryFigures | null;
}

export interface MessageFigures {
  seq: number;
  postMs: number | null;
  received: number;
  firstMs: number;
  p50Ms: number;
  lastMs: number;
}

export interface ChatPushFigures {
  viewers: number;
  connectBatch: number;
  senders: number;
  messagesPerSecond: number;
  /** The viewers and senders connected to the one server, or through a balancer to several. */
  setup: 'one server' | 'servers behind HAProxy';
  connect: PhaseFigures & {
    ready: number;
    failed: number;
    /** From a viewer's request to its `ready` event. */
    readyMs: Latencies;
  };
  /** Before any viewer connects: the server's baseline. */
  noViewers: PhaseFigures;
  idle: PhaseFigures;
  messages: PhaseFigures & {
    sent: number;
    created201: number;
    sendFailures: number;
    postMs: Latencies;
    /** Sent messages × viewers that got their `ready`. */
    deliveriesExpected: number;
    deliveriesReceived: number;
    missing: number;
    duplicates: number;
    /** Viewers whose stream ended or broke after connecting, before the end. */
    viewersDropped: number;
    /** Every (message, viewer) pair: from just before the POST to the viewer reading it. */
    deliveryMs: Latencies;
    /** Per message: from just before the POST to the last viewer reading it. */
    fanOutMs: { p50: number; max: number };
    /** Messages whose pushed copy (first viewer's) equals the POST's answer field by field. */
    sameAsPostAnswer: number;
    /**
     * The server's CPU in the phase over the deliveries: what one viewer's copy of a message
     * costs it (the POSTs, a few ms each, included).
     */
    serverCpuPerDeliveryUs: number;
    /** Each message in order: its POST, and its deliveries from the first to the last viewer. */
    perMessage: MessageFigures[];
    /** This process's event-loop delay while the messages ran: its share of the latency. */
    generatorEventLoopDelayMs: { p99: number; max: number };
  };
  /**
   * The server's VmRSS, MiB: with no viewer, all connected and idle, peak with messages
   * (several servers: their sum, of each one's peak).
   */
  serverRssMiB: { before: number | null; connected: number | null; peak: number | null };
  /** Each server: its viewers, their deliveries, and its memory per connection. */
  servers: ServerFigures[];
  database: 'PGlite' | 'PostgreSQL';
  /** The machine's 1-minute load average before and after: other work shares the cores. */
  loadAverage: { before: number; after: number };
  targets: { p99Ms: number; met: boolean };
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toMiB = (bytes: number | null) =>
  bytes === null ? null : Math.round((bytes / 2 ** 20) * 10) / 10;

/** A limit on open files (`ulimit -n`, or `-Hn` for the hard one) of a process; null: none. */
function openFilesLimit(
  which: 'soft' | 'hard' = 'soft',
  pid: number | 'self' = 'self',
): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line?.slice('Max open files'.length).trim().split(/\s+/) ?? [];
    const value = which === 'soft' ? soft : hard;
    return value === undefined || value === 'unlimited' ? null : Number(value);
  } catch {
    return null;
  }
}

/** Each viewer is one socket in this process (and one in a server): say so before starting. */
function assertOpenFiles(viewers: number): void {
  if (!Number.isInteger(viewers) || viewers < 1) {
    throw new Error(`BENCH_PUSH_VIEWERS must be a positive whole number, not ${viewers}`);
  }
  // The servers (our children) inherit this process's limit.
  const limit = openFilesLimit();
  const needed = viewers + FILE_MARGIN;
  if (limit !== null && limit < needed) {
    throw new Error(
      `${viewers} viewers need one socket each in this process and in the server: at least ` +
        `${needed} open files per process, and the limit here is ${limit}. Raise it ` +
        `(ulimit -n ${needed}) or set BENCH_PUSH_VIEWERS lower.`,
    );
  }
}

/** A process of the setup under test, whose CPU is read from /proc. */
interface MeasuredProcess {
  name: string;
  pid: number;
  kind: 'server' | 'balancer';
}

/** CPU of the setup's processes and of this process between start() and stop(). */
class Phase {
  private readonly startedAt = performance.now();
  private readonly cpuAt: number[];
  private readonly ownCpuAt = process.cpuUsage();

  constructor(private readonly processes: readonly MeasuredProcess[]) {
    this.cpuAt = processes.map((p) => processCpuSeconds(p.pid));
  }

  stop(): PhaseFigures {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const used = this.processes.map((p, i) => processCpuSeconds(p.pid) - this.cpuAt[i]);
    const cpu = used.reduce(
      (sum, s, i) => (this.processes[i].kind === 'server' ? sum + s : sum),
      0,
    );
    const own = process.cpuUsage(this.ownCpuAt);
    return {
      seconds: round(seconds, 1),
      serverCpu: {
        seconds: round(cpu),
        coresUsed: round(cpu / seconds),
        percentOfMachine: round((cpu / seconds / os.availableParallelism()) * 100, 1),
      },
      processes: this.processes.map((p, i) => ({
        name: p.name,
        cpuSeconds: round(used[i]),
        coresUsed: round(used[i] / seconds),
      })),
      generatorCoresUsed: round((own.user + own.system) / 1e6 / seconds),
    };
  }
}

const MEMORY_FIELDS = ['heapUsed', 'external', 'arrayBuffers', 'rss'] as const;

function memoryFigures(
  before: MemoryUsage,
  connected: MemoryUsage,
  viewers: number,
): ServerMemoryFigures {
  const delta = (field: (typeof MEMORY_FIELDS)[number], unit: number, per: number) =>
    round((connected[field] - before[field]) / unit / per, 1);
  const each = (unit: number, per: number) =>
    Object.fromEntries(MEMORY_FIELDS.map((f) => [f, delta(f, unit, per)])) as Record<
      (typeof MEMORY_FIELDS)[number],
      number
    >;
  return {
    before,
    connected,
    deltaMiB: each(2 ** 20, 1),
    perConnectionKiB: each(1024, Math.max(viewers, 1)),
  };
}

/** The fields of a chat message as POST /api/chat answers it and the push carries it. */
const MESSAGE_FIELDS = [
  'id',
  'channelId',
  'username',
  'message',
  'timestamp',
  'isModerated',
  'verified',
] as const;

/** The message text carries its number, so a viewer knows which POST it came from. */
const messageText = (seq: number, sender: number) => `push bench #${seq} from sender ${sender}`;
const SEQ = /^push bench #(\d+) /;

interface Viewer {
  request: http.ClientRequest;
  ready: boolean;
  done: boolean;
  /** The server that holds its stream (the balancer's x-paid-server header). */
  server?: string;
}

/** A server of the setup: its process, and its inspector's port when it was started with one. */
interface ServerUnderTest {
  name: string;
  pid: number;
  inspectPort: number | null;
}

/** What the viewers and senders connect to, and what is measured. */
interface SetupUnderTest {
  /** The one server's URL, or the balancer's. */
  url: string;
  servers: ServerUnderTest[];
  /** The balancer's process, when the viewers go through one. */
  balancerPid?: number;
  database: 'PGlite' | 'PostgreSQL';
}

/** The environment of every server measured here. */
function serverEnv(databaseUrl: string | undefined): Record<string, string> {
  return {
    // Every sender posts from 127.0.0.1, which the chat limit (per sender) counts as one.
    PAID_RATE_LIMITS: JSON.stringify({ chat: { max: 1_000_000, windowMs: 60_000 } }),
    // Every viewer comes from 127.0.0.1: lift the per-address cap on open streams.
    PAID_LIVE_STREAMS_PER_ADDRESS: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** One server (PGlite, or BENCH_DATABASE_URL), its inspector on a free port: the default run. */
export async function measureChatPush(): Promise<ChatPushFigures> {
  assertOpenFiles(VIEWERS);
  const inspectPort = await freePort();
  // BENCH_DATABASE_URL: measure on a PostgreSQL instead of the embedded PGlite.
  const server = await startServer(PORT, serverEnv(DATABASE_URL), {
    nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
  });
  try {
    return await measurePush(
      {
        url: server.url,
        servers: [{ name: 'server', pid: server.pid, inspectPort }],
        database: DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      },
      VIEWERS,
    );
  } finally {
    await server.stop();
  }
}

/** Connects `viewerCount` viewers to the setup, posts the messages, and measures. */
async function measurePush(setup: SetupUnderTest, viewerCount: number): Promise<ChatPushFigures> {
  const processes: MeasuredProcess[] = [
    ...setup.servers.map((server) => ({
      name: server.name,
      pid: server.pid,
      kind: 'server' as const,
    })),
    ...(setup.balancerPid === undefined
      ? []
      : [{ name: 'balancer', pid: setup.balancerPid, kind: 'balancer' as const }]),
  ];
  const serverPids = setup.servers.map((server) => server.pid);
  const serverRss = () => {
    const each = serverPids.map(residentBytes);
    return each.some((bytes) => bytes === null)
      ? null
      : each.reduce<number>((sum, bytes) => sum + bytes!, 0);
  };
  /** Each server's process.memoryUsage() after two collections (null: no inspector). */
  const serverMemory = async () => {
    const usage: (MemoryUsage | null)[] = [];
    for (const server of setup.servers) {
      usage.push(server.inspectPort === null ? null : await memoryAfterGc(server.inspectPort));
    }
    return usage;
  };
  const loadBefore = os.loadavg()[0];
  // One socket per stream: a stream's response never ends, so none is ever reused.
  const viewerAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const senderAgent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
  const viewers: Viewer[] = [];
  const timers: NodeJS.Timeout[] = [];
  const eventLoop = monitorEventLoopDelay({ resolution: 10 });

  // received[seq][viewer]: when (performance.now()) the viewer read message seq; NaN: not yet.
  const received = Array.from({ length: MESSAGES }, () => new Float64Array(viewerCount).fill(NaN));
  const sentAt = new Float64Array(MESSAGES).fill(NaN);
  const firstViewerCopy: (Record<string, unknown> | undefined)[] = [];
  let duplicates = 0;
  let strayEvents = 0;
  let malformedEvents = 0;
  let viewersDropped = 0;
  let measuring = false;

  const onEvent = (index: number, block: string, at: number, viewer: Viewer, ready: () => void) => {
    let event = 'message';
    let data: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) {
        data = (data === null ? '' : `${data}\n`) + line.slice(line[5] === ' ' ? 6 : 5);
      }
    }
    // A block without data (the heartbeat comment) is no event.
    if (data === null) return;
    if (event === LIVE_READY_EVENT) {
      viewer.ready = true;
      ready();
      return;
    }
    if (event !== 'message') return;
    let payload: { topic: string; data: Record<string, unknown> };
    try {
      payload = JSON.parse(data) as typeof payload;
    } catch {
      if (malformedEvents++ === 0) console.log(`  malformed event: ${JSON.stringify(block)}`);
      return;
    }
    const match = SEQ.exec(String(payload.data?.message));
    const seq = match ? Number(match[1]) : -1;
    if (payload.topic !== TOPIC || seq < 0 || seq >= MESSAGES) {
      strayEvents += 1;
      return;
    }
    if (!Number.isNaN(received[seq][index])) {
      duplicates += 1;
      return;
    }
    received[seq][index] = at;
    if (index === 0) firstViewerCopy[seq] = payload.data;
  };

  const connect = (index: number) =>
    new Promise<number>((resolve, reject) => {
      const startedAt = performance.now();
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) {
          viewers[index]?.request.destroy();
          reject(error);
        } else resolve(performance.now() - startedAt);
      };
      const timer = setTimeout(
        () => settle(new Error(`no ready event in ${CONNECT_TIMEOUT_MS} ms`)),
        CONNECT_TIMEOUT_MS,
      );
      const request = http.get(
        `${setup.url}${LIVE_PATH}?topics=${encodeURIComponent(TOPIC)}`,
        { agent: viewerAgent, headers: { accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            settle(new Error(`answered ${response.statusCode}`));
            response.resume();
            return;
          }
          const servedBy = response.headers['x-paid-server'];
          viewer.server = typeof servedBy === 'string' ? servedBy : undefined;
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            const at = performance.now();
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              onEvent(index, block, at, viewer, () => settle());
            }
          });
          const gone = () => {
            if (viewer.done) return;
            viewer.done = true;
            if (measuring && viewer.ready) viewersDropped += 1;
            settle(new Error('stream ended before ready'));
          };
          response.on('end', gone);
          response.on('error', gone);
          response.on('close', gone);
        },
      );
      const viewer: Viewer = { request, ready: false, done: false };
      viewers[index] = viewer;
      request.on('error', (error) => {
        if (!viewer.done && viewer.ready && measuring) viewersDropped += 1;
        viewer.done = true;
        settle(error);
      });
    });

  const post = (seq: number, sender: number) =>
    new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
      const body = JSON.stringify({
        channelId: CHANNEL_ID,
        username: `sender${sender}`,
        message: messageText(seq, sender),
        isModerated: false,
      });
      sentAt[seq] = performance.now();
      const call = http.request(
        `${setup.url}/api/chat`,
        {
          agent: senderAgent,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: setup.url },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - sentAt[seq],
            }),
          );
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end(body);
    });

  try {
    // --- Connecting, CONNECT_BATCH at a time, each batch waiting for its ready events.
    console.log(`chat push: ${IDLE_MS / 1000} s with no viewer, then...`);
    console.log(
      `chat push: connecting ${viewerCount} viewers to ${setup.url}${LIVE_PATH}?topics=${TOPIC}, ` +
        `${CONNECT_BATCH} at a time...`,
    );
    // --- No viewers yet, nobody posts: the server's own baseline.
    const quietPhase = new Phase(processes);
    await sleep(IDLE_MS);
    const quietFigures = quietPhase.stop();
    const rssBefore = serverRss();
    // Outside the phases: the forced collections are the bench's work, not the viewers'.
    const memoryBefore = await serverMemory();
    const connectPhase = new Phase(processes);
    const readyMs: number[] = [];
    let failed = 0;
    const failures = new Map<string, number>();
    for (let first = 0; first < viewerCount; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, viewerCount - first) }, (_, i) =>
        connect(first + i),
      );
      for (const outcome of await Promise.allSettled(batch)) {
        if (outcome.status === 'fulfilled') readyMs.push(outcome.value);
        else {
          failed += 1;
          const reason = String((outcome.reason as Error)?.message ?? outcome.reason);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    }
    const connectFigures = connectPhase.stop();
    const ready = viewers.filter((viewer) => viewer.ready && !viewer.done).length;
    // Which server holds each stream: the balancer names it; else there is only one.
    const serverOf = (index: number) => viewers[index]?.server ?? setup.servers[0].name;
    const heldBy = new Map(setup.servers.map((server) => [server.name, 0]));
    viewers.forEach((viewer, index) => {
      if (!viewer.ready || viewer.done) return;
      const name = serverOf(index);
      heldBy.set(name, (heldBy.get(name) ?? 0) + 1);
    });
    if (setup.servers.length > 1) {
      console.log(`  held by ${[...heldBy].map(([name, n]) => `${name}: ${n}`).join(', ')}`);
    }
    console.log(
      `  ${ready} ready, ${failed} failed in ${connectFigures.seconds} s` +
        (failures.size ? ` (${[...failures].map(([r, n]) => `${n} × ${r}`).join('; ')})` : ''),
    );

    // --- Connected, nobody posts. From here on a stream that ends counts as dropped.
    measuring = true;
    const idlePhase = new Phase(processes);
    await sleep(IDLE_MS);
    const idleFigures = idlePhase.stop();
    const rssConnected = serverRss();
    const memoryConnected = await serverMemory();
    // A second for the servers to finish what the collections started, before the first POST.
    if (memoryConnected.some((usage) => usage !== null)) await sleep(1_000);

    // --- The messages: one a second, the senders taking turns, whatever the answers' speed.
    console.log(
      `chat push: ${SENDERS} senders post ${MESSAGES} messages, one every ${SEND_EVERY_MS} ms...`,
    );
    const memory = serverPids.map((pid) => sampleResidentMemory(pid));
    eventLoop.enable();
    const messagesPhase = new Phase(processes);
    const answers: Promise<{ status: number; body: string; ms: number } | Error>[] = [];
    await new Promise<void>((resolve) => {
      for (let seq = 0; seq < MESSAGES; seq += 1) {
        timers.push(
          setTimeout(() => {
            answers[seq] = post(seq, (seq % SENDERS) + 1).catch((error: Error) => error);
            if (seq === MESSAGES - 1) resolve();
          }, seq * SEND_EVERY_MS),
        );
      }
    });
    const settled = await Promise.all(answers);
    const readyIndexes = viewers.flatMap((viewer, index) => (viewer.ready ? [index] : []));
    const allIn = () =>
      received.every((times, seq) =>
        Number.isNaN(sentAt[seq]) ? true : readyIndexes.every((i) => !Number.isNaN(times[i])),
      );
    const deadline = performance.now() + DRAIN_MS;
    while (!allIn() && performance.now() < deadline) await sleep(100);
    const messagesFigures = messagesPhase.stop();
    eventLoop.disable();
    measuring = false;
    const rssEach = await Promise.all(memory.map((sampler) => sampler.stop()));
    const rssPeak = rssEach.some((figures) => figures.peakMiB === null)
      ? null
      : round(
          rssEach.reduce((sum, figures) => sum + figures.peakMiB!, 0),
          1,
        );

    // --- The figures.
    let created201 = 0;
    const postMs: number[] = [];
    const postAnswers: (Record<string, unknown> | undefined)[] = [];
    settled.forEach((answer, seq) => {
      if (answer instanceof Error) return;
      postMs.push(answer.ms);
      if (answer.status === 201) {
        created201 += 1;
        postAnswers[seq] = JSON.parse(answer.body) as Record<string, unknown>;
      }
    });
    const deliveryMs: number[] = [];
    const fanOut: number[] = [];
    const perMessage: MessageFigures[] = [];
    const deliveriesByServer = new Map(
      setup.servers.map((server) => [server.name, [] as number[]]),
    );
    let deliveriesReceived = 0;
    for (let seq = 0; seq < MESSAGES; seq += 1) {
      const times: number[] = [];
      for (const index of readyIndexes) {
        const at = received[seq][index];
        if (Number.isNaN(at)) continue;
        times.push(at - sentAt[seq]);
        deliveriesByServer.get(serverOf(index))?.push(at - sentAt[seq]);
      }
      deliveriesReceived += times.length;
      deliveryMs.push(...times);
      const sorted = Float64Array.from(times).sort();
      if (sorted.length > 0) fanOut.push(sorted[sorted.length - 1]);
      const answer = settled[seq];
      perMessage.push({
        seq,
        postMs: answer instanceof Error ? null : round(answer.ms),
        received: sorted.length,
        firstMs: percentile(sorted, 0),
        p50Ms: percentile(sorted, 50),
        lastMs: percentile(sorted, 100),
      });
    }
    const deliveriesExpected = created201 * readyIndexes.length;
    const sameAsPostAnswer = postAnswers.filter(
      (answer, seq) =>
        answer !== undefined &&
        MESSAGE_FIELDS.every((field) => firstViewerCopy[seq]?.[field] === answer[field]),
    ).length;
    const fanOutSorted = Float64Array.from(fanOut).sort();
    const delivery = latencies(deliveryMs);
    const missing = deliveriesExpected - deliveriesReceived;
    if (strayEvents > 0) console.log(`  ${strayEvents} message events not from this run`);
    if (malformedEvents > 0) console.log(`  ${malformedEvents} message events not JSON`);

    const servers: ServerFigures[] = setup.servers.map((server, i) => {
      const before = memoryBefore[i];
      const connected = memoryConnected[i];
      const held = heldBy.get(server.name) ?? 0;
      return {
        name: server.name,
        viewers: held,
        deliveryMs: latencies(deliveriesByServer.get(server.name) ?? []),
        memory: before && connected ? memoryFigures(before, connected, held) : null,
      };
    });

    return {
      viewers: viewerCount,
      connectBatch: CONNECT_BATCH,
      senders: SENDERS,
      messagesPerSecond: 1_000 / SEND_EVERY_MS,
      setup: setup.balancerPid === undefined ? 'one server' : 'servers behind HAProxy',
      connect: { ...connectFigures, ready, failed, readyMs: latencies(readyMs) },
      noViewers: quietFigures,
      idle: idleFigures,
      messages: {
        ...messagesFigures,
        sent: MESSAGES,
        created201,
        sendFailures: MESSAGES - created201,
        postMs: latencies(postMs),
        deliveriesExpected,
        deliveriesReceived,
        missing,
        duplicates,
        viewersDropped,
        deliveryMs: delivery,
        fanOutMs: { p50: percentile(fanOutSorted, 50), max: percentile(fanOutSorted, 100) },
        sameAsPostAnswer,
        serverCpuPerDeliveryUs: round(
          (messagesFigures.serverCpu.seconds * 1e6) / Math.max(deliveriesReceived, 1),
          1,
        ),
        perMessage,
        generatorEventLoopDelayMs: {
          p99: round(eventLoop.percentile(99) / 1e6),
          max: round(eventLoop.max / 1e6),
        },
      },
      serverRssMiB: {
        before: toMiB(rssBefore),
        connected: toMiB(rssConnected),
        peak: rssPeak,
      },
      servers,
      database: setup.database,
      loadAverage: { before: round(loadBefore), after: round(os.loadavg()[0]) },
      targets: {
        p99Ms: TARGET_P99_MS,
        met:
          failed === 0 &&
          ready === viewerCount &&
          created201 === MESSAGES &&
          missing === 0 &&
          duplicates === 0 &&
          delivery.p99 < TARGET_P99_MS,
      },
    };
  } finally {
    timers.forEach((timer) => clearTimeout(timer));
    eventLoop.disable();
    for (const viewer of viewers) viewer?.request.destroy();
    viewerAgent.destroy();
    senderAgent.destroy();
  }
}

export function chatPushTable(result: ChatPushFigures): string {
  const { connect, idle, messages: m } = result;
  const phase = (name: string, p: PhaseFigures, rss: number | null | string) =>
    `| ${name} | ${p.seconds} | ${p.serverCpu.coresUsed} | ${rss ?? '?'} | ${p.generatorCoresUsed} |`;
  const d = m.deliveryMs;
  return [
    `${result.viewers.toLocaleString('en')} viewers hold \`GET /api/live?topics=chat:state-CA\` ` +
      `(Server-Sent Events) open on one server, opened ${result.connectBatch} at a time; then ` +
      `${result.senders} senders post one message a second between them (${m.sent} messages, ` +
      `\`POST /api/chat\`). A delivery's latency runs from just before the POST leaves to the ` +
      `viewer reading the event; a message's fan-out, to the last viewer reading it. ` +
      `Database: ${result.database}. The viewers are one Node process (\`node:http\`, one socket ` +
      `each) on the same 2 cores as the server, so its CPU is in the table and its reading ` +
      `time is in the latencies. CPU in cores (1 = one core busy all the time); the machine's ` +
      `load average was ${result.loadAverage.before} before and ${result.loadAverage.after} after.`,
    '',
    '| phase | seconds | server CPU | server RSS MiB | generator CPU |',
    '| --- | ---: | ---: | ---: | ---: |',
    phase('no viewer, nobody posts', result.noViewers, result.serverRssMiB.before),
    phase(`connect ${result.viewers.toLocaleString('en')} viewers`, connect, '-'),
    phase('connected, nobody posts', idle, result.serverRssMiB.connected),
    phase(`${m.sent} messages, one a second`, m, `${result.serverRssMiB.peak ?? '?'} peak`),
    '',
    '| deliveries received / expected | missing | doubled | p50 ms | p90 ms | p99 ms | max ms | fan-out p50 ms | fan-out max ms |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${m.deliveriesReceived.toLocaleString('en')} / ${m.deliveriesExpected.toLocaleString('en')} ` +
      `| ${m.missing} | ${m.duplicates} | ${d.p50} | ${d.p90} | ${d.p99} | ${d.max} | ` +
      `${m.fanOutMs.p50} | ${m.fanOutMs.max} |`,
    '',
    `Connecting: ${connect.ready.toLocaleString('en')} ready, ${connect.failed} failed, in ` +
      `${connect.seconds} s (request to \`ready\`: p50 ${connect.readyMs.p50} ms, p99 ` +
      `${connect.readyMs.p99} ms); ${m.viewersDropped} streams dropped after connecting. ` +
      `Sends: ${m.created201} × 201, ${m.sendFailures} failed, POST p50 ${m.postMs.p50} ms, ` +
      `p99 ${m.postMs.p99} ms. Server CPU per delivery (one viewer's copy of one message, ` +
      `the POSTs included): ${m.serverCpuPerDeliveryUs} µs. The pushed message equals the POST's answer (id, channel, ` +
      `username, text, timestamp, flags) for ${m.sameAsPostAnswer} of ${m.created201}. The ` +
      `generator's event loop was held up to ${m.generatorEventLoopDelayMs.max} ms (p99 ` +
      `${m.generatorEventLoopDelayMs.p99} ms) while it read the streams.`,
    '',
    `Every viewer got every message: ${m.missing === 0 && m.duplicates === 0 && connect.failed === 0 ? 'yes' : 'NO'}; ` +
      `p99 ${d.p99} ms (target < ${result.targets.p99Ms} ms): ` +
      `${result.targets.met ? 'met' : 'MISSED'}.`,
    ...memoryTable(result),
  ].join('\n');
}

const mib = (bytes: number) => round(bytes / 2 ** 20, 1);

/** The server's memory before and after the viewers connected, and per connection. */
function memoryTable(result: ChatPushFigures): string[] {
  const server = result.servers[0];
  const memory = server?.memory;
  if (!memory) return [];
  const row = (name: string, values: Record<(typeof MEMORY_FIELDS)[number], number>) =>
    `| ${name} | ${MEMORY_FIELDS.map((field) => values[field]).join(' | ')} |`;
  const inMiB = (usage: MemoryUsage) =>
    Object.fromEntries(MEMORY_FIELDS.map((f) => [f, mib(usage[f])])) as Record<
      (typeof MEMORY_FIELDS)[number],
      number
    >;
  const p = memory.perConnectionKiB;
  return [
    '',
    `The server's memory per connection: before the viewers connected and again with all ` +
      `${server.viewers.toLocaleString('en')} connected and idle, this process collected the ` +
      `server's garbage twice through its inspector (the server runs with ` +
      `\`--inspect=127.0.0.1:<port>\`; \`HeapProfiler.collectGarbage\`) and read its ` +
      `\`process.memoryUsage()\` (\`Runtime.evaluate\`, which runs in the server).`,
    '',
    '| server memory after two forced collections | heapUsed | external | arrayBuffers | RSS |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('no viewer (MiB)', inMiB(memory.before)),
    row(
      `${server.viewers.toLocaleString('en')} viewers connected, idle (MiB)`,
      inMiB(memory.connected),
    ),
    row('difference (MiB)', memory.deltaMiB),
    row('**per connection (KiB)**', memory.perConnectionKiB),
    '',
    `So one open stream holds about ${p.heapUsed} KiB of JavaScript heap and ` +
      `${p.external} KiB outside it (${p.arrayBuffers} KiB of it in buffers); the process grew ` +
      `by ${p.rss} KiB of RSS per connection (the kernel's socket buffers are not in it).`,
  ];
}

export function writeChatPushResults(result: ChatPushFigures): void {
  writeResults('chat-push', result);
}

/** Measures, writes the results, prints the table; true when the target is met. */
export async function runChatPush(): Promise<boolean> {
  const result = await measureChatPush();
  writeChatPushResults(result);
  console.log(`\n${chatPushTable(result)}`);
  return result.targets.met;
}

// ---------------------------------------------------------------------------------------------
// Cluster mode: one server against two behind the balancer, on PostgreSQL.

/** A fresh database inside the PostgreSQL of `adminUrl` (its user may create databases). */
async function createBenchDatabase(adminUrl: string) {
  const name = `paid_bench_${crypto.randomBytes(6).toString('hex')}`;
  const asAdmin = async <T>(fn: (db: Awaited<ReturnType<typeof openPostgresDb>>) => Promise<T>) => {
    const admin = await openPostgresDb(adminUrl, { max: 1 });
    try {
      return await fn(admin);
    } finally {
      await admin.close();
    }
  };
  const version = await asAdmin(async (admin) => {
    await admin.query(`create database ${name}`);
    const { rows } = await admin.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version,
    drop: () => asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

/** GET /api/health on a fresh connection (nothing kept open through the balancer). */
function healthOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** HAProxy refused to start; `message` is what it said. */
class BalancerRefused extends Error {}

interface Balancer {
  url: string;
  pid: number;
  /** The HAProxy process's open-files limit as it ran (`ulimit -n`). */
  openFilesLimit: number | null;
  stop: () => Promise<void>;
}

/**
 * HAProxy in front of `servers` (lib/haproxy.ts's config, naming the server in an
 * x-paid-server header), accepting `maxconn` connections. It runs with its soft open-files
 * limit raised to the hard one (`ulimit -n "$(ulimit -Hn)"`): it needs two per connection.
 * `waitHealthy: false` only checks that it starts (a few hundred ms without exiting).
 */
async function startBalancer(
  binary: string,
  servers: readonly string[],
  maxconn: number,
  { waitHealthy = true } = {},
): Promise<Balancer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paid-bench-haproxy-'));
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({ port, servers, maxconn, serverHeader: true, noDelay: HAPROXY_NO_DELAY }),
  );
  const child = spawn(
    'bash',
    ['-c', 'ulimit -n "$(ulimit -Hn)" && exec "$0" -db -f "$1"', binary, configFile],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (waitHealthy ? 15_000 : 700);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new BalancerRefused(output.trim() || `HAProxy exited with ${child.exitCode}`);
    }
    if (Date.now() > deadline) {
      if (!waitHealthy) break;
      await stop();
      throw new Error(`HAProxy did not answer on ${url} in 15 s: ${output.trim()}`);
    }
    if (waitHealthy && (await healthOk(url))) break;
    await sleep(100);
  }
  return { url, pid: child.pid!, openFilesLimit: openFilesLimit('soft', child.pid!), stop };
}

export interface ViewerLimit {
  /** The hard limit on open files here (`ulimit -Hn`), which HAProxy cannot go past. */
  openFilesHardLimit: number | null;
  /** The maxconn the asked viewers need (viewers + senders + spare), and HAProxy's refusal. */
  neededMaxconn: number;
  haproxySaid: string;
  /** The largest maxconn it starts with, and so the viewers measured (maxconn − senders − spare). */
  balancerMaxconn: number;
}

/**
 * How many viewers the balancer can take: HAProxy is started (alone) with the maxconn the
 * asked viewers need; when it refuses because its open files cannot hold two per connection
 * ("Cannot raise FD limit to X, limit is Y"), the largest maxconn that fits is worked out from
 * its own figures and tried.
 */
async function balancerCapacity(binary: string, viewers: number, servers: number) {
  const neededMaxconn = viewers + SENDERS + BALANCER_SPARE;
  // As many (unreachable) servers as the real config: each one's health check takes a file.
  const backends = Array.from({ length: servers }, () => 'http://127.0.0.1:9');
  const tryStart = async (maxconn: number) => {
    try {
      await (await startBalancer(binary, backends, maxconn, { waitHealthy: false })).stop();
      return null;
    } catch (error) {
      if (error instanceof BalancerRefused) return error.message;
      throw error;
    }
  };
  const refusal = await tryStart(neededMaxconn);
  if (refusal === null) return { maxconn: neededMaxconn, viewers, limit: null };
  const match = /Cannot raise FD limit to (\d+), limit is (\d+)/.exec(refusal);
  if (!match)
    throw new Error(`HAProxy refused to start with maxconn ${neededMaxconn}:\n${refusal}`);
  const overhead = Number(match[1]) - 2 * neededMaxconn;
  const maxconn = Math.floor((Number(match[2]) - overhead) / 2);
  const again = await tryStart(maxconn);
  if (again !== null) throw new Error(`HAProxy refused maxconn ${maxconn} too:\n${again}`);
  const limit: ViewerLimit = {
    openFilesHardLimit: openFilesLimit('hard'),
    neededMaxconn,
    haproxySaid: match[0],
    balancerMaxconn: maxconn,
  };
  return { maxconn, viewers: maxconn - SENDERS - BALANCER_SPARE, limit };
}

export interface ClusterSetupFigures {
  name: 'one server' | 'two servers behind HAProxy';
  servers: number;
  /** The balancer's maxconn, open-files limit and `option http-no-delay`; null without one. */
  balancer: { maxconn: number; openFilesLimit: number | null; httpNoDelay: boolean } | null;
  push: ChatPushFigures;
}

export interface ChatPushClusterFigures {
  measuredAt: string;
  machine: string;
  /** The PostgreSQL's version (scripts/with-postgres.sh: fsync and synchronous commit off). */
  postgres: string;
  viewersAsked: number;
  /** The viewers measured in both setups. */
  viewers: number;
  /** Why fewer viewers than asked (the balancer's open files); null when all fitted. */
  viewerLimit: ViewerLimit | null;
  setups: ClusterSetupFigures[];
}

/** One setup on a fresh database: `count` servers, behind the balancer when more than one. */
async function measureClusterSetup(
  adminUrl: string,
  count: number,
  viewers: number,
  haproxy: { binary: string; maxconn: number },
): Promise<{ figures: ClusterSetupFigures; postgres: string }> {
  const database = await createBenchDatabase(adminUrl);
  const servers: (ServerUnderTest & { stop: () => Promise<void>; url: string })[] = [];
  let balancer: Balancer | undefined;
  try {
    // One after the other: the first migrates and seeds the fresh database.
    for (let n = 1; n <= count; n += 1) {
      const inspectPort = await freePort();
      console.log(
        `chat push cluster: starting server s${n}` +
          (n === 1 ? ' (it migrates and seeds the fresh database)...' : '...'),
      );
      const server = await startServer(
        await freePort(),
        { ...serverEnv(database.url), TRUST_PROXY: '127.0.0.1' },
        { nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`] },
      );
      servers.push({
        name: `s${n}`,
        pid: server.pid,
        inspectPort,
        url: server.url,
        stop: server.stop,
      });
    }
    if (count > 1) {
      balancer = await startBalancer(
        haproxy.binary,
        servers.map((server) => server.url),
        haproxy.maxconn,
      );
      console.log(
        `chat push cluster: HAProxy on ${balancer.url} (maxconn ${haproxy.maxconn}, open files ` +
          `${balancer.openFilesLimit ?? 'unlimited'}) in front of ${servers.map((s) => s.url).join(', ')}`,
      );
    }
    const push = await measurePush(
      {
        url: balancer?.url ?? servers[0].url,
        servers: servers.map(({ name, pid, inspectPort }) => ({ name, pid, inspectPort })),
        balancerPid: balancer?.pid,
        database: 'PostgreSQL',
      },
      viewers,
    );
    return {
      postgres: database.version,
      figures: {
        name: count === 1 ? 'one server' : 'two servers behind HAProxy',
        servers: count,
        balancer: balancer
          ? {
              maxconn: haproxy.maxconn,
              openFilesLimit: balancer.openFilesLimit,
              httpNoDelay: HAPROXY_NO_DELAY,
            }
          : null,
        push,
      },
    };
  } finally {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

/** (a) one server, (b) two behind HAProxy: the same viewers and messages, each on a fresh database. */
export async function measureChatPushCluster(): Promise<ChatPushClusterFigures> {
  if (!CLUSTER_DATABASE_URL) {
    throw new Error(
      'The cluster mode runs on PostgreSQL: `npm run bench:push:cluster` starts a throwaway one ' +
        '(scripts/with-postgres.sh), or set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a ' +
        'PostgreSQL whose user may create databases.',
    );
  }
  assertOpenFiles(VIEWERS);
  const binary = haproxyBinary();
  const capacity = await balancerCapacity(binary, VIEWERS, 2);
  if (capacity.limit) {
    console.log(
      `chat push cluster: ${VIEWERS} viewers through HAProxy need maxconn ` +
        `${capacity.limit.neededMaxconn}, two file descriptors each, and HAProxy says ` +
        `"${capacity.limit.haproxySaid}" (the hard limit here, ulimit -Hn, is ` +
        `${capacity.limit.openFilesHardLimit}). Measuring both setups with ` +
        `${capacity.viewers} viewers (maxconn ${capacity.maxconn} − ${SENDERS} senders − ` +
        `${BALANCER_SPARE} spare).`,
    );
  }
  const setups: ClusterSetupFigures[] = [];
  let postgres = '?';
  for (const count of [1, 2]) {
    console.log(
      `\nchat push cluster: ${count === 1 ? '(a) one server' : '(b) two servers behind HAProxy'}`,
    );
    const setup = await measureClusterSetup(CLUSTER_DATABASE_URL, count, capacity.viewers, {
      binary,
      maxconn: capacity.maxconn,
    });
    setups.push(setup.figures);
    postgres = setup.postgres;
  }
  return {
    measuredAt: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    postgres,
    viewersAsked: VIEWERS,
    viewers: capacity.viewers,
    viewerLimit: capacity.limit,
    setups,
  };
}

const listOf = (
  entries: readonly { name: string }[],
  value: (i: number) => string | number,
  separator = ' · ',
) => entries.map((entry, i) => `${entry.name} ${value(i)}`).join(separator);

export function chatPushClusterTable(result: ChatPushClusterFigures): string {
  const rows = result.setups.map(({ name, push }) => {
    const m = push.messages;
    const d = m.deliveryMs;
    const cpu = [
      ...m.processes.map((p) => `${p.name === 'balancer' ? 'HAProxy' : p.name} ${p.coresUsed}`),
      `generator ${m.generatorCoresUsed}`,
    ].join(' · ');
    const memory = listOf(push.servers, (i) => {
      const per = push.servers[i].memory?.perConnectionKiB;
      return per ? `${per.heapUsed} / ${per.external} / ${per.rss}` : '?';
    });
    return (
      `| ${name} | ${listOf(push.servers, (i) => push.servers[i].viewers.toLocaleString('en'))} ` +
      `| ${push.connect.failed} | ${m.deliveriesReceived.toLocaleString('en')} / ` +
      `${m.deliveriesExpected.toLocaleString('en')} | ${d.p50} | ${d.p90} | ${d.p99} | ${d.max} ` +
      `| ${m.fanOutMs.p50} / ${m.fanOutMs.max} | ${m.postMs.p50} / ${m.postMs.p99} | ${cpu} ` +
      `| ${memory} |`
    );
  });
  const load = result.setups
    .map(
      ({ name, push }) =>
        `${name}: ${push.loadAverage.before} before, ${push.loadAverage.after} after`,
    )
    .join('; ');
  const perServer = result.setups
    .filter(({ push }) => push.servers.length > 1)
    .map(
      ({ push }) =>
        `Through the balancer, each server's viewers: ${listOf(
          push.servers,
          (i) =>
            `p50 ${push.servers[i].deliveryMs.p50} ms, p99 ${push.servers[i].deliveryMs.p99} ms`,
          '; ',
        )}.`,
    );
  const limit = result.viewerLimit;
  const noDelay = result.setups.some((setup) => setup.balancer?.httpNoDelay);
  return [
    `The same bench on PostgreSQL ${result.postgres} (\`npm run bench:push:cluster\`: ` +
      `scripts/with-postgres.sh, a throwaway cluster with fsync off; a fresh database for each ` +
      `setup, seeded by the first server): ${result.viewers.toLocaleString('en')} viewers and ` +
      `${result.setups[0]?.push.messages.sent ?? MESSAGES} messages, (a) on one server, (b) on ` +
      `two servers (each its own data folder, TRUST_PROXY=127.0.0.1) behind HAProxy ` +
      `(round robin; the viewers connect and the senders post through it; ` +
      (noDelay
        ? 'configured as start-cluster.sh and the cluster test configure it, with ' +
          '`option http-no-delay`). '
        : 'here without `option http-no-delay`, BENCH_PUSH_HAPROXY_NO_DELAY=0). ') +
      `Delivery and ` +
      `fan-out from just before the POST; CPU in cores while the messages ran; memory per ` +
      `connection measured as above, on each server over the viewers it held.`,
    ...(limit
      ? [
          '',
          `Not 10,000: ${result.viewersAsked.toLocaleString('en')} viewers through the balancer ` +
            `need HAProxy's maxconn at ${limit.neededMaxconn.toLocaleString('en')} and two ` +
            `file descriptors per connection (the viewer's and the server's side), and this ` +
            `machine's hard limit on open files is ${limit.openFilesHardLimit?.toLocaleString('en') ?? '?'} ` +
            `(\`ulimit -Hn\`; raising it needs a privilege the container lacks): HAProxy ` +
            `refuses to start ("${limit.haproxySaid}"). The largest maxconn it starts with is ` +
            `${limit.balancerMaxconn.toLocaleString('en')}, so both setups were measured with ` +
            `${result.viewers.toLocaleString('en')} viewers (that less the 10 senders' and ` +
            `${BALANCER_SPARE} spare connections).`,
        ]
      : []),
    '',
    '| setup | viewers held | failed | deliveries received / expected | p50 ms | p90 ms | p99 ms | max ms | fan-out p50 / max ms | POST p50 / p99 ms | CPU while posting (cores) | per connection KiB: heap / external / RSS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows,
    '',
    ...(perServer.length ? [...perServer, ''] : []),
    `Machine: ${result.machine}; load average (1 min) ${load}. All of it shares one 2-core ` +
      `machine: the two servers, HAProxy and the load generator (which reads every stream) ` +
      `run on the same two cores as the one server did, so (b) against (a) shows what the ` +
      `balancer and the spreading cost, not a gain in capacity; two servers on two machines ` +
      `would each do half the work on cores of their own.`,
  ].join('\n');
}

export function writeChatPushClusterResults(result: ChatPushClusterFigures): void {
  mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(REPO_ROOT, CLUSTER_RESULTS), `${JSON.stringify(result, null, 2)}\n`);
}

/** The last cluster results (the report shows them; `npm run bench` does not rerun them). */
export function readChatPushClusterResults(): ChatPushClusterFigures | null {
  const file = path.join(REPO_ROOT, CLUSTER_RESULTS);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as ChatPushClusterFigures)
    : null;
}

/** Cluster mode: measures, writes, prints; true when every setup met the target. */
export async function runChatPushCluster(): Promise<boolean> {
  const result = await measureChatPushCluster();
  writeChatPushClusterResults(result);
  console.log(`\n${chatPushClusterTable(result)}`);
  return result.setups.every((setup) => setup.push.targets.met);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = process.argv.includes('--cluster') || process.env.BENCH_PUSH_CLUSTER === '1';
  if (!(await (cluster ? runChatPushCluster() : runChatPush()))) process.exitCode = 1;
}
