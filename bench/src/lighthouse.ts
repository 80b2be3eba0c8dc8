// `npm run bench:lighthouse`: Lighthouse (the npm package, offline) on the built site served
// by the real server on a fresh data folder with the demo data, in Debian's Chromium. Per
// page: the performance, accessibility and best-practices scores, the main timings, and the
// audits that cost points in accessibility and best practices. Lighthouse's default run:
// a mid-range phone with simulated slow 4G and a 4x slower CPU, so performance is the
// figure of a phone on a poor network, not of this machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { measuredPages } from '../../e2e/lib/measured-pages';
import { startDonateExperiment } from './lib/donate-experiment';
import { writeResults } from './lib/results';
import { REPO_ROOT, assertSiteBuilt, startServer } from './lib/app-under-test';

/** LIGHTHOUSE_PORT: where the measured server listens (a free port of the machine). */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3296);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/**
 * Runs per page (LIGHTHOUSE_RUNS). Lighthouse's performance score moves by several points from
 * one run to the next on a shared 2-core machine (its CPU timings are multiplied by 4), so the
 * report shows the median run and the range, as Lighthouse's own docs advise.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * LIGHTHOUSE_LANGUAGE=es measures the pages as a browser that asks for that language gets them
 * (its Accept-Language; docs/languages.md): the words, catalogues and first paint in it.
 */
const LANGUAGE = process.env.LIGHTHOUSE_LANGUAGE;
type Category = (typeof CATEGORIES)[number];

/** The timings worth a glance, by Lighthouse audit id. */
const TIMINGS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;

export interface LighthousePage {
  path: string;
  /** 0-100 per category. */
  scores: Record<Category, number>;
  /** Display values, e.g. '2.1 s'. */
  timings: Record<(typeof TIMINGS)[keyof typeof TIMINGS], string>;
  /** Accessibility and best-practices audits that failed, as 'category: id (title)'. */
  failedAudits: string[];
  /** Performance scores of every run, in run order; the row above is the median run. */
  performanceRuns: number[];
  /** The 1-minute load average at the start of each run, in run order. */
  loadAverages: number[];
  /** The largest contentful paint's element (its selector and a snippet), for diagnosis. */
  lcpElement: string;
  /** The machine's 1-minute load average when the run started. */
  loadAverage: number;
}

export interface LighthouseFigures {
  lighthouseVersion: string;
  chromium: string;
  pages: LighthousePage[];
}

/** The measured pages (e2e/lib/measured-pages.ts), with the demo's Casey Morales by name. */
async function pagesToMeasure(url: string): Promise<string[]> {
  const candidates: { id: number; name: string }[] = await (
    await fetch(`${url}/api/candidates/CA`)
  ).json();
  const candidate = candidates.find((c) => c.name === 'Casey Morales') ?? candidates[0];
  if (!candidate) throw new Error('the demo data has no California candidate');
  // LIGHTHOUSE_EXPERIMENT=1: the donate page is measured with an experiment running.
  if (process.env.LIGHTHOUSE_EXPERIMENT === '1') await startDonateExperiment(url, candidate.id);
  return measuredPages(candidate.id);
}

/** The first few items of a failed audit (which console error, which issue), for the report. */
function describeItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const described = items.slice(0, 3).map((item) => {
    const text = ['issueType', 'description', 'source', 'url']
      .map((key) => item[key])
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .join(' ');
    return text.replace(/\s+/g, ' ').slice(0, 160);
  });
  return described.length > 0 ? `: ${described.join('; ')}` : '';
}

/** The LCP element's selector and snippet from the 'largest-contentful-paint-element' audit. */
function lcpElementOf(audits: Record<string, { details?: unknown } | undefined>): string {
  type Node = { type?: string; selector?: string; snippet?: string };
  type Table = { items?: { items?: { node?: Node }[]; node?: Node }[] };
  const details = audits['largest-contentful-paint-element']?.details as Table | undefined;
  const first = details?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  if (!node) return '-';
  return `${node.selector ?? ''} ${node.snippet ?? ''}`.replace(/\s+/g, ' ').slice(0, 140);
}

/** One Lighthouse run of one page. */
async function measurePage(
  url: string,
  port: number,
): Promise<{
  lighthouseVersion: string;
  page: Omit<LighthousePage, 'path' | 'performanceRuns' | 'loadAverages'>;
}> {
  const loadAverage = Math.round(os.loadavg()[0] * 100) / 100;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(LANGUAGE ? { extraHeaders: { 'Accept-Language': LANGUAGE } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const timings = Object.fromEntries(
    Object.entries(TIMINGS).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '-']),
  ) as LighthousePage['timings'];
  const failedAudits = (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null)
      .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        return `${category}: ${ref.id} (${audit?.title})${describeItems(audit?.details)}`;
      }),
  );
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    page: { scores, timings, failedAudits, lcpElement: lcpElementOf(lhr.audits), loadAverage },
  };
}

const DISABLE_FEATURES = '--disable-features=';

