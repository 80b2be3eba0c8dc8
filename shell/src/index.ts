import { disableZodEval } from './zod-without-eval';
import { nextTask } from './start-up/next-task';
import { afterFirstPaint } from './start-up/after-first-paint';
import { preloadBootFiles } from './start-up/preload-boot-files';
import { fetchBodyFont } from './start-up/fetch-body-font';

// Before shared-api (and its zod schemas) load: no eval probe under the CSP.
disableZodEval();
// The page's files are asked for once the server's heading is painted: it is the page's
// largest paint on a phone, and downloads started ahead of it count as on its way (see
// server/src/http/shell-html.ts): two frames later than the HTML could have hinted them.
// Then the async boundary: shared singletons are negotiated before any of them is imported,
// in a task of its own: main.js's task already holds the federation runtime's start
// (20-50 ms here), and the boot chunk's share negotiation and script tags added to it.
void afterFirstPaint()
  .then(() => preloadBootFiles())
  .then(() => {
    fetchBodyFont();
    return nextTask();
  })
  .then(() => import('./bootstrap'));
