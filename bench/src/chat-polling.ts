// The chat under a crowd (part of `npm run bench:api`): 5,000 viewers of one debate poll
// GET /api/chat/{channel}?limit=50 every 3 s (about 1,700 requests/s) the way a browser does,
// each keeping the ETag of its last answer and sending it back as If-None-Match.
//  - busy: 10 senders post a message every 10 s each (one a second between them), so nearly
//    every poll finds something new and gets the latest 50 (200);
//  - quiet: the senders stop, so every poll is answered 304 without a body.
// Polls leave on their schedule whatever the server's speed (an open model: a slow answer
// cannot hide the requests queued behind it); a viewer whose previous poll has not returned
// skips that turn, as TanStack Query does. Each window reports the latency (p50/p90/p99/max),
// the answers and the server process's CPU, read from /proc before and after (the load
// generator shares the machine and is reported beside it). Target: p99 < 100 ms in both
// windows, with no errors.
import http from 'node:http';
import os from 'node:os';
import { writeResults } from './lib/results';
import { startServer } from './lib/app-under-test';
import { startFixedJsonServer } from './lib/fixed-json-server';
import { processCpuSeconds } from './lib/process-cpu';
import { latencies, type Latencies } from './lib/latencies';

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 3293);
const BARE_PORT = PORT + 10;
const DATABASE_URL = process.env.BENCH_DATABASE_URL?.trim() || undefined;
const CHANNEL_ID = 'state-CA'; // the demo seed's live debate, with its 20 messages
const VIEWERS = 5_000;
const POLL_MS = 3_000;
const SENDERS = 10;
const SEND_EVERY_MS = 10_000;
const WARM_UP_MS = 6_000;
const BUSY_MS = 30_000;
/** After the last message, one poll interval for every viewer to hold the newest ETag. */
const SETTLE_MS = POLL_MS + 1_000;
const QUIET_MS = 20_000;
const TARGET_P99_MS = 100;

export interface WindowFigures {
  seconds: number;
  polls: {
    sent: number;
    perSecond: number;
    ok200: number;
    notModified304: number;
    other: number;
    errors: number;
    /** Turns a viewer skipped because its last poll was still out. */
    skipped: number;
    latencyMs: Latencies;
    /** Median size of a 200's body. */
    bodyBytes: number;
  };
  sends: { created201: number; other: number; errors: number; latencyMs: Latencies };
  /** The server process: CPU seconds in the window, and per wall second. */
  serverCpu: { seconds: number; coresUsed: number; percentOfMachine: number };
  /** The load generator (this process), for scale: it shares the machine's cores. */
  generatorCoresUsed: number;
}

export interface ChatPollingFigures {
  viewers: number;
  pollSeconds: number;
  senders: number;
  busy: WindowFigures;
  quiet: WindowFigures;
  /**
   * The same viewers, after the quiet window, polling a bare Node `http` server that answers
   * every poll 200 with the busy window's body, for QUIET_MS: the machine with no framework,
   * no cache and no ETag behind the polls.
   */
  bareNode: WindowFigures;
  /** PAID busy-window p99 over the bare server's p99, two decimals (lower is better). */
  p99Ratio: number;
  /** Whether a poll after the busy window held the last message sent. */
  lastMessageSeen: boolean;
  database: 'PGlite' | 'PostgreSQL';
  /** The machine's 1-minute load average before and after: other work shares the cores. */
  loadAverage: { before: number; after: number };
  targets: { p99Ms: number; met: boolean };
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  etag: string | undefined;
  body: string;
  ms: number;
}

