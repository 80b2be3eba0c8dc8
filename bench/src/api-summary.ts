// `npm run bench:api`: throughput and latency of GET /api/competition/all-states (the /home
// tiles, refetched by every visitor every 10 s) on a platform of 5,000 candidates and
// 100,000 donations, against a bare Node `http` server answering a fixed JSON body of the
// same size, in the same run (the machine's 2 cores are shared with the load generator, so
// only the ratio means something). Targets: ratio >= 0.5, p99 < 50 ms.
import autocannon, { type Result } from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { competitionSummarySchema } from '../../shared-api/src/contracts/competition';
import { runApiDonations } from './api-donations';
import { runChatPolling } from './chat-polling';
import { buildBenchData, type BenchData } from './lib/bench-data';
import { startFixedJsonServer } from './lib/fixed-json-server';
import { REPO_ROOT, startServer } from './lib/app-under-test';

const PATH = '/api/competition/all-states';
const CONNECTIONS = 10;
const DURATION_S = 10;
const WARM_UP_S = 2;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

interface LoadFigures {
  requestsPerSecond: number;
  latencyAverageMs: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface ApiSummaryFigures {
  data: BenchData;
  bodyBytes: number;
  connections: number;
  durationSeconds: number;
  paid: LoadFigures;
  bareNode: LoadFigures;
  ratio: number;
  targets: { ratio: number; p99Ms: number; met: boolean };
}

function figures(result: Result): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyAverageMs: result.latency.average,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function load(url: string): Promise<LoadFigures> {
  // A short warm-up first: JIT, connection set-up, the first database reads.
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S });
  return figures(await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }));
}

export async function measureApiSummary(): Promise<ApiSummaryFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-bench-api-'));
  try {
    console.log('building the data folder: 5,000 candidates, 100,000 donations...');
    const data = await buildBenchData(dataDir);
    console.log(`  built in ${(data.buildMs / 1000).toFixed(1)} s`);

    const server = await startServer(3291, { PAID_EMPTY: '1' }, { dataDir });
    let paid: LoadFigures;
    let body: string;
    try {
      const response = await fetch(`${server.url}${PATH}`);
      body = await response.text();
      const summary = competitionSummarySchema.parse(JSON.parse(body));
      if (Math.round(summary.totalPlatform * 100) !== data.succeededCents) {
        throw new Error(
          `the summary says ${summary.totalPlatform}, the donations ${data.succeededCents / 100}`,
        );
      }
      console.log(`loading the PAID server: ${CONNECTIONS} connections, ${DURATION_S} s...`);
      paid = await load(`${server.url}${PATH}`);
    } finally {
      await server.stop();
    }

    const bare = await startFixedJsonServer(3292, body);
    let bareNode: LoadFigures;
    try {
      console.log(`loading a bare Node http server with the same ${body.length}-byte body...`);
      bareNode = await load(`${bare.url}${PATH}`);
    } finally {
      await bare.stop();
    }

    const ratio = paid.requestsPerSecond / bareNode.requestsPerSecond;
    return {
      data,
      bodyBytes: Buffer.byteLength(body),
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      paid,
      bareNode,
      ratio: Math.round(ratio * 100) / 100,
      targets: {
        ratio: TARGET_RATIO,
        p99Ms: TARGET_P99_MS,
        met: ratio >= TARGET_RATIO && paid.latencyP99Ms < TARGET_P99_MS && paid.errors === 0,
      },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function apiSummaryTable(result: ApiSummaryFigures): string {
  const row = (name: string, f: LoadFigures) =>
    `| ${name} | ${f.requestsPerSecond} | ${f.latencyAverageMs.toFixed(2)} | ${f.latencyP99Ms} | ${f.errors + f.non2xx} |`;
  return [
    `\`GET ${PATH}\` on ${result.data.candidates.toLocaleString('en')} candidates and ` +
      `${result.data.donations.toLocaleString('en')} donations; body ${result.bodyBytes} bytes; ` +
      `autocannon, ${result.connections} connections, ${result.durationSeconds} s each.`,
    '',
    '| server | req/s | mean latency ms | p99 latency ms | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('PAID server', result.paid),
    row('bare Node http, fixed body', result.bareNode),
    '',
    `Ratio ${result.ratio} (target >= ${result.targets.ratio}); p99 ${result.paid.latencyP99Ms} ms ` +
      `(target < ${result.targets.p99Ms} ms): ${result.targets.met ? 'met' : 'MISSED'}.`,
  ].join('\n');
}

export function writeApiSummaryResults(result: ApiSummaryFigures): void {
  mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench/results/api-summary.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureApiSummary();
  writeApiSummaryResults(result);
  console.log(`\n${apiSummaryTable(result)}`);
  if (!result.targets.met) process.exitCode = 1;
  if (!(await runApiDonations())) process.exitCode = 1;
  if (!(await runChatPolling())) process.exitCode = 1;
}
