import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { assertSiteBuilt, startServer } from './lib/app-under-test';

const pages = (process.env.P ?? '/home').split(',');
assertSiteBuilt();
const server = await startServer(Number(process.env.LIGHTHOUSE_PORT ?? 3297));
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...(CHROMIUM_LAUNCH.args ?? [])],
});
try {
  for (const p of pages) {
    const result = await lighthouse(`${server.url}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result!.lhr;
    const a = lhr.audits;
    const name = p.replace(/\W+/g, '_');
    writeFileSync(`/tmp/lh/${name}.json`, JSON.stringify(lhr));
    const trace = (result!.artifacts as any).Trace ?? (result!.artifacts as any).traces?.defaultPass;
    if (trace) writeFileSync(`/tmp/lh/${name}.trace.json`, JSON.stringify(trace));
    console.log(`== ${p} perf ${Math.round(lhr.categories.performance.score! * 100)} FCP ${a['first-contentful-paint'].displayValue} LCP ${a['largest-contentful-paint'].displayValue} TBT ${a['total-blocking-time'].displayValue} SI ${a['speed-index'].displayValue}`);
    const cands = (trace?.traceEvents ?? []).filter((e: any) => e.name === 'largestContentfulPaint::Candidate');
    const t0 = (trace?.traceEvents ?? []).find((e: any) => e.name === 'navigationStart')?.ts ?? 0;
    for (const c of cands) console.log('  LCP cand', ((c.ts - t0) / 1000).toFixed(0), 'ms size', c.args.data.size, 'type', c.args.data.type, 'node', c.args.data.nodeId);
    const lt = (a['long-tasks']?.details as any)?.items ?? [];
    for (const t of lt.slice(0, 12)) console.log('  long task', Math.round(t.startTime), Math.round(t.duration), t.url);
    const bt = (a['bootup-time']?.details as any)?.items ?? [];
    for (const t of bt.slice(0, 8)) console.log('  bootup', Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile), t.url);
    const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items;
    console.log('  lcp el', JSON.stringify(lcpEl)?.slice(0, 600));
  }
} finally {
  chrome.kill();
  await server.stop();
}
