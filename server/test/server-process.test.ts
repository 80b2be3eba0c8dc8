import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { makePgliteDataDir } from './helpers/test-databases';

// The real thing: `node --import tsx src/main.ts` processes sharing one PAID_DATA_DIR.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
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

function startServer(dataDir: string, port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PAID_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAID_EMPTY: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitForReady(server: Started, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('PAID server ready')) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const running: Started[] = [];
after(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe('server processes on one data folder', () => {
  it('refuses a second server, takes over after a crash, and releases the lock on SIGTERM', async () => {
    const dataDir = await makePgliteDataDir();
    const lockPath = path.join(dataDir, LOCK_FILE_NAME);

    const first = startServer(dataDir, await freePort());
    running.push(first);
    await waitForReady(first);
    assert.equal(fs.readFileSync(lockPath, 'utf8').trim(), String(first.child.pid));

    const second = startServer(dataDir, await freePort());
    running.push(second);
    assert.equal(await second.exited, 1);
    assert.match(
      second.output(),
      new RegExp(
        `Another PAID server \\(pid ${first.child.pid}\\) is already using the data folder ${dataDir}\\. ` +
          'Stop it first, or set PAID_DATA_DIR to another folder\\.',
      ),
    );

    // A crash leaves the lock file behind; the next server takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    assert.ok(fs.existsSync(lockPath));

    const port = await freePort();
    const third = startServer(dataDir, port);
    running.push(third);
    await waitForReady(third);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    assert.deepEqual(await health.json(), { status: 'ok', database: 'pglite' });

    third.child.kill('SIGTERM');
    assert.equal(await third.exited, 0);
    assert.equal(fs.existsSync(lockPath), false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
