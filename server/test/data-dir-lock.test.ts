import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { openDatabase } from '../src/db/open-db';
import { makeTempDir } from './helpers/temp-dir';
import { makePgliteDataDir } from './helpers/test-databases';

const folders: string[] = [];
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A temp folder removed when the file's tests end. */
function tempDir(): string {
  const dir = makeTempDir('paid-lock');
  folders.push(dir);
  return dir;
}

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('data-dir lock', () => {
  it('holds our PID in a lock file and removes it on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    assert.equal(lock.path, path.join(dir, LOCK_FILE_NAME));
    assert.equal(fs.readFileSync(lock.path, 'utf8').trim(), String(process.pid));
    lock.release();
    assert.equal(fs.existsSync(lock.path), false);
    lock.release(); // twice is harmless
  });

  it('refuses a second opener with a clear message while the first holds it', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    try {
      assert.throws(
        () => acquireDataDirLock(dir),
        (error: unknown) =>
          error instanceof DataDirLockedError &&
          error.message ===
            `Another PAID server (pid ${process.pid}) is already using the data folder ${dir}. ` +
              'Stop it first, or set PAID_DATA_DIR to another folder.',
      );
    } finally {
      lock.release();
    }
    acquireDataDirLock(dir).release(); // free again once released
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    assert.equal(fs.readFileSync(lockPath, 'utf8').trim(), String(process.pid));
    lock.release();
  });

  it('takes over an empty lock file once it is old (its writer died before writing)', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, '');
    assert.throws(() => acquireDataDirLock(dir), /pid unknown/);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, old, old);
    acquireDataDirLock(dir).release();
  });

  it('never deletes a lock that another process took over', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    fs.writeFileSync(lock.path, '1\n'); // as if judged stale and taken by pid 1
    lock.release();
    assert.equal(fs.readFileSync(lock.path, 'utf8').trim(), '1');
  });

  it('guards PGlite: a second openDatabase on the folder is refused until the first closes', async () => {
    const dataDir = await makePgliteDataDir();
    folders.push(dataDir);
    const first = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await assert.rejects(openDatabase({ dataDir, databaseUrl: undefined }), DataDirLockedError);
    } finally {
      await first.close();
    }
    assert.equal(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME)), false);
    const second = await openDatabase({ dataDir, databaseUrl: undefined });
    await second.close();
  });
});
