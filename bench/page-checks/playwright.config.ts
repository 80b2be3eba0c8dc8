import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import e2e from '../../e2e/playwright.config';

// Checks of how the measured pages start (their largest paint, the work and downloads before
// it, what animates): they guard Lighthouse's figures rather than what a visitor can do, so
// they run with the bench (`npm run bench:pages`), not in every CI run. Same server, browser
// settings as the e2e suite, in the browser people use (/usr/bin/chromium, not the tests' headless
// shell); each run on its own port and data folder (E2E_PORT). CommonJS
// (package.json here), as e2e/ is: Playwright then loads the e2e config it extends.
const here = __dirname;

export default defineConfig({
  ...e2e,
  testDir: here,
  outputDir: path.join(here, '..', 'results', 'page-checks'),
  reporter: [['list']],
  projects: [{ name: 'pages' }],
  // As Lighthouse and most visitors see the pages: with motion. The e2e suite runs with reduced
  // motion, where the site's global style gives every element a 0.01 ms transition of `all`,
  // which composited-motion.spec.ts would report as motion laying the page out.
  use: { ...e2e.use, reducedMotion: 'no-preference', launchOptions: CHROMIUM_LAUNCH },
});
