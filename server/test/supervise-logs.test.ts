import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { makeTempDir } from './helpers/temp-dir';

// The servers' logs in `npm run start:cluster`: their supervisor (server/scripts/supervise.mjs)
// writes the output through pino-roll, a new file each --log-size, the newest --log-keep
// kept (the one being written among them, which current.log links to; pino-roll's clean-up
// runs as each file rolls, so one more may be left for a moment). A chatty command here
// writes 200 KB against 10 KB files.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CHATTY = `
const line = 'x'.repeat(99);
let rounds = 0;
const timer = setInterval(() => {
  for (let n = 0; n < 100; n += 1) console.log(line);
  if (++rounds === 20) {
    clearInterval(timer);
    console.log('all written');
    setInterval(() => {}, 1000);
  }
}, 10);
`;

/** A file's text, or '' when the clean-up of a roll removed it meanwhile. */
function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the supervisor rotates its server output', () => {
  const dir = makeTempDir('paid-supervise-logs');
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rolls files by size, keeps the newest and links the current one', async () => {
    const supervisor = spawn(
      process.execPath,
      [
        'scripts/supervise.mjs',
        ...['--name', 'chatty', '--log', dir, '--log-size', '10k', '--log-keep', '3', '--'],
        ...[process.execPath, '-e', CHATTY],
      ],
      { cwd: SERVER_DIR, stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => supervisor.once('exit', resolve));
    // Should an assertion fail, the supervisor must not outlive the test (it would hold the
    // test process, and the whole suite, open).
    after(() => supervisor.kill('SIGKILL'));
    const current = path.join(dir, 'current.log');
    const logs = () => fs.readdirSync(dir).filter((name) => /^chatty\.\d+\.log$/.test(name));
    // Generous: a loaded 2-core CI machine rolls slowly; the rolling, not its speed, is tested.
    const deadline = Date.now() + 60_000;
    while (!logs().some((name) => readIfThere(path.join(dir, name)).includes('all written'))) {
      assert.ok(Date.now() < deadline, `the output was never all written: ${logs().join(', ')}`);
      await sleep(100);
    }
    // The last roll's clean-up runs after its write.
    await sleep(500);
    supervisor.kill('SIGTERM');
    await exited;
    const files = logs();
    const numbers = files.map((name) => Number(name.split('.')[1])).sort((a, b) => a - b);
    // Many files were written (about 10, each filled past 10 KB before it rolls); the newest 3
    // are left (4 when the last clean-up listed the folder before the newest file was made).
    const newest = numbers.at(-1)!;
    assert.ok(newest >= 6, `rolled only to ${newest}`);
    assert.ok([3, 4].includes(files.length), files.join(', '));
    assert.deepEqual(
      numbers,
      numbers.map((_, n) => newest - numbers.length + 1 + n),
    );
    assert.equal(fs.readlinkSync(current), `chatty.${newest}.log`);
    assert.match(fs.readFileSync(current, 'utf8'), /chatty: stopped \(SIGTERM\)\n$/);
  });
});
