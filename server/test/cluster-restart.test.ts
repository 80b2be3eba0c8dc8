import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contract } from 'shared-api/contracts';
import { haproxyBinary, haproxyConfig } from '../../bench/src/lib/haproxy';
import { isProcessAlive, readServerFile } from '../src/support/server-file';
import {
  freePort,
  compiledServerArgs,
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { openSse, type SseClient } from './helpers/sse-client';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// A cluster that looks after itself: two servers on one PostgreSQL behind a real HAProxy,
// each kept running by the supervisor `npm run start:cluster` runs it under
// (server/scripts/supervise.mjs). A server killed with SIGKILL is started again and serves
// within 10 s, directly and through the balancer, which meanwhile answers every request from
// the other server; a second quick death waits twice as long. GET /api/health says what each
// server needs to serve: its database (503 without it: health.test.ts), its LISTEN
// connection for live push (down while it reconnects), and Janus.

const BACK_WITHIN_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const kinds = databaseKinds({
  differsByDatabase: 'a killed server restarted behind HAProxy on one PostgreSQL',
}).filter((kind) => kind === 'postgres');
for (const kind of kinds) {
  describe(`supervised servers on one PostgreSQL behind HAProxy (${kind})`, () => {
    let database: TestDatabase;
    const supervisors: ServerProcess[] = [];
    const dirs: string[] = [];
    let balancer: ChildProcess;
    let site: string;
    const clients: SseClient[] = [];

    const health = async (origin: string) => {
      const response = await fetch(`${origin}/api/health`);
      assert.equal(response.status, 200);
      return contract.health.status.response.parse(await response.json());
    };

    before(async () => {
      const haproxy = haproxyBinary();
      database = await createTestDatabase('postgres');
      await database.db.query(
        `insert into stream_channels (id, state_code) values ('state-CA', 'CA')`,
      );
      // The compiled server, as start:cluster runs it: the 10 s are the product's, not tsx's.
      const serverArgs = await compiledServerArgs();
      for (let n = 0; n < 2; n += 1) {
        const dataDir = makeTempDir(`paid-cluster-restart-${n}`);
        dirs.push(dataDir);
        supervisors.push(
          await spawnServer(
            {
              DATABASE_URL: database.url!,
              PAID_DATA_DIR: dataDir,
              LOG_LEVEL: 'warn',
              PAID_TOURNAMENT_TICK_MS: '0',
              TRUST_PROXY: '127.0.0.1',
            },
            [
              'scripts/supervise.mjs',
              ...['--name', `server-${n + 1}`, '--log', path.join(dataDir, 'logs'), '--'],
              ...[process.execPath, ...serverArgs],
            ],
          ),
        );
      }
      await Promise.all(supervisors.map((server) => waitForHealth(server)));
      const port = await freePort();
      const configFile = path.join(dirs[0], 'haproxy.cfg');
      fs.writeFileSync(
        configFile,
        haproxyConfig({
          port,
          servers: supervisors.map((server) => server.url),
          serverHeader: true,
        }),
      );
      balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: 'ignore' });
      site = `http://127.0.0.1:${port}`;
      while (
        !(await fetch(`${site}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        await sleep(100);
    });
    after(async () => {
      for (const client of clients) client.close();
      balancer?.kill('SIGTERM');
      // The supervisors stop their servers (and those what they started), then themselves.
      for (const supervisor of supervisors) supervisor.child.kill('SIGTERM');
      await Promise.race([Promise.all(supervisors.map((s) => s.exited)), sleep(20_000)]);
      killRunning(supervisors);
      for (const dir of dirs) {
        const left = readServerFile(dir)?.pid;
        if (left && isProcessAlive(left)) process.kill(left, 'SIGKILL');
      }
      await database?.dispose();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it("says in GET /api/health how each server's database, live push and video are", async () => {
      for (const server of supervisors) {
        const answer = await health(server.url);
        assert.equal(answer.database, 'postgres');
        // Janus when installed (as `npm test` installs it); else this server has none.
        assert.ok(['up', 'off'].includes(answer.media), answer.media);
      }
      // Live push listens from the first viewer (or page) on.
      const viewer = await openSse(`${supervisors[1].url}/api/live?topics=chat:state-CA`);
      clients.push(viewer);
      await viewer.next((e) => e.event === 'ready');
      assert.equal((await health(supervisors[1].url)).livePush, 'up');
      // Its LISTEN connection cut (a database restart, a network cut): down until it is back.
      const { rows } = await database.db.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
      );
      assert.deepEqual(
        rows.map((row) => row.ended),
        [true],
      );
      const seen: string[] = ['up'];
      const deadline = Date.now() + BACK_WITHIN_MS;
      while (seen.at(-1) !== 'up' || !seen.includes('down')) {
        assert.ok(Date.now() < deadline, `live push states seen: ${seen.join(', ')}`);
        const state = (await health(supervisors[1].url)).livePush;
        if (state !== seen.at(-1)) seen.push(state);
        await sleep(50);
      }
      assert.deepEqual(seen, ['up', 'down', 'up']);
    });

    it('starts a killed server again: serving within 10 s, directly and through HAProxy', async () => {
      const [, server] = supervisors;
      const logFile = path.join(dirs[1], 'logs', 'current.log');
      for (const pauseS of [1, 2]) {
        const killed = readServerFile(dirs[1])!.pid;
        process.kill(killed, 'SIGKILL');
        const killedAt = Date.now();
        const balancerStatuses: number[] = [];
        let directMs: number | undefined;
        let balancerMs: number | undefined;
        while (directMs === undefined || balancerMs === undefined) {
          assert.ok(
            Date.now() - killedAt < BACK_WITHIN_MS,
            `not back within 10 s (direct ${directMs} ms, balancer ${balancerMs} ms)`,
          );
          const direct = await fetch(`${server.url}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (direct && directMs === undefined && readServerFile(dirs[1])?.pid !== killed) {
            directMs = Date.now() - killedAt;
          }
          const through = await fetch(`${site}/api/health`);
          balancerStatuses.push(through.status);
          if (through.ok && through.headers.get('x-paid-server') === 's2') {
            balancerMs ??= Date.now() - killedAt;
          }
          await sleep(50);
        }
        // Meanwhile the balancer answered every request from the server still up.
        assert.deepEqual(
          balancerStatuses.filter((status) => status !== 200),
          [],
        );
        assert.match(
          fs.readFileSync(logFile, 'utf8'),
          new RegExp(`server-2: exited \\(SIGKILL after [0-9.]+ s\\); restarting in ${pauseS} s`),
        );
        console.log(
          `# killed server serving again after ${directMs} ms directly, ${balancerMs} ms through HAProxy (pause ${pauseS} s)`,
        );
      }
    });
  });
}
