import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Starts another real PAID server (its own port and data folder) and waits for health. */
export async function startAppServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = env.PORT;
  const child: ChildProcess = spawn(
    process.execPath,
    // The built server, as the suite's own (playwright.config.ts).
    ['--enable-source-maps', path.join(REPO_ROOT, 'server/dist/main.js')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
