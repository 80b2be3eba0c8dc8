import autocannon, { type Result } from 'autocannon';
import { startFixedJsonServer } from './fixed-json-server';
import { sampleResidentMemory, type ResidentMemory } from './process-memory';

// One GET route of the PAID server under autocannon, then a bare Node `http` server answering
// the same body under the same load, in the same run: the machine's 2 cores are shared with
// the load generator, so only the ratio of the two throughputs means something.

export const CONNECTIONS = 10;
export const DURATION_S = 10;
const WARM_UP_S = 2;

export interface LoadFigures {
  requestsPerSecond: number;
  latencyAverageMs: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface BareNodeComparison {
  path: string;
  bodyBytes: number;
  connections: number;
  durationSeconds: number;
  paid: LoadFigures;
  bareNode: LoadFigures;
  /** PAID req/s over bare Node req/s, two decimals. */
  ratio: number;
  /** The PAID server's resident memory around its load. */
  memory: ResidentMemory;
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

/**
 * Loads `path` on the running PAID server (`server.pid` is sampled for its memory), then a
 * bare Node server on `barePort` with the body the PAID server answered. `check` may refuse
 * that body before any load (a wrong answer measured fast is no figure).
 */
export async function compareWithBareNode(
  server: { url: string; pid: number },
  path: string,
  barePort: number,
  check: (body: string) => void = () => {},
): Promise<BareNodeComparison> {
  const response = await fetch(`${server.url}${path}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body}`);
  check(body);

  console.log(
    `loading the PAID server: GET ${path}, ${CONNECTIONS} connections, ${DURATION_S} s...`,
  );
  const memory = sampleResidentMemory(server.pid);
  const paid = await load(`${server.url}${path}`);
  const memoryFigures = await memory.stop();

  const bare = await startFixedJsonServer(barePort, body);
  let bareNode: LoadFigures;
  try {
    console.log(`loading a bare Node http server with the same ${body.length}-byte body...`);
    bareNode = await load(`${bare.url}${path}`);
  } finally {
    await bare.stop();
  }
  return {
    path,
    bodyBytes: Buffer.byteLength(body),
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    paid,
    bareNode,
    ratio: Math.round((paid.requestsPerSecond / bareNode.requestsPerSecond) * 100) / 100,
    memory: memoryFigures,
  };
}

/** Markdown table header and rows for comparisons: req/s, mean and p99 latency, errors. */
export function comparisonTable(rows: { name: string; figures: LoadFigures }[]): string {
  return [
    '| server | req/s | mean latency ms | p99 latency ms | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ name, figures: f }) =>
        `| ${name} | ${f.requestsPerSecond} | ${f.latencyAverageMs.toFixed(2)} | ${f.latencyP99Ms} | ${f.errors + f.non2xx} |`,
    ),
  ].join('\n');
}

/** One sentence on the server's resident memory around a load. */
export function memorySentence(memory: ResidentMemory): string {
  if (memory.peakMiB === null) return 'Server memory: not measured (no /proc on this system).';
  return (
    `Server resident memory (VmRSS): ${memory.beforeMiB} MiB before the load, ` +
    `${memory.peakMiB} MiB at its peak during it, ${memory.afterMiB} MiB a second after.`
  );
}
