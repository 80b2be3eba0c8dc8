import { defineConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { TEST_CHROMIUM_LAUNCH } from './lib/chromium';

// The e2e suite runs against the real, built, composed site served by the real server on a
// fresh embedded database with the demo data (no mock of our own server).
const port = Number(process.env.E2E_PORT ?? 3210);
const repoRoot = path.resolve(__dirname, '..');
const LIVE_VIDEO_SPECS = /live-(video|debate)[\w-]*\.spec\.ts$/;
// The one spec that times a picture against a budget (live-video.spec.ts: 5 s from the page's
// load to moving frames, docs/video.md).
const TIMED_VIDEO_SPEC = /live-video\.spec\.ts$/;
const SUPPORT_CHAT_SPECS = /chat-(moderation|ban-lift)\.spec\.ts$/;
// Another E2E_PORT gets its own data folder and results, so two runs can share a machine.
const suffix = process.env.E2E_PORT ? `-${port}` : '';
const dataDir = path.join(repoRoot, `.paid-e2e-data${suffix}`);
// The config is evaluated again in every worker; only the main process starts from scratch.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  outputDir: `test-results${suffix}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three workers on CI's 2 cores: with two, a fresh clone's e2e step kept the cores 58 % busy
  // (499 of 898 core-seconds in 449 s; a test waits on page loads, polls, toasts and the server
  // for much of its time); with three the suite took 318 s instead of about 390, 77 % busy,
  // none retried. The live projects below keep their own counts.
  workers: 3,
  // One retry on CI only: a 2-core machine under load can miss a 1-second toast window. A test
  // that fails twice still fails the run, and Playwright reports the retried ones as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: TEST_CHROMIUM_LAUNCH,
    // A trace records every action's screenshots and DOM while the test runs: on CI only the
    // retry of a failed test records one (its first failure has the screenshot and the log);
    // recording every test cost 19 % of the suite's time (six specs: 158 -> 128 s).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site honours reduced motion (no curtain slide, no spinner turning, near-zero CSS
    // transitions), which spares Chromium's software rasterizer most of its frames: six specs
    // 128 -> 112 s. shell.spec.ts checks the curtain with motion, as most visitors see it.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  // The live video specs run after the site specs, with several Chromiums encoding and
  // decoding a camera each. Alone, one at a time, they kept the 2 cores 41 % busy (96 of 234
  // core-seconds in 117 s: they wait on real time, the media server and ffmpeg), so those with
  // no time budget run two at a time; the timed one runs last, alone on the machine (the four
  // 117 -> 72 s).
  // The two specs where support moderates a debate chat run one at a time after the site specs:
  // run side by side (two support sessions, four tournament pages) both stalled in every try on
  // 2 cores loaded by other work (a page load took 86 s), while each passes alone in 30-55 s.
  // On a quiet machine (2026-12-02 evening) the pair passed side by side 3 runs of 3 (54-78 s);
  // kept apart until they also pass beside the other site specs on a loaded machine.
  projects: [
    { name: 'site', testIgnore: [LIVE_VIDEO_SPECS, SUPPORT_CHAT_SPECS] },
    {
      name: 'support-chat',
      testMatch: SUPPORT_CHAT_SPECS,
      dependencies: ['site'],
      workers: 1,
    },
    {
      name: 'live-video',
      testMatch: LIVE_VIDEO_SPECS,
      testIgnore: TIMED_VIDEO_SPEC,
      dependencies: ['support-chat'],
      workers: 2,
    },
    {
      name: 'live-video-timed',
      testMatch: TIMED_VIDEO_SPEC,
      dependencies: ['live-video'],
      workers: 1,
    },
  ],
  webServer: {
    // The built server (`npm run build`, as `npm start` runs it): what is deployed, and no
    // TypeScript loader to pay for at each start (1.2-2 s of CPU less a start).
    command: `node --enable-source-maps ${path.join(repoRoot, 'server/dist/main.js')}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server's log (warnings and errors only, LOG_LEVEL below) goes into the run's output:
    // a 500 in a CI run then shows its cause, which a browser's console never says.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PAID_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A debate stage empty for 3 s has ended, so its recording's video is made while
      // replay-live-debate.spec.ts waits (30 s in production, docs/video.md "Recordings").
      PAID_DEBATE_IDLE_SECONDS: '3',
      // HLS for crowds is on, as by default: it is encoded only while a viewer wants it
      // (live-video-hls.spec.ts), so the other live specs' pictures do not pay for it.
      PAID_HLS: 'on',
      // Debates are recorded, as by default (replay-live-debate.spec.ts); PAID_RECORD_DEBATES=off
      // in the environment runs the suite without.
      PAID_RECORD_DEBATES: process.env.PAID_RECORD_DEBATES === 'off' ? 'off' : 'on',
      // Every test signs up or logs in from 127.0.0.1: the production limits (5 sign-ups an
      // hour per address, 30 uses of mailed links in 15 minutes: every new candidate opens its
      // verification link) would refuse a growing suite, or its retries. The limits themselves
      // are tested in server/test/security-rate-limit.test.ts.
      PAID_RATE_LIMITS: JSON.stringify({
        signUp: { max: 10_000, windowMs: 3_600_000 },
        logIn: { max: 10_000, windowMs: 900_000 },
        // logInPerAccount keeps its production value (20 failures in 15 minutes, counted per
        // account): sign-in-link.spec.ts throttles a fresh account with it; every other spec's
        // accounts fail far fewer log-ins.
        logInPerAddress: { max: 10_000, windowMs: 900_000 },
        tournaments: { max: 10_000, windowMs: 3_600_000 },
        donations: { max: 10_000, windowMs: 600_000 },
        accountLinks: { max: 10_000, windowMs: 900_000 },
        passwordReset: { max: 10_000, windowMs: 3_600_000 },
      }),
    },
  },
});
