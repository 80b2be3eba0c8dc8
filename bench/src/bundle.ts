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

/**
 * Budget: /home at most 150 KB of JavaScript on the wire (the compressed bytes the server
 * sends: brotli to Chromium, see shared-config/webpack/create-webpack-config.js).
 */
const HOME_BUDGET_WIRE = 150 * 1024;

interface RouteFigures {
  path: string;
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** Compressed bytes of the script bodies as sent (Content-Encoding as negotiated). */
  jsWireBytes: number;
  /** The encodings the scripts came with, e.g. ['br']. */
  encodings: string[];
  requests: number;
  singletonProblems: string[];
  /** Each script: path and gzip bytes, largest first. */
  files: { path: string; gzipBytes: number; wireBytes: number }[];
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
      // Cold cache per route. BENCH_LANGUAGE=es: as a browser asking for that language gets it.
      const language = process.env.BENCH_LANGUAGE;
      const context = await browser.newContext(language ? { locale: language } : {});
      const page = await context.newPage();
      let requests = 0;
      const scripts = new Map<string, Buffer>();
      const wire = new Map<string, { bytes: number; encoding: string }>();
      const pending: Promise<void>[] = [];
      page.on('request', () => requests++);
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        pending.push(
          (async () => {
            try {
              const response = await request.response();
              if (!response) return;
              const [body, sizes, headers] = await Promise.all([
                response.body(),
                request.sizes(),
                response.allHeaders(),
              ]);
              scripts.set(request.url(), body);
              wire.set(request.url(), {
                bytes: sizes.responseBodySize,
                encoding: headers['content-encoding'] ?? 'identity',
              });
            } catch {
              // a script aborted by navigation has no body
            }
          })(),
        );
      });
      await page.goto(`${server.url}${route.path}`);
      // The route's English heading; in another language, the first heading React draws.
      await (
        language
          ? page.locator('#root h1').first()
          : page.getByRole('heading', { name: route.heading }).first()
      ).waitFor();
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const bodies = [...scripts.values()];
      const files = [...scripts.entries()]
        .map(([url, body]) => ({
          path: new URL(url).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          wireBytes: wire.get(url)?.bytes ?? body.length,
        }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      figures.push({
        path: route.path,
        scripts: bodies.length,
        jsBytes: bodies.reduce((sum, body) => sum + body.length, 0),
        jsGzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
        jsWireBytes: [...scripts.keys()].reduce(
          (sum, url) => sum + (wire.get(url)?.bytes ?? scripts.get(url)!.length),
          0,
        ),
        encodings: [...new Set([...wire.values()].map((w) => w.encoding))].sort(),
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
  const verdict = home.jsWireBytes <= HOME_BUDGET_WIRE ? 'met' : 'MISSED';
  const largest = home.files
    .slice(0, 8)
    .map(
      (file) =>
        `| \`${file.path.split('/').pop()}\` | ${kb(file.wireBytes)} | ${kb(file.gzipBytes)} |`,
    );
  return [
    `\`/home\`: ${kb(home.jsWireBytes)} KB of JavaScript on the wire (${home.encodings.join(', ')}; ` +
      `${kb(home.jsGzipBytes)} KB as gzip -9) (target <= 150 KB on the wire): **${verdict}**.`,
    '',
    '| largest scripts on /home | KB on the wire | KB gzip -9 |',
    '| --- | ---: | ---: |',
    ...largest,
  ].join('\n');
}

export function bundleTable(figures: RouteFigures[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const rows = figures.map(
    (f) =>
      `| \`${f.path}\` | ${f.scripts} | ${kb(f.jsBytes)} | ${kb(f.jsWireBytes)} | ${kb(f.jsGzipBytes)} | ${f.requests} | ${f.singletonProblems.length ? f.singletonProblems.join('; ') : 'once each'} |`,
  );
  return [
    '| route | JS files | JS KB | JS KB on the wire | JS KB gzip -9 | requests until usable | singletons |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureBundles();
  const table = bundleTable(figures);
  console.log(table);
  console.log(`\n${homeBudgetSummary(figures)}`);
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
  // The budget is a check, not only a line of the report: over it, the run fails.
  const home = figures.find((f) => f.path === '/home');
  if (home && home.jsWireBytes > HOME_BUDGET_WIRE) {
    console.error(
      `\n/home: ${(home.jsWireBytes / 1024).toFixed(1)} KB of JavaScript, over its ${HOME_BUDGET_WIRE / 1024} KB budget.`,
    );
    process.exit(1);
  }
}
