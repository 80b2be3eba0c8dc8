import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import {
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { makePgliteDataDir } from './helpers/test-databases';

// The real thing: server processes (the compiled server) sharing one PAID_DATA_DIR.

const startServer = (dataDir: string) => spawnServer({ PAID_DATA_DIR: dataDir });

const running: ServerProcess[] = [];
after(() => killRunning(running));

describe('server processes on one data folder', () => {
  it('refuses a second server, takes over after a crash, and releases the lock on SIGTERM', async () => {
    const dataDir = await makePgliteDataDir();
    const lockPath = path.join(dataDir, LOCK_FILE_NAME);

    const first = await startServer(dataDir);
    running.push(first);
    await waitForHealth(first);
    assert.equal(fs.readFileSync(lockPath, 'utf8').trim(), String(first.child.pid));

    const second = await startServer(dataDir);
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

    const third = await startServer(dataDir);
    running.push(third);
    await waitForHealth(third);
    const health = await fetch(`${third.url}/api/health`);
    const answer = await health.json();
    assert.deepEqual(
      { status: answer.status, database: answer.database },
      { status: 'ok', database: 'pglite' },
    );

    third.child.kill('SIGTERM');
    assert.equal(await third.exited, 0);
    assert.equal(fs.existsSync(lockPath), false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
