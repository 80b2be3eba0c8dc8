// `npm test -w server` (and `npm run test:server`): every server test file, in a few processes
// instead of one process per file. Starting a process and loading the server's modules
// through tsx costs about 1.8 s and 2.7 s of CPU (the loader runs each of several hundred
// modules through its hooks on a second thread); with 147 files that was ~400 of the suite's
// ~1,050 s of CPU. Here the files are dealt into SHARDS groups, each group one entry file
// that imports its test files, and node:test runs CONCURRENCY entries at a time.
// Inside a group the files run one after another in one process, so a test file must leave
// nothing behind that another would see (the databases, apps and mocks it made: it closes
// and restores them, as it had to already for its process to end).
//
//   node scripts/run-tests.mjs                 every file
//   node scripts/run-tests.mjs test/a.test.ts  only those files (in one group each)
//   PAID_TEST_SHARDS=1 PAID_TEST_CONCURRENCY=1 ...   one process for everything
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(serverDir, 'test');
// Three at a time on CI's 2 cores: the tests wait on timers, Janus, ffmpeg and child servers
// for part of their time, so two at a time left the cores 30 % idle (PostgreSQL included:
// 7.1 min with 8 groups two at a time, 6.0 min with 9 three at a time, same CPU).
const SHARDS = Number(process.env.PAID_TEST_SHARDS ?? 9);
const CONCURRENCY = Number(process.env.PAID_TEST_CONCURRENCY ?? 3);

const named = process.argv.slice(2).map((file) => path.resolve(file));
const files = named.length
  ? named
  : readdirSync(testDir)
      .filter((name) => name.endsWith('.test.ts'))
      .sort()
      .map((name) => path.join(testDir, name));

// Largest first onto the lightest group (by file size, a rough stand-in for run time), so no
// one group is left running long after the others have ended.
const groups = Array.from({ length: named.length ? files.length : SHARDS }, () => ({
  size: 0,
  files: [],
}));
for (const file of [...files].sort((a, b) => statSync(b).size - statSync(a).size)) {
  const lightest = groups.reduce((best, group) => (group.size < best.size ? group : best));
  lightest.files.push(file);
  lightest.size += statSync(file).size;
}

const entryDir = mkdtempSync(path.join(os.tmpdir(), 'paid-server-tests-'));
const entries = groups
  .filter((group) => group.files.length > 0)
  .map((group, index) => {
    const entry = path.join(entryDir, `group-${index + 1}.test.mjs`);
    const imports = group.files
      .sort()
      .map((file) => `import ${JSON.stringify(pathToFileURL(file).href)};`);
    writeFileSync(entry, `${imports.join('\n')}\n`);
    return entry;
  });

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, ...entries],
  { cwd: serverDir, stdio: 'inherit' },
);
const cleanUp = () => rmSync(entryDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
