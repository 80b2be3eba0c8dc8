// Part of `npm run bench` (alone: `npx tsx src/build-time.ts`): wall-clock time of a
// production build of the whole site (`npm run build`, every workspace through lerna) and of
// one remote alone (`npm run build -w mf-shorts`, what redeploying a remote costs). Run
// before the other benchmarks, which measure what this build produced.
// BENCH_SKIP_BUILD=1 skips it (the site must then be built already) and the report shows the
// last measured figures from results/build-time.json, with their date.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/app-under-test';

const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results/build-time.json');

export interface BuildFigures {
  command: string;
  seconds: number;
}

export interface BuildTimeFigures {
  date: string;
  builds: BuildFigures[];
  /** The machine's 1-minute load average before the first build: other work shares the cores. */
  loadAverageBefore: number;
}

const BUILDS = [
  { command: 'npm run build', args: ['run', 'build'] },
  { command: 'npm run build -w mf-shorts', args: ['run', 'build', '-w', 'mf-shorts'] },
];

function timeBuild(command: string, args: string[]): BuildFigures {
  console.log(`timing \`${command}\`...`);
  const startedAt = performance.now();
  const run = spawnSync('npm', args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = Math.round((performance.now() - startedAt) / 100) / 10;
  if (run.status !== 0) throw new Error(`\`${command}\` failed (exit ${run.status})`);
  console.log(`  ${seconds} s`);
  return { command, seconds };
}

export function measureBuildTime(): BuildTimeFigures {
  const loadAverageBefore = Math.round(os.loadavg()[0] * 100) / 100;
  return {
    date: new Date().toISOString(),
    builds: BUILDS.map(({ command, args }) => timeBuild(command, args)),
    loadAverageBefore,
  };
}

export function writeBuildTimeResults(result: BuildTimeFigures): void {
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
}

/** Builds and times, unless BENCH_SKIP_BUILD=1: then the last figures (or null). */
export function buildTimeForReport(): { figures: BuildTimeFigures | null; skipped: boolean } {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    const last = existsSync(RESULTS_FILE)
      ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as BuildTimeFigures)
      : null;
    return { figures: last, skipped: true };
  }
  const figures = measureBuildTime();
  writeBuildTimeResults(figures);
  return { figures, skipped: false };
}

export function buildTimeTable({
  figures,
  skipped,
}: {
  figures: BuildTimeFigures | null;
  skipped: boolean;
}): string {
  if (!figures) return 'Not measured: this run had BENCH_SKIP_BUILD=1 and no earlier figures.';
  return [
    skipped
      ? `This run had BENCH_SKIP_BUILD=1; the figures are the last measured, on ${figures.date}.`
      : `Production builds, one after the other; the machine's load average was ` +
        `${figures.loadAverageBefore} before the first.`,
    '',
    '| command | seconds |',
    '| --- | ---: |',
    ...figures.builds.map((build) => `| \`${build.command}\` | ${build.seconds} |`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measureBuildTime();
  writeBuildTimeResults(result);
  console.log(`\n${buildTimeTable({ figures: result, skipped: false })}`);
}
