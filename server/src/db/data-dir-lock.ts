import fs from 'node:fs';
import path from 'node:path';

// PGlite does not lock its data folder, and two processes writing one folder silently lose
// committed data. So before PGlite opens, the server creates a lock file atomically (`wx`
// fails when it exists) holding its PID, and refuses to start while that PID is alive.

export const LOCK_FILE_NAME = 'paid-server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another PAID server (${ownerPid > 0 ? `pid ${ownerPid}` : 'pid unknown'}) is already using the data folder ${dataDir}. ` +
        'Stop it first, or set PAID_DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file (only if it is still ours). Safe to call more than once. */
  release(): void;
}

/** Lock files this process holds, so a second open in the same process is refused too. */
const heldByThisProcess = new Set<string>();

function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function looksLikeNode(pid: number): boolean {
  // After a container restart a stale lock's PID may belong to an unrelated process (PIDs
  // restart from 1). On Linux we can tell: a PAID server's command line names node.
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS) or no access: assume it could be ours
  }
}

function isAlive(pid: number, lockPath: string): boolean {
  if (pid === process.pid) return heldByThisProcess.has(lockPath);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return looksLikeNode(pid);
}

/** A lock file with no PID yet: its writer is between `open` and `write`, or died there. */
function isFreshEmptyFile(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs < 10_000;
  } catch {
    return false;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, `${process.pid}\n`);
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The PID holding `lockPath` if that holder is alive (0 when alive but not yet written). */
function liveOwner(lockPath: string): number | undefined {
  const pid = readOwnerPid(lockPath);
  if (pid === undefined) return isFreshEmptyFile(lockPath) ? 0 : undefined;
  return isAlive(pid, lockPath) ? pid : undefined;
}

/**
 * Takes the data folder's lock or throws DataDirLockedError. A lock left by a dead process
 * (killed with SIGKILL, a crash, a power cut) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const folder = path.resolve(dataDir);
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, LOCK_FILE_NAME);
  // Removing a stale lock is guarded by a second lock file, so two servers starting at the
  // same moment cannot each delete the other's fresh lock and both believe they hold it.
  const takeoverPath = `${lockPath}.takeover`;

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      return makeLock(lockPath);
    }
    const stalePid = readOwnerPid(lockPath);
    const owner = liveOwner(lockPath);
    if (owner !== undefined) throw new DataDirLockedError(folder, owner);

    if (!tryCreate(takeoverPath)) {
      const rival = liveOwner(takeoverPath);
      if (rival !== undefined) throw new DataDirLockedError(folder, rival);
      fs.rmSync(takeoverPath, { force: true }); // left by a server that died mid-takeover
      continue;
    }
    try {
      // Still the same stale lock? (Another server may have replaced it meanwhile.)
      if (readOwnerPid(lockPath) === stalePid) fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(takeoverPath, { force: true });
    }
  }
  throw new DataDirLockedError(folder, readOwnerPid(lockPath) ?? 0);
}

function makeLock(lockPath: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldByThisProcess.delete(lockPath);
    process.removeListener('exit', release);
    // Never delete a lock another process took over after ours was judged stale.
    if (readOwnerPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  // Last resort for exits that skip the normal shutdown (process.exit, uncaught errors).
  process.on('exit', release);
  return { path: lockPath, release };
}