/**
 * chrome-launcher's own flags (the ones Lighthouse is run with) and the e2e suite's offline
 * flags, in the new headless mode Lighthouse expects. Both sets carry a `--disable-features`
 * list and Chromium keeps only the last of several, so passing ours beside chrome-launcher's
 * dropped its list (RenderDocument, Translate, MediaRouter, ...): here they are merged.
 */
export function lighthouseChromeFlags(): string[] {
  const flags = [
    ...chromeLauncher.Launcher.defaultFlags(),
    '--headless=new',
    ...(CHROMIUM_LAUNCH.args ?? []),
  ];
  const features = flags
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  return [
    ...flags.filter((flag) => !flag.startsWith(DISABLE_FEATURES)),
    `${DISABLE_FEATURES}${[...new Set(features)].join(',')}`,
  ];
}

export async function measureLighthouse(): Promise<LighthouseFigures> {
  assertSiteBuilt();
  const server = await startServer(PORT);
  const chromePath =
    process.env.CHROME_PATH ?? CHROMIUM_LAUNCH.executablePath ?? '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true, // they are in lighthouseChromeFlags(), merged with ours
    chromeFlags: lighthouseChromeFlags(),
  });
  const pages: LighthousePage[] = [];
  let lighthouseVersion = '';
  try {
    // LIGHTHOUSE_PAGES=/home,/Shorts measures only those (a quick check while working).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const toMeasure = (await pagesToMeasure(server.url)).filter((p) => !only || only.includes(p));
    for (const pagePath of toMeasure) {
      const runs: Omit<LighthousePage, 'performanceRuns' | 'loadAverages'>[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const measured = await measurePage(`${server.url}${pagePath}`, chrome.port);
        lighthouseVersion = measured.lighthouseVersion;
        runs.push({ ...measured.page, path: pagePath });
      }
      const performanceRuns = runs.map((run) => run.scores.performance);
      const loadAverages = runs.map((run) => run.loadAverage);
      const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
        Math.floor(runs.length / 2)
      ];
      pages.push({ ...median, performanceRuns, loadAverages });
      console.log(
        `${pagePath}: performance ${median.scores.performance} (runs ${performanceRuns.join(', ')}), accessibility ${median.scores.accessibility}, best practices ${median.scores['best-practices']}, LCP ${median.timings.LCP} (${median.lcpElement}), load ${loadAverages.join(' / ')}`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return { lighthouseVersion, chromium: chromePath, pages };
}

export function lighthouseTable(figures: LighthouseFigures): string {
  const rows = figures.pages.map(
    (page) =>
      `| \`${page.path}\` | ${page.scores.performance} | ${Math.min(...page.performanceRuns)}-${Math.max(...page.performanceRuns)} | ${page.scores.accessibility} | ${page.scores['best-practices']} | ${page.timings.FCP} | ${page.timings.LCP} | ${page.timings.TBT} | ${page.timings.CLS} | ${page.loadAverages.join(' / ')} |`,
  );
  const failed = figures.pages.flatMap((page) =>
    page.failedAudits.map((audit) => `- \`${page.path}\`: ${audit}`),
  );
  return [
    `Lighthouse ${figures.lighthouseVersion} in Debian's Chromium${LANGUAGE ? ` (Accept-Language: ${LANGUAGE})` : ''}, default (mobile) settings: simulated slow 4G and a ` +
      `4x slower CPU. Scores out of 100; each page is measured ${figures.pages[0]?.performanceRuns.length ?? RUNS} times ` +
      "and the row is its median performance run (the range beside it). Load: the machine's " +
      '1-minute load average as each run started (2 cores; the 4x CPU slowdown multiplies it).',
    '',
    '| page | performance | range | accessibility | best practices | FCP | LCP | TBT | CLS | load |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    failed.length > 0
      ? `Audits that cost accessibility or best-practices points:\n\n${failed.join('\n')}`
      : 'No accessibility or best-practices audit failed.',
  ].join('\n');
}

export function writeLighthouseResults(figures: LighthouseFigures): void {
  writeResults('lighthouse', figures);
}

export const LIGHTHOUSE_HEADING = '## Lighthouse: performance, accessibility, best practices';

/**
 * Run alone, the section of bench/REPORT.md is replaced (or added before the hand-written
 * notes) in place; `npm run bench` writes the whole report, this section included.
 */
function updateReportSection(section: string): void {
  const file = path.join(REPO_ROOT, 'bench/REPORT.md');
  const report = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark report\n';
  const block = `${LIGHTHOUSE_HEADING}\n\n${section}\n\n`;
  const start = report.indexOf(LIGHTHOUSE_HEADING);
  let updated: string;
  if (start !== -1) {
    const next = report.indexOf('\n## ', start + LIGHTHOUSE_HEADING.length);
    updated = report.slice(0, start) + block + (next === -1 ? '' : report.slice(next + 1));
  } else {
    const notes = report.indexOf('\n## Notes');
    updated =
      notes === -1
        ? `${report.trimEnd()}\n\n${block}`
        : `${report.slice(0, notes + 1)}${block}${report.slice(notes + 1)}`;
  }
  writeFileSync(file, updated);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureLighthouse();
  writeLighthouseResults(figures);
  const section = lighthouseTable(figures);
  updateReportSection(section);
  console.log(`\n${section}`);
}
