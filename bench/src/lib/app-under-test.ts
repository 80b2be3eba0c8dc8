import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import siteMap from 'shared-config/site-map';

export const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
);

/** Fails early with a clear message when the site has not been built. */
export function assertSiteBuilt(): void {
  const missing = ['shell', ...siteMap.REMOTES.map((remote) => remote.package)].filter(
    (app) => !existsSync(path.join(REPO_ROOT, app, 'dist', 'index.html')),
  );
  if (missing.length)
    throw new Error(`Build the site first (npm run build): no dist in ${missing.join(', ')}`);
}

/** A port of 127.0.0.1 that nothing listens on right now. */
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

/** What node prints on stderr about its inspector (`--inspect`): not the server's output. */
const INSPECTOR_NOTICE =
  /^(Debugger listening on |For help, see: https:\/\/nodejs\.org\/|Debugger attached\.|Debugger ending on )/;

/**
 * The real server, for measuring: on a fresh data folder with the demo data, or on
 * `dataDir` when given (prepared by the caller, who also removes it). `nodeArgs` go to node
 * before the server's script (e.g. `--inspect=127.0.0.1:<port>`, lib/inspector.ts).
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  { dataDir: givenDataDir, nodeArgs = [] }: { dataDir?: string; nodeArgs?: string[] } = {},
) {
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'paid-bench-'));
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PAID_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // As deployed: answers are not re-checked against their schemas (validate.ts).
        NODE_ENV: 'production',
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  // The server's stderr goes on to ours, line by line, without the inspector's notices.
  let partial = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (!INSPECTOR_NOTICE.test(line)) process.stderr.write(`${line}\n`);
  });
  child.stderr!.on('end', () => {
    if (partial && !INSPECTOR_NOTICE.test(partial)) process.stderr.write(`${partial}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
