import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';
import {
  addRacingCandidatesAndDonations,
  insertRacingTournaments,
} from './helpers/racing-tournaments';
import { makeTempDir } from './helpers/temp-dir';
import { DAY_MS } from './helpers/tournament-fixtures';
import { assertCompletedTournamentsConsistent } from './helpers/tournament-invariants';

// Two real server processes (`node --import tsx src/main.ts`) on one PostgreSQL, each
// running the tournament job every 25 ms on a clock 60 days ahead (PAID_CLOCK_OFFSET_MS),
// while the test makes eight tournaments due at once: every transition must be performed
// by exactly one of them, and every star awarded once.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const POSTGRES = Boolean(process.env.TEST_DATABASE_URL?.trim());

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<Started> {
  const port = await freePort();
  // Own folder each: the admin secret and server.json live there even on PostgreSQL.
  const dataDir = makeTempDir('paid-test-tournament-server');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PAID_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAID_EMPTY: '1',
      LOG_LEVEL: 'info',
      PAID_TOURNAMENT_TICK_MS: '25',
      PAID_CLOCK_OFFSET_MS: String(60 * DAY_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, dataDir };
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const running: Started[] = [];
let database: TestDatabase | undefined;
after(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const server of running) fs.rmSync(server.dataDir, { recursive: true, force: true });
  await database?.dispose();
});

describe('two server processes advancing the same tournaments (postgres)', () => {
  it(
    'perform every transition once and award every star once',
    { skip: POSTGRES ? false : 'needs TEST_DATABASE_URL (scripts/with-postgres.sh)' },
    async (t) => {
      database = await createTestDatabase('postgres');
      // Real time now: the servers' clocks are 60 days ahead, so all three rounds are over.
      const start = new Date(Date.now() - 60 * 60 * 1000);
      await addRacingCandidatesAndDonations(database.db, start);

      const servers = [await startServer(database.url!), await startServer(database.url!)];
      running.push(...servers);
      for (const server of servers) {
        await waitFor(`${server.url} to be ready`, async () => {
          if (server.child.exitCode !== null) {
            throw new Error(`server exited early:\n${server.output()}`);
          }
          return fetch(`${server.url}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
        });
      }

      // Both jobs are ticking; the tournaments become due for both at one commit.
      await insertRacingTournaments(database.db, start);
      await waitFor('every tournament to complete', async () => {
        const { rows } = await database!.db.query<{ open: number }>(
          "select count(*)::int as open from tournaments where status <> 'completed'",
        );
        return rows[0].open === 0;
      });

      // Let a few more ticks pass: nothing may happen twice, later either.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const brackets = await Promise.all(
        servers.map((server) =>
          fetch(`${server.url}/api/tournament/state/CA/brackets`).then((r) => r.json()),
        ),
      );
      assert.deepEqual(brackets[0], brackets[1], 'both servers show the same bracket');
      assert.equal(brackets[0].length, 7);

      for (const server of servers) server.child.kill('SIGTERM');
      assert.deepEqual(await Promise.all(servers.map((s) => s.exited)), [0, 0]);
      for (const server of servers) {
        assert.doesNotMatch(server.output(), /advancing a tournament failed|tournament job failed/);
      }

      await assertCompletedTournamentsConsistent(database.db);
      const { rows } = await database.db.query<{ by: string; n: number }>(
        `select performed_by as by, count(*)::int as n from tournament_transitions
          group by performed_by order by performed_by`,
      );
      t.diagnostic(`transitions per process: ${rows.map((r) => `${r.by}=${r.n}`).join(', ')}`);
      const pids = servers.map((server) => server.child.pid);
      assert.ok(
        rows.every((row) => pids.some((pid) => row.by.endsWith(`:${pid}`))),
        'only the two servers advanced tournaments',
      );
    },
  );
});
