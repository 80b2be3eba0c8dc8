// node server/scripts/supervise.mjs --log <folder> [--name server-1] [--log-size 20m]
//   [--log-keep 5] -- <command> [args...]
//
// Keeps one server (or HAProxy) running for `npm run start:cluster` (scripts/start-cluster.sh). When the
// command exits by itself (a crash, a SIGKILL, the out-of-memory killer) it is started again
// after a pause that doubles from 1 s up to 30 s, back to 1 s once a run lasted a minute, so a
// server that keeps failing is not restarted in a tight loop. Meanwhile HAProxy's health
// checks send its requests to the other servers. A first run that fails by itself within 10 s
// (an exit code, not a signal) is a start that fails, such as a bad setting: reported, not
// retried. SIGTERM or SIGINT stop the command (SIGTERM, then SIGKILL after 15 s, within the
// cluster script's 20 s), then this.
//
// The command's output and what this says go to <folder>/<name>.<n>.log through pino-roll
// (pino's rotating file stream): a new file each --log-size, the newest --log-keep files kept
// (the current one among them, which <folder>/current.log links to; one more for a moment
// while a roll's clean-up runs). The command runs in a process group of its own, ended with
// it, so what it started (Janus) never outlives it.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import roll from 'pino-roll';

const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 30_000;
/** A run this long resets the pause to FIRST_PAUSE_MS. */
const STEADY_RUN_MS = 60_000;
/** A first run that exits with an error code sooner than this is a failed start. */
const FAILED_START_MS = 10_000;
const STOP_GRACE_MS = 15_000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    log: { type: 'string' },
    name: { type: 'string', default: 'server' },
    'log-size': { type: 'string', default: '20m' },
    'log-keep': { type: 'string', default: '5' },
  },
});
const [command, ...args] = positionals;
const keep = Number(values['log-keep']);
if (!values.log || !command || !Number.isInteger(keep) || keep < 1) {
  console.error(
    'usage: supervise.mjs --log <folder> [--name <name>] [--log-size 20m] [--log-keep 5] -- <command> [args...]',
  );
  process.exit(2);
}

// Made here: pino-roll links current.log before its stream's own mkdir has run.
fs.mkdirSync(values.log, { recursive: true });
const out = await roll({
  file: path.join(values.log, values.name),
  extension: '.log',
  size: values['log-size'],
  // Files of earlier runs count too, so the folder does not grow from one run to the next.
  limit: { count: keep, removeOtherLogFiles: true },
  symlink: true,
});

const say = (message) => {
  const line = `${new Date().toISOString()} ${values.name}: ${message}\n`;
  out.write(line);
  process.stderr.write(line);
};

let child;
let runs = 0;
let pause = FIRST_PAUSE_MS;
let restart;
let stopping = false;

function finish(status) {
  out.end();
  // Exits once the last lines are written (or at once should the file be gone).
  out.once('close', () => process.exit(status));
  setTimeout(() => process.exit(status), 2_000).unref();
}

function start() {
  const startedAt = Date.now();
  runs += 1;
  child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => out.write(text));
  }
  child.once('error', (error) => {
    say(`could not start ${command}: ${error.message}`);
    finish(1);
  });
  child.once('exit', (code, signal) => {
    const { pid } = child;
    child = undefined;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // nothing of its group is left
    }
    if (stopping) {
      say(`stopped (${signal ?? `exit code ${code}`})`);
      finish(0);
      return;
    }
    const ran = Date.now() - startedAt;
    const how = `${signal ?? `exit code ${code}`} after ${(ran / 1000).toFixed(1)} s`;
    if (runs === 1 && signal === null && ran < FAILED_START_MS) {
      say(`exited while starting (${how}): not restarted`);
      finish(code || 1);
      return;
    }
    if (ran >= STEADY_RUN_MS) pause = FIRST_PAUSE_MS;
    say(`exited (${how}); restarting in ${pause / 1000} s`);
    restart = setTimeout(start, pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  });
  say(`started pid ${child.pid}`);
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  clearTimeout(restart);
  if (!child) {
    say('stopped');
    finish(0);
    return;
  }
  child.kill(signal);
  setTimeout(() => child?.kill('SIGKILL'), STOP_GRACE_MS).unref();
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
start();
