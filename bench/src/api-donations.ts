// `npm run bench:api` (after the competition summary; alone: `npx tsx src/api-donations.ts`): POST /api/donations on the embedded database (PGlite)
// with the platform of the competition-summary benchmark (5,000 candidates, 100,000
// donations): autocannon, 10 connections, every request a new donation (its own idempotency
// key and donor, a random candidate, a test card that succeeds). Afterwards, with the server
// stopped, the database must hold exactly the acknowledged donations and every running total
// must equal a fresh sum. Target: >= 500 donations/s (bench/REPORT.md "A gift's path").
// With DATABASE_URL set (a fresh, empty PostgreSQL database), the same on PostgreSQL: the
// data is written there and the server started on it.
import autocannon, { type Options, type RequestOptions, type Result } from 'autocannon';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/open-db';
import { createRandom } from '../../server/src/seed/prng';
import { writeResults } from './lib/results';
import { startServer } from './lib/app-under-test';
import { startFixedJsonServer } from './lib/fixed-json-server';
import { buildBenchData, type BenchData } from './lib/bench-data';

const PATH = '/api/donations';
const PORT = 3294;
const BARE_PORT = 3295;
const BARE_SECONDS = 10;
const CONNECTIONS = 10;
const WARM_UP_DONATIONS = 500;
const MEASURED_DONATIONS = 4_000;
const TARGET_PER_SECOND = 500;
const KEY_PREFIX = 'bench-donation-';
/** PostgreSQL when set (a fresh, empty database); else PGlite in a temp data folder. */
const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;

export interface DonationLoadFigures {
  donationsPerSecond: number;
  latencyAverageMs: number;
  latencyP99Ms: number;
  acknowledged: number;
  errors: number;
  non2xx: number;
  durationSeconds: number;
  /**
   * CPU milliseconds the server process spent per measured donation (Linux /proc; null
   * elsewhere): unlike donations/s, it hardly depends on what else the shared machine runs.
   */
  serverCpuMsPerDonation: number | null;
}

export interface TotalsCheck {
  /** Donations the server answered 201 for (warm-up included). */
  acknowledged: number;
  acknowledgedCents: number;
  /** Bench donations found in the database afterwards. */
  stored: number;
  storedCents: number;
  /** Candidates, states or platform figures that differ from a fresh sum. */
  mismatchedTotals: string[];
  exact: boolean;
}

export interface ApiDonationsFigures {
  data: BenchData;
  connections: number;
  load: DonationLoadFigures;
  /**
   * The same POST requests to a bare Node `http` server answering a fixed JSON body, for
   * BARE_SECONDS in the same run: what the machine does with no framework, database or
   * payment behind it.
   */
  bareNode: DonationLoadFigures;
  /** PAID donations/s over the bare server's answers/s, two decimals. */
  ratio: number;
  totals: TotalsCheck;
  target: { donationsPerSecond: number; met: boolean };
}

/** A stream of distinct donation bodies over the given candidates, and what was acknowledged. */
function donationRequests(candidateIds: number[], runId: string) {
  const random = createRandom(7_007);
  let next = 0;
  // lastAnswerAt: when the last answer came (performance.now()), for the run's true duration.
  const acknowledged = { count: 0, cents: 0, lastAnswerAt: 0 };
  const body = () => {
    next += 1;
    return JSON.stringify({
      candidateId: random.pick(candidateIds),
      amount: random.int(500, 15_000) / 100,
      donorName: `Bench Donor ${next}`,
      donorEmail: `bench-donor-${runId}-${next}@bench.example`,
      addressLine1: '1 Main Street',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      occupation: 'Engineer',
      employer: 'Acme',
      attestations: {
        citizenOrResident: true,
        ownFunds: true,
        personalCard: true,
        atLeast18: true,
        notFederalContractor: true,
      },
      card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
      idempotencyKey: `${KEY_PREFIX}${runId}-${next}`,
    });
  };
  const requests: RequestOptions[] = [
    {
      method: 'POST',
      path: PATH,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request: RequestOptions) => ({ ...request, body: body() }),
      onResponse: (status: number, responseBody: string) => {
        acknowledged.lastAnswerAt = performance.now();
        if (status !== 201) return;
        acknowledged.count += 1;
        acknowledged.cents += Math.round(
          (JSON.parse(responseBody) as { amount: number }).amount * 100,
        );
      },
    },
  ];
  return { requests, acknowledged };
}