function request(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const call = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            etag: response.headers.etag,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - startedAt,
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

/** What happens between start() and stop(): requests sent in it are counted in it. */
class MeasuredWindow {
  readonly polls = { sent: 0, ok200: 0, notModified304: 0, other: 0, errors: 0, skipped: 0 };
  readonly sends = { created201: 0, other: 0, errors: 0 };
  readonly pollMs: number[] = [];
  readonly sendMs: number[] = [];
  readonly bodySizes: number[] = [];
  private startedAt = 0;
  private serverCpuAt = 0;
  private ownCpuAt: NodeJS.CpuUsage = { user: 0, system: 0 };
  private figures?: Pick<WindowFigures, 'seconds' | 'serverCpu' | 'generatorCoresUsed'>;

  constructor(private readonly serverPid: number) {}

  start(): void {
    this.startedAt = performance.now();
    this.serverCpuAt = processCpuSeconds(this.serverPid);
    this.ownCpuAt = process.cpuUsage();
  }

  stop(): void {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const cpu = processCpuSeconds(this.serverPid) - this.serverCpuAt;
    const own = process.cpuUsage(this.ownCpuAt);
    this.figures = {
      seconds: round(seconds, 1),
      serverCpu: {
        seconds: round(cpu),
        coresUsed: round(cpu / seconds),
        percentOfMachine: round((cpu / seconds / os.availableParallelism()) * 100, 1),
      },
      generatorCoresUsed: round((own.user + own.system) / 1e6 / seconds),
    };
  }

  result(): WindowFigures {
    if (!this.figures) throw new Error('window not stopped');
    const sizes = [...this.bodySizes].sort((a, b) => a - b);
    return {
      ...this.figures,
      polls: {
        ...this.polls,
        perSecond: Math.round(this.polls.sent / this.figures.seconds),
        latencyMs: latencies(this.pollMs),
        bodyBytes: sizes[Math.floor(sizes.length / 2)] ?? 0,
      },
      sends: { ...this.sends, latencyMs: latencies(this.sendMs) },
    };
  }
}

export async function measureChatPolling(): Promise<ChatPollingFigures> {
  // The senders all come from 127.0.0.1, where the production limit (per sender: 20 a
  // minute) would count them as one visitor; give this run a roomy chat limit.
  const server = await startServer(PORT, {
    PAID_RATE_LIMITS: JSON.stringify({ chat: { max: 100_000, windowMs: 60_000 } }),
    // BENCH_DATABASE_URL: measure on a PostgreSQL instead of the embedded PGlite.
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  });
  const loadBefore = os.loadavg()[0];
  // Up to one keep-alive connection per viewer, as 5,000 browsers would hold.
  const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWERS });
  // Repointed at the bare server for the baseline window.
  let pollUrl = `${server.url}/api/chat/${CHANNEL_ID}?limit=50`;
  let bare: Awaited<ReturnType<typeof startFixedJsonServer>> | null = null;
  const pollTimers: NodeJS.Timeout[] = [];
  const sendTimers: NodeJS.Timeout[] = [];
  const clear = (timers: NodeJS.Timeout[]) => timers.forEach((timer) => clearTimeout(timer));
  try {
    const first = await request(agent, pollUrl);
    if (first.status !== 200) throw new Error(`GET ${pollUrl} answered ${first.status}`);
    let current: MeasuredWindow | null = null;
    let lastSent = '';

    const viewers = Array.from({ length: VIEWERS }, () => ({ etag: first.etag, inFlight: false }));
    const poll = (viewer: (typeof viewers)[number]) => {
      const measured = current;
      if (viewer.inFlight) {
        if (measured) measured.polls.skipped += 1;
        return;
      }
      viewer.inFlight = true;
      if (measured) measured.polls.sent += 1;
      request(agent, pollUrl, { headers: viewer.etag ? { 'if-none-match': viewer.etag } : {} })
        .then((answer) => {
          if (answer.status === 200) viewer.etag = answer.etag;
          if (!measured) return;
          measured.pollMs.push(answer.ms);
          if (answer.status === 200) {
            measured.polls.ok200 += 1;
            if (measured.bodySizes.length < 10_000) {
              measured.bodySizes.push(Buffer.byteLength(answer.body));
            }
          } else if (answer.status === 304) measured.polls.notModified304 += 1;
          else measured.polls.other += 1;
        })
        .catch(() => {
          if (measured) measured.polls.errors += 1;
        })
        .finally(() => {
          viewer.inFlight = false;
        });
    };
    // Viewers arrive spread over one interval, then poll on their own 3-second beat.
    for (const viewer of viewers) {
      const arrive = setTimeout(() => {
        poll(viewer);
        pollTimers.push(setInterval(() => poll(viewer), POLL_MS));
      }, Math.random() * POLL_MS);
      pollTimers.push(arrive);
    }

    let sentCount = 0;
    for (let n = 1; n <= SENDERS; n += 1) {
      const send = () => {
        const measured = current;
        const text = `bench message ${++sentCount} from sender ${n}`;
        request(agent, `${server.url}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({
            channelId: CHANNEL_ID,
            username: `sender${n}`,
            message: text,
            isModerated: false,
          }),
        })
          .then((answer) => {
            if (answer.status === 201) lastSent = text;
            if (!measured) return;
            measured.sendMs.push(answer.ms);
            if (answer.status === 201) measured.sends.created201 += 1;
            else measured.sends.other += 1;
          })
          .catch(() => {
            if (measured) measured.sends.errors += 1;
          });
      };
      const begin = setTimeout(
        () => {
          send();
          sendTimers.push(setInterval(send, SEND_EVERY_MS));
        },
        ((n - 1) * SEND_EVERY_MS) / SENDERS,
      );
      sendTimers.push(begin);
    }

    console.log(
      `chat: ${VIEWERS} viewers polling every ${POLL_MS / 1000} s; warm-up ${WARM_UP_MS / 1000} s, ` +
        `busy (${SENDERS} senders) ${BUSY_MS / 1000} s, quiet ${QUIET_MS / 1000} s...`,
    );
    await sleep(WARM_UP_MS);
    const busy = new MeasuredWindow(server.pid);
    current = busy;
    busy.start();
    await sleep(BUSY_MS);
    busy.stop();
    current = null;
    clear(sendTimers);

    await sleep(SETTLE_MS);
    const last = await request(agent, pollUrl);
    const quiet = new MeasuredWindow(server.pid);
    current = quiet;
    quiet.start();
    await sleep(QUIET_MS);
    quiet.stop();
    current = null;

    // The baseline: the same viewers and beat against a bare server with the busy body.
    bare = await startFixedJsonServer(BARE_PORT, last.body);
    pollUrl = `${bare.url}/api/chat/${CHANNEL_ID}?limit=50`;
    console.log(`chat: the same polls to a bare Node http server for ${QUIET_MS / 1000} s...`);
    await sleep(POLL_MS);
    const bareWindow = new MeasuredWindow(bare.pid);
    current = bareWindow;
    bareWindow.start();
    await sleep(QUIET_MS);
    bareWindow.stop();
    current = null;
    clear(pollTimers);

    const figures = { busy: busy.result(), quiet: quiet.result() };
    const bareNode = bareWindow.result();
    const failures = [figures.busy, figures.quiet].reduce(
      (sum, w) => sum + w.polls.errors + w.polls.other + w.sends.errors + w.sends.other,
      0,
    );
    return {
      viewers: VIEWERS,
      pollSeconds: POLL_MS / 1000,
      senders: SENDERS,
      ...figures,
      bareNode,
      p99Ratio: round(
        figures.busy.polls.latencyMs.p99 / Math.max(bareNode.polls.latencyMs.p99, 0.01),
      ),
      lastMessageSeen: lastSent !== '' && last.body.includes(lastSent),
      database: DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      loadAverage: { before: round(loadBefore), after: round(os.loadavg()[0]) },
      targets: {
        p99Ms: TARGET_P99_MS,
        met:
          failures === 0 &&
          figures.busy.polls.sent > 0 &&
          figures.busy.polls.latencyMs.p99 < TARGET_P99_MS &&
          figures.quiet.polls.latencyMs.p99 < TARGET_P99_MS,
      },
    };
  } finally {
    clear(pollTimers);
    clear(sendTimers);
    agent.destroy();
    await server.stop();
    await bare?.stop();
  }
}

export function chatPollingTable(result: ChatPollingFigures): string {
  const row = (name: string, w: WindowFigures) => {
    const { polls, serverCpu } = w;
    const l = polls.latencyMs;
    return (
      `| ${name} | ${polls.perSecond} | ${polls.ok200.toLocaleString('en')} / ` +
      `${polls.notModified304.toLocaleString('en')} | ${polls.errors + polls.other} | ` +
      `${l.p50} | ${l.p90} | ${l.p99} | ${l.max} | ${serverCpu.coresUsed} | ${w.generatorCoresUsed} |`
    );
  };
  const { busy } = result;
  return [
    `${result.viewers.toLocaleString('en')} viewers poll \`GET /api/chat/:channelId?limit=50\` ` +
      `every ${result.pollSeconds} s with If-None-Match; busy: ${result.senders} senders post ` +
      `one message a second between them (${busy.seconds} s), quiet: nobody posts ` +
      `(${result.quiet.seconds} s). Database: ${result.database}. CPU in cores (1 = one ` +
      `core busy all the time); the machine's load average was ${result.loadAverage.before} ` +
      `before and ${result.loadAverage.after} after.`,
    '',
    '| window | polls/s | 200 / 304 | errors | p50 ms | p90 ms | p99 ms | max ms | server CPU | generator CPU |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('busy', busy),
    row('quiet', result.quiet),
    row('bare Node http, fixed 200 body', result.bareNode),
    '',
    `The last row is the same viewers polling a bare Node \`http\` server in the same run (every ` +
      `poll a 200 with the busy body): PAID's busy p99 is ${result.p99Ratio} times the bare ` +
      `server's.`,
    '',
    `Busy: a 200 carries a median ${busy.polls.bodyBytes} bytes; ${busy.polls.skipped} turns ` +
      `skipped; sends ${busy.sends.created201} × 201, ${busy.sends.other + busy.sends.errors} ` +
      `failed, p99 ${busy.sends.latencyMs.p99} ms. The last message reached the viewers: ` +
      `${result.lastMessageSeen ? 'yes' : 'NO'}.`,
    '',
    `p99 ${busy.polls.latencyMs.p99} ms busy, ${result.quiet.polls.latencyMs.p99} ms quiet ` +
      `(target < ${result.targets.p99Ms} ms, no errors): ${result.targets.met ? 'met' : 'MISSED'}.`,
  ].join('\n');
}

export function writeChatPollingResults(result: ChatPollingFigures): void {
  writeResults('chat-polling', result);
}

/** Measures, writes the results, prints the table; true when the target is met. */
export async function runChatPolling(): Promise<boolean> {
  const result = await measureChatPolling();
  writeChatPollingResults(result);
  console.log(`\n${chatPollingTable(result)}`);
  return result.targets.met;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await runChatPolling())) process.exitCode = 1;
}
