import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { parseCommand, runAdminCommand } from '../src/admin';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open-db';
import { parsePublishArgs, publish } from '../src/releases/publish-cli';
import { releaseFolder } from '../src/releases/release-store';
import { readServerFile } from '../src/support/server-file';
import { makeBuild, releaseId, remote } from './helpers/release-fixtures';
import { compiledAdminArgs, compiledServerArgs } from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// `npm run release` and `npm run admin -- releases|rollback|canary|promote|drop-canary`: in
// the process with no server (the command opens the database), and as real processes while
// a server holds the data folder (through its admin API).

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('release command arguments', () => {
  it('parses the release commands, taking a remote by name or package', () => {
    assert.deepEqual(parseCommand(['releases']), { kind: 'releases', remote: undefined });
    assert.deepEqual(parseCommand(['releases', 'mf-shorts']), {
      kind: 'releases',
      remote: 'mf_shorts',
    });
    assert.deepEqual(parseCommand(['rollback', 'mf_shorts']), {
      kind: 'rollback',
      remote: 'mf_shorts',
      release: undefined,
    });
    assert.deepEqual(parseCommand(['canary', 'mf-debate', releaseId(1), '25']), {
      kind: 'canary',
      remote: 'mf_debate',
      release: releaseId(1),
      percent: 25,
    });
    assert.deepEqual(parseCommand(['promote', 'mf_shorts']), {
      kind: 'promote',
      remote: 'mf_shorts',
    });
    assert.deepEqual(parseCommand(['drop-canary', 'mf_shorts']), {
      kind: 'drop-canary',
      remote: 'mf_shorts',
    });
  });

  it('refuses bad arguments with a clear message', () => {
    assert.throws(() => parseCommand(['rollback']), /Usage/);
    assert.throws(() => parseCommand(['rollback', 'mf_nope']), /No remote named "mf_nope"/);
    assert.throws(() => parseCommand(['rollback', 'mf_shorts', 'yesterday']), /Not a release id/);
    assert.throws(
      () => parseCommand(['canary', 'mf_shorts', releaseId(1), '101']),
      /whole number 0-100/,
    );
    assert.throws(() => parseCommand(['canary', 'mf_shorts', releaseId(1), '5.5']), /0-100/);
    assert.throws(() => parseCommand(['promote']), /Usage/);
  });

  it('takes the package npm runs the release script for, or one named', () => {
    assert.equal(parsePublishArgs([], { npm_package_name: 'mf-shorts' }).remote.name, 'mf_shorts');
    assert.equal(parsePublishArgs(['mf-debate'], {}).remote.name, 'mf_debate');
    assert.equal(parsePublishArgs(['--from', '/x', 'mf_brackets'], {}).from, '/x');
    assert.throws(() => parsePublishArgs([], { npm_package_name: 'paid' }), /not a remote/);
    assert.throws(() => parsePublishArgs([], {}), /Usage/);
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`release commands (${kind})`, () => {
    let database: TestDatabase;
    let place: { dataDir: string; databaseUrl: string };
    let extraDataDir: string | undefined;
    const builds: string[] = [];

    before(async () => {
      database = await createTestDatabase(kind);
      if (kind === 'pglite') {
        place = { dataDir: database.dataDir!, databaseUrl: '' };
        // PGlite is one process's at a time: the commands open it themselves.
        await database.db.close();
      } else {
        extraDataDir = makeTempDir('paid-test-release-data');
        place = { dataDir: extraDataDir, databaseUrl: database.url! };
      }
    });
    after(async () => {
      if (kind === 'pglite') {
        database.db = await openDatabase({ dataDir: place.dataDir, databaseUrl: undefined });
      }
      await database.dispose();
      if (extraDataDir) fs.rmSync(extraDataDir, { recursive: true, force: true });
      for (const build of builds) fs.rmSync(build, { recursive: true, force: true });
    });

    const config = () =>
      loadConfig({ PAID_DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl }, []);
    const build = (label: string) => {
      const dir = makeBuild(label);
      builds.push(dir);
      return dir;
    };

    it('with no server: publishes into the database and the releases folder; admin lists and rolls back', async () => {
      const first = await publish(config(), {
        remote: remote('mf_shorts'),
        from: build('one'),
        tree: { revision: 'abc1234', uncommitted: [] },
        now: new Date(Date.UTC(2026, 10, 25, 7, 0, 1)),
      });
      assert.equal(first.id, releaseId(1));
      assert.equal(first.message, `mf_shorts now serves release ${first.id}.`);
      const folder = releaseFolder(config().releasesDir, 'mf-shorts', first.id);
      assert.equal(folder, path.join(place.dataDir, 'releases', 'mf-shorts', first.id));
      if (kind === 'pglite') {
        assert.equal(
          JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')).label,
          'one',
        );
        // Written once: the files are read-only.
        assert.equal(fs.statSync(path.join(folder, 'mf-manifest.json')).mode & 0o222, 0);
      } else {
        // On PostgreSQL the files are in the database, where every server reads them: no copy
        // in a folder no server may read.
        assert.equal(fs.existsSync(folder), false);
        const { rows } = await database.db.query<{ bytes: Buffer }>(
          `select bytes from release_files where release_id = $1 and path = 'mf-manifest.json'`,
          [first.id],
        );
        assert.equal(JSON.parse(rows[0].bytes.toString('utf8')).label, 'one');
      }

      await assert.rejects(
        publish(config(), {
          remote: remote('mf_shorts'),
          from: build('again'),
          tree: { revision: 'abc1234', uncommitted: [] },
          now: new Date(Date.UTC(2026, 10, 25, 7, 0, 1)),
        }),
        /never overwritten/,
      );

      const none = runAdminCommand(['rollback', 'mf_shorts'], config());
      await assert.rejects(none, /No release of mf_shorts before the live one/);

      const second = await publish(config(), {
        remote: remote('mf_shorts'),
        from: build('two'),
        tree: { revision: 'def5678', uncommitted: [] },
        now: new Date(Date.UTC(2026, 10, 25, 7, 0, 2)),
      });
      const listing = await runAdminCommand(['releases', 'mf-shorts'], config());
      const lines = listing.split('\n');
      assert.match(lines[0], /^remote +release +published +revision +status +errors$/);
      assert.match(
        lines[1],
        new RegExp(`^mf_shorts +${second.id} +\\d{4}-\\d{2}-\\d{2} .*def5678 +LIVE +0 errors$`),
      );
      assert.match(lines[2], new RegExp(`^mf_shorts +${first.id} .*abc1234 +- +0 errors$`));

      assert.equal(
        await runAdminCommand(['canary', 'mf_shorts', first.id, '10'], config()),
        `mf_shorts now serves release ${second.id}; canary ${first.id} for 10% of browsers.`,
      );
      assert.match(await runAdminCommand(['releases'], config()), /CANARY 10%/);
      assert.equal(
        await runAdminCommand(['promote', 'mf_shorts'], config()),
        `mf_shorts now serves release ${first.id}.`,
      );
      assert.equal(
        await runAdminCommand(['rollback', 'mf_shorts', second.id], config()),
        `mf_shorts now serves release ${second.id}.`,
      );
      assert.equal(
        await runAdminCommand(['rollback', 'mf_shorts'], config()),
        `mf_shorts now serves release ${first.id}.`,
      );
      assert.equal(
        await runAdminCommand(['drop-canary', 'mf_shorts'], config()),
        `mf_shorts now serves release ${first.id}.`,
      );
    });

    it('with a running server: the release command and admin go through its admin API', async () => {
      const child: ChildProcess = spawn(process.execPath, await compiledServerArgs(), {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          PAID_DATA_DIR: place.dataDir,
          DATABASE_URL: place.databaseUrl,
          PORT: '0',
          HOST: '127.0.0.1',
          PAID_EMPTY: '1',
          LOG_LEVEL: 'info',
          PAID_TOURNAMENT_TICK_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      try {
        const deadline = Date.now() + 60_000;
        let info = readServerFile(place.dataDir);
        while (!(info?.pid === child.pid && output.includes('PAID server ready'))) {
          if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
          if (Date.now() > deadline) throw new Error(`server not ready:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          info = readServerFile(place.dataDir);
        }
        const origin = `http://127.0.0.1:${info!.port}`;

        const result = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/releases/publish-cli.ts', 'mf-shorts', '--from', build('three')],
          {
            cwd: SERVER_DIR,
            env: { ...process.env, PAID_DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl },
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
        assert.equal(result.status, 0, `${result.stderr}\n${output}`);
        const match =
          /^Published mf_shorts release (\S+) in [\d.]+ s\. mf_shorts now serves release \1\. \(through the running server, pid \d+\)$/.exec(
            result.stdout.trim(),
          );
        assert.ok(match, result.stdout);
        const id = match[1];

        // Live on the server's next page, and its files served from their release path.
        const list = (await (await fetch(`${origin}/remotes.json`)).json()) as {
          name: string;
          release: string;
          entry: string;
        }[];
        const entry = list.find((candidate) => candidate.name === 'mf_shorts');
        assert.equal(entry?.release, id);
        const manifest = await fetch(`${origin}${entry?.entry}`);
        assert.equal(manifest.status, 200);
        assert.equal(((await manifest.json()) as { label: string }).label, 'three');

        const admin = spawnSync(
          process.execPath,
          [...(await compiledAdminArgs()), 'rollback', 'mf_shorts'],
          {
            cwd: SERVER_DIR,
            env: { ...process.env, PAID_DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl },
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
        assert.equal(admin.status, 0, admin.stderr);
        assert.match(
          admin.stdout,
          /^mf_shorts now serves release \S+\. \(through the running server, pid \d+\)/,
        );
        const after = (await (await fetch(`${origin}/api/releases`)).json()) as {
          remotes: { remote: string; live: string }[];
        };
        assert.notEqual(after.remotes.find((r) => r.remote === 'mf_shorts')?.live, id);
      } finally {
        child.kill('SIGTERM');
        assert.equal(await exited, 0, output);
      }
    });
  });
}
