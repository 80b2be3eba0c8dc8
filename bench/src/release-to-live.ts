// Part of `npm run bench` (alone: `npm run bench:release`): how long a team waits from
// `npm run release -w mf-shorts` to its release being what new pages load, with a server
// running (the command publishes through its admin API, as in production). Timed from the
// command's start to the first /remotes.json that names the new release; the goal is 20 s.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, assertSiteBuilt, startServer } from './lib/app-under-test';

const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results/release-to-live.json');
const PORT = 3391;
const GOAL_SECONDS = 20;

export interface ReleaseFigures {
  date: string;
  /** From the command's start to the first page list naming the release. */
  releaseToLiveSeconds: number;
  /** The command alone (webpack build, copy, record). */
  commandSeconds: number;
  loadAverageBefore: number;
}

async function liveShortsRelease(url: string): Promise<string | undefined> {
  const list = (await (await fetch(`${url}/remotes.json`)).json()) as {
    name: string;
    release?: string;
  }[];
  return list.find((remote) => remote.name === 'mf_shorts')?.release;
}

export async function measureReleaseToLive(): Promise<ReleaseFigures> {
  assertSiteBuilt();
  const server = await startServer(PORT);
  try {
    const before = await liveShortsRelease(server.url);
    const loadAverageBefore = Math.round(os.loadavg()[0] * 100) / 100;
    const started = performance.now();
    let commandSeconds = 0;
    const command = new Promise<void>((resolve, reject) => {
      const child = spawn('npm', ['run', 'release', '-w', 'mf-shorts'], {
        cwd: REPO_ROOT,
        // The server's data folder, so the command finds it and goes through its admin API.
        env: { ...process.env, PAID_DATA_DIR: server.dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.once('exit', (code) => {
        commandSeconds = (performance.now() - started) / 1000;
        if (code === 0) resolve();
        else reject(new Error(`npm run release -w mf-shorts failed (exit ${code})`));
      });
    });
    let done = false;
    void command.finally(() => (done = true)).catch(() => undefined);
    let liveAt: number | undefined;
    while (liveAt === undefined) {
      const release = await liveShortsRelease(server.url);
      if (release !== before) liveAt = performance.now();
      else if (done) await command; // failed: throws; succeeded without a change: check again
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await command;
    return {
      date: new Date().toISOString(),
      releaseToLiveSeconds: Math.round((liveAt - started) / 100) / 10,
      commandSeconds: Math.round(commandSeconds * 10) / 10,
      loadAverageBefore,
    };
  } finally {
    await server.stop();
  }
}

export function writeReleaseResults(figures: ReleaseFigures): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(figures, null, 2)}\n`);
}

export function releaseTable(figures: ReleaseFigures): string {
  const met = figures.releaseToLiveSeconds <= GOAL_SECONDS ? 'met' : '**MISSED**';
  return [
    `\`npm run release -w mf-shorts\` with a server running on the embedded database; the ` +
      `machine's load average was ${figures.loadAverageBefore} before it.`,
    '',
    '| measure | seconds |',
    '| --- | ---: |',
    `| command start to the first page list naming the release | ${figures.releaseToLiveSeconds} |`,
    `| the command alone (build, copy, record) | ${figures.commandSeconds} |`,
    '',
    `Goal: live within ${GOAL_SECONDS} s: ${met}.`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureReleaseToLive();
  writeReleaseResults(figures);
  console.log(releaseTable(figures));
}
