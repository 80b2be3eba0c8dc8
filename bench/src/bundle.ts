// `npm run bench:bundle`: for each route, the JavaScript that loads in Chromium (bytes as
// served and gzip-compressed) and the requests made before the page is usable (its heading
// visible and the network idle). Fails if any shared singleton loads twice.
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { SITE_ROUTES } from '../../e2e/lib/site-routes';
import { singletonProblems } from '../../e2e/lib/singletons';
import { REPO_ROOT, assertSiteBuilt, startServer } from './lib/app-under-test';

const HOME_BUDGET_GZIP = 200 * 1024;

interface RouteFigures {
  path: string;
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  requests: number;
  singletonProblems: string[];
  /** Each script: path and gzip bytes, largest first. */
  files: { path: string; gzipBytes: number }[];
}

export async function measureBundles(): Promise<RouteFigures[]> {
  assertSiteBuilt();
  const server = await startServer(3290);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const figures: RouteFigures[] = [];
  try {
    // BENCH_ROUTES=/home,/Shorts measures only those (a quick check while working on one).
    const only = process.env.BENCH_ROUTES?.split(',');
    for (const route of SITE_ROUTES.filter((r) => !only || only.includes(r.path))) {
      const context = await browser.newContext(); // cold cache per route
      const page = await context.newPage();
      let requests = 0;
      const scripts = new Map<string, Buffer>();
      page.on('request', () => requests++);
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), await response.body());
        } catch {
          // a script aborted by navigation has no body
        }
      });
      await page.goto(`${server.url}${route.path}`);
      await page.getByRole('heading', { name: route.heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const bodies = [...scripts.values()];
      const files = [...scripts.entries()]
        .map(([url, body]) => ({
          path: new URL(url).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      figures.push({
        path: route.path,
        scripts: bodies.length,
        jsBytes: bodies.reduce((sum, body) => sum + body.length, 0),
        jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
        requests,
        singletonProblems: singletonProblems([...scripts.keys()]).filter(
          (p) => !p.includes('not loaded'),
        ),
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return figures;
}

/** The target line and the largest scripts of /home, so a miss says where the bytes are. */
export function homeBudgetSummary(figures: RouteFigures[]): string {
  const home = figures.find((f) => f.path === '/home');
  if (!home) return '';
  const kb = (n: number) => (n / 1024).toFixed(1);
  const verdict = home.jsGzipBytes <= HOME_BUDGET_GZIP ? 'met' : 'MISSED';
  const largest = home.files
    .slice(0, 8)
    .map((file) => `| \`${file.path.split('/').pop()}\` | ${kb(file.gzipBytes)} |`);
  return [
    `\`/home\`: ${kb(home.jsGzipBytes)} KB gzip (target <= 200 KB): **${verdict}**.`,
    '',
    '| largest scripts on /home | KB gzip |',
    '| --- | ---: |',
    ...largest,
  ].join('\n');
}

export function bundleTable(figures: RouteFigures[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const rows = figures.map(
    (f) =>
      `| \`${f.path}\` | ${f.scripts} | ${kb(f.jsBytes)} | ${kb(f.jsGzipBytes)} | ${f.requests} | ${f.singletonProblems.length ? f.singletonProblems.join('; ') : 'once each'} |`,
  );
  return [
    '| route | JS files | JS KB | JS KB gzip | requests until usable | singletons |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureBundles();
  const table = bundleTable(figures);
  console.log(table);
  const home = figures.find((f) => f.path === '/home');
  const homeOk = home !== undefined && home.jsGzipBytes <= HOME_BUDGET_GZIP;
  console.log(
    `\n/home: ${(home!.jsGzipBytes / 1024).toFixed(1)} KB gzip (target <= 200 KB): ${homeOk ? 'met' : 'MISSED'}`,
  );
  mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench/results/bundle.json'),
    JSON.stringify(figures, null, 2),
  );
  const problems = figures.flatMap((f) => f.singletonProblems.map((p) => `${f.path}: ${p}`));
  if (problems.length) {
    console.error(`\nShared singletons loaded more than once:\n${problems.join('\n')}`);
    process.exit(1);
  }
}
