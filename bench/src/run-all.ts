// `npm run bench`: every benchmark that exists so far, written to bench/REPORT.md with the
// machine and the date so the figures can be compared and rerun.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiDonationsTable, measureApiDonations, writeApiDonationsResults } from './api-donations';
import { apiReadsTable, measureApiReads, writeApiReadsResults } from './api-reads';
import { apiSummaryTable, measureApiSummary, writeApiSummaryResults } from './api-summary';
import { buildTimeForReport, buildTimeTable } from './build-time';
import { bundleTable, homeBudgetSummary, measureBundles } from './bundle';
import { chatPollingTable, measureChatPolling, writeChatPollingResults } from './chat-polling';
import {
  chatPushClusterTable,
  chatPushTable,
  measureChatPush,
  readChatPushClusterResults,
  writeChatPushResults,
} from './chat-push';
import { REPO_ROOT } from './lib/app-under-test';
import { readVideoResults, videoTable } from './video';
import { measureReleaseToLive, releaseTable, writeReleaseResults } from './release-to-live';
import {
  LIGHTHOUSE_HEADING,
  lighthouseTable,
  measureLighthouse,
  writeLighthouseResults,
} from './lighthouse';

// The build comes first: every other figure measures what it produced.
const buildTime = buildTimeForReport();
const figures = await measureBundles();
// Lighthouse next, on a quiet machine: right after the API loads (5,000 polling sockets being
// torn down, the load generator's garbage in this very process) its first page lost up to 8
// points to CPU the page never used.
const lighthouseFigures = await measureLighthouse();
writeLighthouseResults(lighthouseFigures);
const apiSummary = await measureApiSummary();
writeApiSummaryResults(apiSummary);
const apiReads = await measureApiReads();
writeApiReadsResults(apiReads);
const apiDonations = await measureApiDonations();
writeApiDonationsResults(apiDonations);
const chatPolling = await measureChatPolling();
writeChatPollingResults(chatPolling);
const chatPush = await measureChatPush();
writeChatPushResults(chatPush);
// One server against two behind HAProxy needs PostgreSQL: `npm run bench:push:cluster` measures
// it; the report shows its last results.
const chatPushCluster = readChatPushClusterResults();
const chatPushClusterSection = chatPushCluster
  ? `${chatPushClusterTable(chatPushCluster)}

Measured on ${chatPushCluster.measuredAt.slice(0, 10)} with \`npm run bench:push:cluster\` (not rerun by
\`npm run bench\`: it needs PostgreSQL and HAProxy; results in \`results/chat-push-cluster.json\`).`
  : 'Not measured yet: `npm run bench:push:cluster` (PostgreSQL and HAProxy).';
// Live video needs Janus and a few minutes of browsers: `npm run bench:video` measures it; the
// report shows its last results.
const video = readVideoResults();
const videoSection = video
  ? `${videoTable(video)}

Measured on ${video.measuredAt.slice(0, 10)} with \`npm run bench:video\` (not rerun by \`npm run bench\`;
results in \`results/video.json\`).`
  : 'Not measured yet: `npm run bench:video` (needs Janus: `bash scripts/ensure-janus.sh`).';
// Last: it publishes a release of mf-shorts (into a throwaway data folder, not the dists).
const release = await measureReleaseToLive();
writeReleaseResults(release);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const report = `# Benchmark report

- Date: ${new Date().toISOString()}
- Machine: ${machine}
- Rerun: \`npm run bench\` (builds the site first and times it; \`BENCH_SKIP_BUILD=1 npm run bench\`
  measures an existing build)

## Build time

${buildTimeTable(buildTime)}

## JavaScript per route (Chromium, cold cache)

${bundleTable(figures)}

${homeBudgetSummary(figures)}

## API: the competition summary under load

${apiSummaryTable(apiSummary)}

## API: tournament brackets and the Shorts feed under load

${apiReadsTable(apiReads)}

## API: donations under load

${apiDonationsTable(apiDonations)}

## API: the debate chat polled by 5,000 viewers

${chatPollingTable(chatPolling)}

## API: the debate chat pushed to ${chatPush.viewers.toLocaleString('en')} viewers

${chatPushTable(chatPush)}

### One server against two behind the balancer (PostgreSQL)

${chatPushClusterSection}

## Live video: glass-to-glass latency and viewers per server

${videoSection}

## Release to live: one remote

${releaseTable(release)}

${LIGHTHOUSE_HEADING}

${lighthouseTable(lighthouseFigures)}
`;
// Hand-written context (why a target is missed, what to do next) follows the figures.
const notesFile = path.join(REPO_ROOT, 'bench/notes.md');
const notes = existsSync(notesFile) ? `\n${readFileSync(notesFile, 'utf8')}` : '';
writeFileSync(path.join(REPO_ROOT, 'bench/REPORT.md'), report + notes);
console.log(report);
