// `npm run bench:api`: throughput and latency of GET /api/competition/all-states (the /home
// tiles, refetched by every visitor every 10 s) on a platform of 5,000 candidates and
// 100,000 donations, against a bare Node `http` server answering a fixed JSON body of the
// same size, in the same run (the machine's 2 cores are shared with the load generator, so
// only the ratio means something). Targets: ratio >= 0.5, p99 < 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { competitionSummarySchema } from '../../shared-api/src/contracts/competition';
import { runApiDonations } from './api-donations';
import { runApiReads } from './api-reads';
import { runChatPolling } from './chat-polling';
import { buildBenchData, type BenchData } from './lib/bench-data';
import {
  compareWithBareNode,
  comparisonTable,
  memorySentence,
  type BareNodeComparison,
} from './lib/load-vs-bare-node';
import { writeResults } from './lib/results';
import { startServer } from './lib/app-under-test';

const PATH = '/api/competition/all-states';
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

export interface ApiSummaryFigures extends BareNodeComparison {
  data: BenchData;
  targets: { ratio: number; p99Ms: number; met: boolean };
}

export async function measureApiSummary(): Promise<ApiSummaryFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-bench-api-'));
  try {
    console.log('building the data folder: 5,000 candidates, 100,000 donations...');
    const data = await buildBenchData(dataDir);
    console.log(`  built in ${(data.buildMs / 1000).toFixed(1)} s`);

    const server = await startServer(3291, { PAID_EMPTY: '1' }, { dataDir });
    let comparison: BareNodeComparison;
    try {
      comparison = await compareWithBareNode(server, PATH, 3292, (body) => {
        const summary = competitionSummarySchema.parse(JSON.parse(body));
        if (Math.round(summary.totalPlatform * 100) !== data.succeededCents) {
          throw new Error(
            `the summary says ${summary.totalPlatform}, the donations ${data.succeededCents / 100}`,
          );
        }
      });
    } finally {
      await server.stop();
    }

    const { ratio, paid } = comparison;
    return {
      data,
      ...comparison,
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
  return [
    `\`GET ${PATH}\` on ${result.data.candidates.toLocaleString('en')} candidates and ` +
      `${result.data.donations.toLocaleString('en')} donations; body ${result.bodyBytes} bytes; ` +
      `autocannon, ${result.connections} connections, ${result.durationSeconds} s each.`,
    '',
    comparisonTable([
      { name: 'PAID server', figures: result.paid },
      { name: 'bare Node http, fixed body', figures: result.bareNode },
    ]),
    '',
    `Ratio ${result.ratio} (target >= ${result.targets.ratio}); p99 ${result.paid.latencyP99Ms} ms ` +
      `(target < ${result.targets.p99Ms} ms): ${result.targets.met ? 'met' : 'MISSED'}.`,
    '',
    memorySentence(result.memory),
  ].join('\n');
}

export function writeApiSummaryResults(result: ApiSummaryFigures): void {
  writeResults('api-summary', result);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureApiSummary();
  writeApiSummaryResults(result);
  console.log(`\n${apiSummaryTable(result)}`);
  if (!result.targets.met) process.exitCode = 1;
  if (!(await runApiReads())) process.exitCode = 1;
  if (!(await runApiDonations())) process.exitCode = 1;
  if (!(await runChatPolling())) process.exitCode = 1;
}
