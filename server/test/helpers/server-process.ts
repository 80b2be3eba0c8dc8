import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Real server processes (the server compiled, as `npm start` runs it) for the tests that need
// the real thing: a crash, a lock between processes, two servers on one PostgreSQL. Each
// listens on a free port of 127.0.0.1 with an empty PGlite database unless `env` says otherwise, and keeps
// what it writes so a failure can show it.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server with `env` over these defaults, without waiting for it (see waitForHealth).
 * `args` are node's: the server compiled for this test process by default, or e.g.
 * `['dist/main.js']` for the build.
 */
export async function spawnServer(
  env: Record<string, string>,
  args?: readonly string[],
): Promise<ServerProcess> {
  args ??= await compiledServerArgs();
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PAID_EMPTY: '1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so killRunning also ends what the server started (Janus),
    // even after the test killed the server itself.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until GET /api/health answers ok; throws with the output when it exits or times out. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * SIGKILLs each server's process group, the server and what it started (Janus): for a test
 * file's after(). A server the test killed already may have left its media server running.
 */
export function killRunning(servers: readonly Pick<ServerProcess, 'child'>[]): void {
  for (const server of servers) {
    try {
      if (server.child.pid) process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
}

/**
 * The compiled server and support commands (`node <folder>/main.js`, `admin.js`, as
 * `npm start` and `npm run start:cluster` run them), built once per test process (esbuild,
 * 0.35 s) into a folder of its own under server/ and removed when the process exits. Through
 * tsx each start transpiled the whole server first: 1.2-2 s more CPU a server start and about
 * 1 s an admin command, which on a loaded 2-core CI machine also took a 10 s restart budget
 * alone. Answers node's arguments (for spawnServer).
 */
let compiled: Promise<string> | undefined;
function compiledDir(): Promise<string> {
  compiled ??= (async () => {
    const name = `.paid-test-dist-${process.pid}`;
    const outdir = path.join(SERVER_DIR, name);
    process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outdir', name], {
      cwd: SERVER_DIR,
    });
    return outdir;
  })();
  return compiled;
}
export const compiledServerArgs = async () => [
  '--enable-source-maps',
  path.join(await compiledDir(), 'main.js'),
];
export const compiledAdminArgs = async () => [
  '--enable-source-maps',
  path.join(await compiledDir(), 'admin.js'),
];
