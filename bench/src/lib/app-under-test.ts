import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * The real server, for measuring: on a fresh data folder with the demo data, or on
 * `dataDir` when given (prepared by the caller, who also removes it).
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  { dataDir: givenDataDir }: { dataDir?: string } = {},
) {
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'paid-bench-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')],
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
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
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
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
