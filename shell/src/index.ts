import { disableZodEval } from './zod-without-eval';
import { nextTask } from './start-up/next-task';
import { fetchBodyFont } from './start-up/fetch-body-font';

// Before shared-api (and its zod schemas) load: no eval probe under the CSP.
disableZodEval();
fetchBodyFont();
// Async boundary: shared singletons are negotiated before any of them is imported. In a task
// of its own: main.js's task already holds the federation runtime's start (20-50 ms here),
// and the boot chunk's share negotiation and script tags added to it (the files themselves
// are preloaded by the page, so nothing downloads later for it).
void nextTask().then(() => import('./bootstrap'));
