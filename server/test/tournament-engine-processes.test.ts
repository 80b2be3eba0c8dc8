import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';
import {
  addRacingCandidatesAndDonations,
  insertRacingTournaments,
} from './helpers/racing-tournaments';
import {
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';
import { DAY_MS } from './helpers/tournament-fixtures';
import { assertCompletedTournamentsConsistent } from './helpers/tournament-invariants';

// Two real server processes (the compiled server) on one PostgreSQL, each
// running the tournament job every 25 ms on a clock 60 days ahead (PAID_CLOCK_OFFSET_MS),
// while the test makes eight tournaments due at once: every transition must be performed
// by exactly one of them, and every star awarded once.

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL?.trim());

interface Started extends ServerProcess {
  dataDir: string;
}

async function startServer(databaseUrl: string): Promise<Started> {
  // Own folder each: the admin secret and server.json live there even on PostgreSQL.
  const dataDir = makeTempDir('paid-test-tournament-server');
  const server = await spawnServer({
    DATABASE_URL: databaseUrl,
    PAID_DATA_DIR: dataDir,
    PAID_TOURNAMENT_TICK_MS: '25',
    PAID_CLOCK_OFFSET_MS: String(60 * DAY_MS),
  });
  return { ...server, dataDir };
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
  killRunning(running);
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
      for (const server of servers) await waitForHealth(server);

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
