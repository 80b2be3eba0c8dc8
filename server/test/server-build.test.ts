import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { makePgliteDataDir } from './helpers/test-databases';

// `npm start` runs the compiled server (`node server/dist/main.js`, scripts/build.mjs), not
// tsx: the build must run on its own, with shared-api bundled in and the migrations and
// census data found from dist/.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const running: ServerProcess[] = [];
after(() => killRunning(running));

describe('the compiled server', () => {
  it('builds, migrates a fresh database and answers with plain node', async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR });
    const main = fs.readFileSync(path.join(SERVER_DIR, 'dist/main.js'), 'utf8');
    // Workspace TypeScript is inlined; no import of shared-api is left for node to resolve.
    assert.doesNotMatch(main, /from ["']shared-api/);
    assert.ok(fs.existsSync(path.join(SERVER_DIR, 'dist/admin.js')));

    const server = await spawnServer({ PAID_DATA_DIR: await makePgliteDataDir() }, [
      'dist/main.js',
    ]);
    running.push(server);
    await waitForHealth(server);
    // The census file (counties) and the migrated schema (the totals tables).
    const counties = (await (await fetch(`${server.url}/api/counties/CA`)).json()) as unknown[];
    assert.equal(counties.length, 58);
    const summary = await fetch(`${server.url}/api/competition/all-states`);
    assert.equal(summary.status, 200, await summary.text());
    // A domain error through the compiled error handler: the same 401 body as ever.
    const upload = await fetch(`${server.url}/api/objects/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(upload.status, 401);
    assert.equal(await upload.text(), '{"message":"Not logged in"}');

    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0, server.output());
  });
});
