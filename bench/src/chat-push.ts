// The debate chat over live push (`npm run bench:push`, issue 19 point 7): 10,000 viewers of
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
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  LIVE_PATH,
  LIVE_READY_EVENT,
  liveChatTopic,
} from '../../shared-api/src/contracts/live-topics';
import { REPO_ROOT, startServer } from './lib/app-under-test';
import { processCpuSeconds } from './lib/process-cpu';
import { residentBytes, sampleResidentMemory } from './lib/process-memory';

const PORT = Number(process.env.BENCH_PUSH_PORT ?? 3299);
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || undefined;
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

interface Latencies {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface PhaseFigures {
  seconds: number;
  /** The server process: CPU seconds in the phase, and per wall second. */
  serverCpu: { seconds: number; coresUsed: number; percentOfMachine: number };
  /** The load generator (this process, which reads every stream), for scale. */
  generatorCoresUsed: number;
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
  /** The server's VmRSS, MiB: with no viewer, all connected and idle, peak with messages. */
  serverRssMiB: { before: number | null; connected: number | null; peak: number | null };
  database: 'PGlite' | 'PostgreSQL';
  /** The machine's 1-minute load average before and after: other work shares the cores. */
  loadAverage: { before: number; after: number };
  targets: { p99Ms: number; met: boolean };
}

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 100) / 100;
}

function latencies(samples: ArrayLike<number>): Latencies {
  const sorted = Float64Array.from(samples).sort();
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toMiB = (bytes: number | null) =>
  bytes === null ? null : Math.round((bytes / 2 ** 20) * 10) / 10;

/** The soft limit on open files of this process (the server, its child, inherits it). */
function openFilesLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

/** CPU of the server and of this process between start() and stop(). */
class Phase {
  private readonly startedAt = performance.now();
  private readonly serverCpuAt: number;
  private readonly ownCpuAt = process.cpuUsage();

  constructor(private readonly serverPid: number) {
    this.serverCpuAt = processCpuSeconds(serverPid);
  }

  stop(): PhaseFigures {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const cpu = processCpuSeconds(this.serverPid) - this.serverCpuAt;
    const own = process.cpuUsage(this.ownCpuAt);
    return {
      seconds: round(seconds, 1),
      serverCpu: {
        seconds: round(cpu),
        coresUsed: round(cpu / seconds),
        percentOfMachine: round((cpu / seconds / os.availableParallelism()) * 100, 1),
      },
      generatorCoresUsed: round((own.user + own.system) / 1e6 / seconds),
    };
  }
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
}

export async function measureChatPush(): Promise<ChatPushFigures> {
  if (!Number.isInteger(VIEWERS) || VIEWERS < 1) {
    throw new Error(`BENCH_PUSH_VIEWERS must be a positive whole number, not ${VIEWERS}`);
  }
  const limit = openFilesLimit();
  const needed = VIEWERS + FILE_MARGIN;
  if (limit !== null && limit < needed) {
    throw new Error(
      `${VIEWERS} viewers need one socket each in this process and in the server: at least ` +
        `${needed} open files per process, and the limit here is ${limit}. Raise it ` +
        `(ulimit -n ${needed}) or set BENCH_PUSH_VIEWERS lower.`,
    );
  }

  // Every sender posts from 127.0.0.1, which the chat limit (per sender) counts as one.
  const server = await startServer(PORT, {
    PAID_RATE_LIMITS: JSON.stringify({ chat: { max: 1_000_000, windowMs: 60_000 } }),
    // BENCH_DATABASE_URL: measure on a PostgreSQL instead of the embedded PGlite.
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  });
  const loadBefore = os.loadavg()[0];
  // One socket per stream: a stream's response never ends, so none is ever reused.
  const viewerAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const senderAgent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
  const viewers: Viewer[] = [];
  const timers: NodeJS.Timeout[] = [];
  const eventLoop = monitorEventLoopDelay({ resolution: 10 });

  // received[seq][viewer]: when (performance.now()) the viewer read message seq; NaN: not yet.
  const received = Array.from({ length: MESSAGES }, () => new Float64Array(VIEWERS).fill(NaN));
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
        `${server.url}${LIVE_PATH}?topics=${encodeURIComponent(TOPIC)}`,
        { agent: viewerAgent, headers: { accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            settle(new Error(`answered ${response.statusCode}`));
            response.resume();
            return;
          }
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
        `${server.url}/api/chat`,
        {
          agent: senderAgent,
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
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
      `chat push: connecting ${VIEWERS} viewers to ${LIVE_PATH}?topics=${TOPIC}, ` +
        `${CONNECT_BATCH} at a time...`,
    );
    // --- No viewers yet, nobody posts: the server's own baseline.
    const quietPhase = new Phase(server.pid);
    await sleep(IDLE_MS);
    const quietFigures = quietPhase.stop();
    const rssBefore = residentBytes(server.pid);
    const connectPhase = new Phase(server.pid);
    const readyMs: number[] = [];
    let failed = 0;
    const failures = new Map<string, number>();
    for (let first = 0; first < VIEWERS; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, VIEWERS - first) }, (_, i) =>
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
    console.log(
      `  ${ready} ready, ${failed} failed in ${connectFigures.seconds} s` +
        (failures.size ? ` (${[...failures].map(([r, n]) => `${n} × ${r}`).join('; ')})` : ''),
    );

    // --- Connected, nobody posts. From here on a stream that ends counts as dropped.
    measuring = true;
    const idlePhase = new Phase(server.pid);
    await sleep(IDLE_MS);
    const idleFigures = idlePhase.stop();
    const rssConnected = residentBytes(server.pid);

    // --- The messages: one a second, the senders taking turns, whatever the answers' speed.
    console.log(
      `chat push: ${SENDERS} senders post ${MESSAGES} messages, one every ${SEND_EVERY_MS} ms...`,
    );
    const memory = sampleResidentMemory(server.pid);
    eventLoop.enable();
    const messagesPhase = new Phase(server.pid);
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
    const rss = await memory.stop();

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
    let deliveriesReceived = 0;
    for (let seq = 0; seq < MESSAGES; seq += 1) {
      const times: number[] = [];
      for (const index of readyIndexes) {
        const at = received[seq][index];
        if (!Number.isNaN(at)) times.push(at - sentAt[seq]);
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

    return {
      viewers: VIEWERS,
      connectBatch: CONNECT_BATCH,
      senders: SENDERS,
      messagesPerSecond: 1_000 / SEND_EVERY_MS,
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
        peak: rss.peakMiB,
      },
      database: DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      loadAverage: { before: round(loadBefore), after: round(os.loadavg()[0]) },
      targets: {
        p99Ms: TARGET_P99_MS,
        met:
          failed === 0 &&
          ready === VIEWERS &&
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
    await server.stop();
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
  ].join('\n');
}

export function writeChatPushResults(result: ChatPushFigures): void {
  mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench/results/chat-push.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

/** Measures, writes the results, prints the table; true when the target is met. */
export async function runChatPush(): Promise<boolean> {
  const result = await measureChatPush();
  writeChatPushResults(result);
  console.log(`\n${chatPushTable(result)}`);
  return result.targets.met;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await runChatPush())) process.exitCode = 1;
}
