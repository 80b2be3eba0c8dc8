import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { findJanus } from '../src/media/janus-process';
import {
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { makePgliteDataDir } from './helpers/test-databases';

// The Janus a server starts lives no longer than the server, however the server ends: a
// SIGKILL runs no exit handler of ours, and a Janus left behind keeps its ports and rooms.

const running: ServerProcess[] = [];
after(() => killRunning(running));

/** The pids of the Janus processes whose command line names `dataDir`. */
function janusOf(dataDir: string): number[] {
  let out = '';
  try {
    out = execFileSync('pgrep', ['-f', `janus -C ${dataDir}/`], { encoding: 'utf8' });
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
  return out.split('\n').filter(Boolean).map(Number);
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe(
  'the Janus of a server process',
  { skip: findJanus(undefined) ? false : 'Janus is not installed' },
  () => {
    it('ends when its server is killed with SIGKILL', async () => {
      const dataDir = await makePgliteDataDir();
      const server = await spawnServer({ PAID_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      running.push(server);
      await waitForHealth(server);
      assert.ok(await until(() => janusOf(dataDir).length > 0, 20_000), 'Janus never started');

      server.child.kill('SIGKILL'); // the server alone, not its process group
      await server.exited;
      assert.ok(
        await until(() => janusOf(dataDir).length === 0, 10_000),
        `Janus outlived its server: ${janusOf(dataDir).join(', ')}`,
      );
    });
  },
);
