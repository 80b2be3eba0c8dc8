import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Support's `npm run admin -- <command>` against the running e2e server: on a running server
// the command goes through its admin API with the data folder's admin secret.

const repoRoot = path.resolve(__dirname, '../..');

/** The running e2e server's data folder, named the way playwright.config.ts names it. */
export function e2eDataDir(): string {
  return path.join(
    repoRoot,
    process.env.E2E_PORT ? `.paid-e2e-data-${process.env.E2E_PORT}` : '.paid-e2e-data',
  );
}

/** Runs the admin command with `args`; answers what it printed. Throws when it fails. */
export function runAdminCommand(...args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'server/src/admin.ts'), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, PAID_DATA_DIR: e2eDataDir() },
      stdio: 'pipe',
      encoding: 'utf8',
    },
  ).trim();
}
