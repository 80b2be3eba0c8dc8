// `npm run bench:screenshots`: how the pages whose look changed look, at 1366 px and at
// 390 px, on the demo data, written to bench/screenshots/ and listed in bench/screenshots.md
// (the report's pictures; taken again whenever a page's look changes).
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { REPO_ROOT, assertSiteBuilt, startServer } from './lib/app-under-test';

const PAGES: { path: string; name: string; what: string }[] = [
  { path: '/home', name: 'home', what: 'the banner, the totals and the state tiles' },
  {
    path: '/PaidState/NY',
    name: 'state-ny',
    what: 'a finished bracket: connectors, avatars, PAID CANDIDATE',
  },
  { path: '/PaidState/CA', name: 'state-ca', what: 'a bracket in its semi-finals' },
  {
    path: '/tournament/CA',
    name: 'tournament-ca',
    what: 'the debate page: one header, the stage, the chat',
  },
  { path: '/candidate/1', name: 'candidate-1', what: 'a candidate page with its parts' },
  { path: '/donate/1', name: 'donate-1', what: 'the donation form' },
  { path: '/no/such/page', name: 'not-found', what: 'a short page: no scroll, a way home' },
];

const SIZES = [
  { label: '1366', viewport: { width: 1366, height: 768 } },
  { label: '390', viewport: { width: 390, height: 844 } },
];

async function main() {
  assertSiteBuilt();
  const folder = path.join(REPO_ROOT, 'bench/screenshots');
  mkdirSync(folder, { recursive: true });
  const server = await startServer(3291);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const lines = [
    '# Screenshots',
    '',
    `Taken ${new Date().toISOString()} by \`npm run bench:screenshots\` on the demo data (viewport top only).`,
    '',
    '| page | what it shows | 1366 px | 390 px |',
    '| --- | --- | --- | --- |',
  ];
  try {
    for (const page of PAGES) {
      const cells: string[] = [];
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: size.viewport });
        const tab = await context.newPage();
        await tab.goto(`${server.url}${page.path}`, { waitUntil: 'networkidle' });
        await tab.evaluate(() => document.fonts.ready);
        const file = `${page.name}-${size.label}.png`;
        await tab.screenshot({ path: path.join(folder, file) });
        cells.push(`![${page.path} at ${size.label} px](screenshots/${file})`);
        await context.close();
      }
      lines.push(`| \`${page.path}\` | ${page.what} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  writeFileSync(path.join(REPO_ROOT, 'bench/screenshots.md'), `${lines.join('\n')}\n`);
}

void main();
