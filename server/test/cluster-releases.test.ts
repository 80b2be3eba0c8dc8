import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { haproxyBinary, haproxyConfig } from '../../bench/src/lib/haproxy';
import { makeBuild } from './helpers/release-fixtures';
import {
  freePort,
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// `npm run release` on a cluster: two real servers on one PostgreSQL behind HAProxy, the first
// reading releases from a shared folder (PAID_RELEASES_DIR, as start-cluster.sh sets it), the
// second from its own data folder (another machine). The command, given the first server's
// data folder alone (the documented command), sends the build through that server's admin
// API; the release is then served by both servers and through the balancer, and nothing is
// left in a folder no server reads. With no server on its folder, the command publishes into
// the database, which every server reads too.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const kinds = databaseKinds({
  differsByDatabase: 'a release reaching two servers on one PostgreSQL behind HAProxy',
}).filter((kind) => kind === 'postgres');
for (const kind of kinds) {
  describe(`npm run release on two servers behind HAProxy (${kind})`, () => {
    let database: TestDatabase;
    const servers: ServerProcess[] = [];
    const dirs: string[] = [];
    let sharedReleases: string;
    let balancer: ChildProcess;
    let site: string;

    before(async () => {
      const haproxy = haproxyBinary();
      database = await createTestDatabase('postgres');
      sharedReleases = makeTempDir('paid-cluster-releases');
      dirs.push(sharedReleases);
      for (let n = 0; n < 2; n += 1) {
        const dataDir = makeTempDir(`paid-cluster-release-${n}`);
        dirs.push(dataDir);
        servers.push(
          await spawnServer({
            DATABASE_URL: database.url!,
            PAID_DATA_DIR: dataDir,
            ...(n === 0 ? { PAID_RELEASES_DIR: sharedReleases } : {}),
            LOG_LEVEL: 'warn',
            PAID_TOURNAMENT_TICK_MS: '0',
            TRUST_PROXY: '127.0.0.1',
          }),
        );
      }
      await Promise.all(servers.map((server) => waitForHealth(server)));
      const port = await freePort();
      const configFile = path.join(dirs[1], 'haproxy.cfg');
      fs.writeFileSync(
        configFile,
        haproxyConfig({ port, servers: servers.map((server) => server.url) }),
      );
      balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: 'ignore' });
      site = `http://127.0.0.1:${port}`;
      for (;;) {
        const ok = await fetch(`${site}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    after(async () => {
      balancer?.kill('SIGTERM');
      killRunning(servers);
      await database?.dispose();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** The release command as a process, with these settings only (no DATABASE_URL unless given). */
    const release = (env: Record<string, string>, label: string) => {
      const build = makeBuild(label);
      dirs.push(build);
      const { DATABASE_URL: _url, PAID_RELEASES_DIR: _releases, ...inherited } = process.env;
      return spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/releases/publish-cli.ts', 'mf-shorts', '--from', build],
        { cwd: SERVER_DIR, env: { ...inherited, ...env }, encoding: 'utf8', timeout: 120_000 },
      );
    };

    /** What `origin` serves as mf_shorts: its release and its remoteEntry.js. */
    const served = async (origin: string) => {
      const list = (await (await fetch(`${origin}/remotes.json`)).json()) as {
        name: string;
        release: string;
        entry: string;
      }[];
      const entry = list.find((candidate) => candidate.name === 'mf_shorts');
      assert.ok(entry, `${origin} lists no mf_shorts`);
      const remoteEntry = await fetch(new URL('remoteEntry.js', `${origin}${entry.entry}`));
      return { release: entry.release, status: remoteEntry.status, text: await remoteEntry.text() };
    };

    it('publishes through the running server: both servers and the balancer serve it, no orphan copy', async () => {
      const result = release({ PAID_DATA_DIR: dirs[1] }, 'through-the-api');
      assert.equal(result.status, 0, `${result.stderr}\n${servers[0].output()}`);
      const id =
        /^Published mf_shorts release (\S+) in [\d.]+ s\. mf_shorts now serves release \1\. \(through the running server, pid \d+\)$/.exec(
          result.stdout.trim(),
        )?.[1];
      assert.ok(id, result.stdout);
      for (const origin of [servers[0].url, servers[1].url, site, site]) {
        assert.deepEqual(await served(origin), {
          release: id,
          status: 200,
          text: 'var build = "through-the-api";',
        });
      }
      // Where the first server reads, and nowhere else on its data folder.
      assert.ok(fs.existsSync(path.join(sharedReleases, 'mf-shorts', id)));
      assert.equal(fs.existsSync(path.join(dirs[1], 'releases')), false);
    });

    it('with no server on its folder, publishes into the database every server reads', async () => {
      const idle = makeTempDir('paid-cluster-release-idle');
      dirs.push(idle);
      const result = release({ PAID_DATA_DIR: idle, DATABASE_URL: database.url! }, 'direct');
      assert.equal(result.status, 0, result.stderr);
      const id =
        /^Published mf_shorts release (\S+) in [\d.]+ s\. mf_shorts now serves release \1\.$/.exec(
          result.stdout.trim(),
        )?.[1];
      assert.ok(id, result.stdout);
      for (const origin of [servers[0].url, servers[1].url]) {
        assert.deepEqual(await served(origin), {
          release: id,
          status: 200,
          text: 'var build = "direct";',
        });
      }
      assert.deepEqual(fs.readdirSync(idle), []);
    });
  });
}