/** User + system CPU time of a process in milliseconds, from /proc (Linux), or null. */
function processCpuMs(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are
  // state (3), ..., utime (14) and stime (15), in clock ticks of (almost always) 100 Hz.
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Answers/s over the time from the first request to the last answer. Not autocannon's
 * `duration`: a run of a fixed number of requests ends at its next one-second sample, so its
 * duration is whole seconds (4,000 answers in 8.1 s read as 4,000 in 9 s: 444/s, not 494/s).
 */
function loadFigures(
  result: Result,
  serverCpuMs: number | null,
  seconds: number,
): DonationLoadFigures {
  return {
    donationsPerSecond: Math.round(result['2xx'] / seconds),
    latencyAverageMs: result.latency.average,
    latencyP99Ms: result.latency.p99,
    acknowledged: result['2xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    durationSeconds: Math.round(seconds * 100) / 100,
    serverCpuMsPerDonation:
      serverCpuMs === null ? null : Math.round((serverCpuMs / result['2xx']) * 100) / 100,
  };
}

/** One autocannon run, with the CPU the server process `pid` spent during it. */
async function measuredLoad(
  pid: number,
  options: Options,
  answers: { lastAnswerAt: number },
): Promise<DonationLoadFigures> {
  const cpuBefore = processCpuMs(pid);
  const startedAt = performance.now();
  const result = await autocannon(options);
  const cpuAfter = processCpuMs(pid);
  return loadFigures(
    result,
    cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    (answers.lastAnswerAt - startedAt) / 1000,
  );
}

/** With the server stopped: the bench donations stored, and every running total re-summed. */
async function checkTotals(
  dataDir: string,
  acknowledged: { count: number; cents: number },
): Promise<TotalsCheck> {
  const db = await openDatabase({ dataDir, databaseUrl: DATABASE_URL });
  try {
    const { rows: stored } = await db.query<{ n: number; cents: number }>(
      `select count(*) as n, coalesce(sum(amount_cents), 0) as cents from donations
        where status = 'succeeded' and idempotency_key like $1`,
      [`${KEY_PREFIX}%`],
    );
    const { rows: mismatched } = await db.query<{ what: string }>(
      `select 'candidate ' || c.id as what from candidates c
        where c.total_donations_cents <> (select coalesce(sum(d.amount_cents), 0) from donations d
                                           where d.candidate_id = c.id and d.status = 'succeeded')
       union all
       select 'state ' || t.state_code from state_totals t
        where t.total_raised_cents <> (select coalesce(sum(c.total_donations_cents), 0)
                                         from candidates c where c.state_code = t.state_code)
       union all
       select 'platform money' from platform_totals p
        where p.total_raised_cents <> (select coalesce(sum(amount_cents), 0) from donations
                                        where status = 'succeeded')
       union all
       select 'platform donors' from platform_totals p
        where p.total_donors <> (select count(distinct lower(donor_email)) from donations
                                  where status = 'succeeded')`,
    );
    const check = {
      acknowledged: acknowledged.count,
      acknowledgedCents: acknowledged.cents,
      stored: stored[0].n,
      storedCents: stored[0].cents,
      mismatchedTotals: mismatched.map((row) => row.what),
    };
    return {
      ...check,
      exact:
        check.stored === check.acknowledged &&
        check.storedCents === check.acknowledgedCents &&
        check.mismatchedTotals.length === 0,
    };
  } finally {
    await db.close();
  }
}

async function activeCandidateIds(dataDir: string): Promise<number[]> {
  const db = await openDatabase({ dataDir, databaseUrl: DATABASE_URL });
  try {
    const { rows } = await db.query<{ id: number }>(
      'select id from candidates where is_active order by id',
    );
    return rows.map((row) => row.id);
  } finally {
    await db.close();
  }
}

export async function measureApiDonations(): Promise<ApiDonationsFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-bench-donations-'));
  try {
    console.log('building the data folder: 5,000 candidates, 100,000 donations...');
    const data = await buildBenchData(dataDir, { databaseUrl: DATABASE_URL });
    const candidateIds = await activeCandidateIds(dataDir);
    const { requests, acknowledged } = donationRequests(candidateIds, String(Date.now()));

    const server = await startServer(
      PORT,
      {
        PAID_EMPTY: '1',
        PAID_TOURNAMENT_TICK_MS: '0',
        // One address sends every donation: lift the per-address limit for the run.
        PAID_RATE_LIMITS: JSON.stringify({ donations: { max: 1_000_000_000, windowMs: 60_000 } }),
        ...(DATABASE_URL ? { DATABASE_URL } : {}),
      },
      // BENCH_NODE_ARGS: node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
      // (bench/REPORT.md "A gift's path" was profiled so).
      { dataDir, nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [] },
    );
    let load: DonationLoadFigures;
    let receipt = '{}';
    try {
      const url = `${server.url}${PATH}`;
      // A fixed number of requests (not a duration), so every one is answered before the
      // check: a request cut off at the end could be stored without being acknowledged.
      await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP_DONATIONS, requests });
      console.log(
        `loading POST ${PATH}: ${CONNECTIONS} connections, ${MEASURED_DONATIONS} donations...`,
      );
      load = await measuredLoad(
        server.pid,
        { url, connections: CONNECTIONS, amount: MEASURED_DONATIONS, requests },
        acknowledged,
      );
      // A small JSON answer of this server stands in for the receipt (the size hardly matters).
      receipt = await (await fetch(`${server.url}/api/donations/payment-mode`)).text();
    } finally {
      await server.stop();
    }

    // The baseline: the same bodies and connections against a bare Node server.
    const bare = await startFixedJsonServer(BARE_PORT, receipt);
    let bareNode: DonationLoadFigures;
    try {
      console.log(`loading a bare Node http server with the same POSTs for ${BARE_SECONDS} s...`);
      const url = `${bare.url}${PATH}`;
      await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP_DONATIONS, requests });
      // For a time, not a count: 4,000 answers take the bare server about a second, too short
      // a run to give a rate.
      bareNode = await measuredLoad(
        bare.pid,
        { url, connections: CONNECTIONS, duration: BARE_SECONDS, requests },
        acknowledged,
      );
    } finally {
      await bare.stop();
    }

    const totals = await checkTotals(dataDir, acknowledged);
    return {
      data,
      connections: CONNECTIONS,
      load,
      bareNode,
      ratio: Math.round((load.donationsPerSecond / bareNode.donationsPerSecond) * 100) / 100,
      totals,
      target: {
        donationsPerSecond: TARGET_PER_SECOND,
        met:
          load.donationsPerSecond >= TARGET_PER_SECOND &&
          load.errors === 0 &&
          load.non2xx === 0 &&
          totals.exact,
      },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function apiDonationsTable(result: ApiDonationsFigures): string {
  const { load, totals } = result;
  return [
    `\`POST ${PATH}\` on ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'} with ${result.data.candidates.toLocaleString('en')} candidates and ` +
      `${result.data.donations.toLocaleString('en')} donations; every request a new donation ` +
      `(test-mode card); autocannon, ${result.connections} connections, ` +
      `${MEASURED_DONATIONS.toLocaleString('en')} donations after ${WARM_UP_DONATIONS} to warm up.`,
    '',
    '| server | answers/s | mean latency ms | p99 latency ms | errors | server CPU ms per answer |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...(
      [
        ['PAID server (donations)', load],
        ['bare Node http, fixed body', result.bareNode],
      ] as const
    ).map(
      ([name, figures]) =>
        `| ${name} | ${figures.donationsPerSecond} | ${figures.latencyAverageMs.toFixed(2)} | ` +
        `${figures.latencyP99Ms} | ${figures.errors + figures.non2xx} | ` +
        `${figures.serverCpuMsPerDonation ?? 'n/a'} |`,
    ),
    '',
    `Ratio ${result.ratio} of the bare server (same requests, same run; no target).`,
    '',
    `Afterwards: ${totals.stored.toLocaleString('en')} donations stored for ` +
      `${totals.acknowledged.toLocaleString('en')} acknowledged ` +
      `($${(totals.storedCents / 100).toFixed(2)} for $${(totals.acknowledgedCents / 100).toFixed(2)}); ` +
      `running totals ${totals.mismatchedTotals.length === 0 ? 'equal fresh sums' : `DIFFER: ${totals.mismatchedTotals.join(', ')}`}.`,
    `${load.donationsPerSecond} donations/s (target >= ${result.target.donationsPerSecond}), ` +
      `totals ${totals.exact ? 'exact' : 'NOT exact'}: ${result.target.met ? 'met' : 'MISSED'}.`,
  ].join('\n');
}

export function writeApiDonationsResults(result: ApiDonationsFigures): void {
  writeResults('api-donations', result);
}

/** Measures, writes the results and prints the table; false when the target is missed. */
export async function runApiDonations(): Promise<boolean> {
  const result = await measureApiDonations();
  writeApiDonationsResults(result);
  console.log(`\n${apiDonationsTable(result)}`);
  return result.target.met;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await runApiDonations())) process.exitCode = 1;
}
