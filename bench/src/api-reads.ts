// Part of `npm run bench:api` (alone: `npx tsx src/api-reads.ts`): two reads every visitor of
// a debate or of the Shorts feed makes, GET /api/tournament/state/CA/brackets and
// GET /api/posts (the first page), on the demo data of a fresh data folder, each against a
// bare Node `http` server answering the same body in the same run (lib/load-vs-bare-node.ts,
// as the competition summary is measured). Targets, the summary's: ratio >= 0.5,
// p99 < 50 ms, no errors.
import { contract } from '../../shared-api/src/contracts/contract';
import { writeResults } from './lib/results';
import { startServer } from './lib/app-under-test';
import {
  compareWithBareNode,
  comparisonTable,
  memorySentence,
  type BareNodeComparison,
} from './lib/load-vs-bare-node';

const PORT = 3297;
const BARE_PORT = 3298;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

/** Each read, and what its body must hold for the figure to count. */
const READS = [
  {
    name: 'brackets',
    path: '/api/tournament/state/CA/brackets',
    check: (body: string) => {
      if (contract.tournament.brackets.response.parse(JSON.parse(body)).length === 0)
        throw new Error('the demo data has no CA bracket to measure');
    },
  },
  {
    name: 'posts',
    path: '/api/posts',
    check: (body: string) => {
      if (contract.posts.list.response.parse(JSON.parse(body)).posts.length === 0)
        throw new Error('the demo data has no post to measure');
    },
  },
] as const;

export interface ApiReadFigures extends BareNodeComparison {
  name: string;
  met: boolean;
}

export interface ApiReadsFigures {
  reads: ApiReadFigures[];
  targets: { ratio: number; p99Ms: number; met: boolean };
}

export async function measureApiReads(): Promise<ApiReadsFigures> {
  const server = await startServer(PORT);
  const reads: ApiReadFigures[] = [];
  try {
    for (const read of READS) {
      const comparison = await compareWithBareNode(server, read.path, BARE_PORT, read.check);
      const { ratio, paid } = comparison;
      reads.push({
        name: read.name,
        ...comparison,
        met:
          ratio >= TARGET_RATIO &&
          paid.latencyP99Ms < TARGET_P99_MS &&
          paid.errors + paid.non2xx === 0,
      });
    }
  } finally {
    await server.stop();
  }
  return {
    reads,
    targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS, met: reads.every((read) => read.met) },
  };
}

export function apiReadsTable(result: ApiReadsFigures): string {
  return result.reads
    .map((read) =>
      [
        `\`GET ${read.path}\` on the demo data; body ${read.bodyBytes} bytes; autocannon, ` +
          `${read.connections} connections, ${read.durationSeconds} s each.`,
        '',
        comparisonTable([
          { name: 'PAID server', figures: read.paid },
          { name: 'bare Node http, fixed body', figures: read.bareNode },
        ]),
        '',
        `Ratio ${read.ratio} (target >= ${result.targets.ratio}); p99 ${read.paid.latencyP99Ms} ms ` +
          `(target < ${result.targets.p99Ms} ms): ${read.met ? 'met' : 'MISSED'}. ` +
          memorySentence(read.memory),
      ].join('\n'),
    )
    .join('\n\n');
}

export function writeApiReadsResults(result: ApiReadsFigures): void {
  writeResults('api-reads', result);
}

/** Measures, writes the results, prints the tables; true when every target is met. */
export async function runApiReads(): Promise<boolean> {
  const result = await measureApiReads();
  writeApiReadsResults(result);
  console.log(`\n${apiReadsTable(result)}`);
  return result.targets.met;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await runApiReads())) process.exitCode = 1;
}
