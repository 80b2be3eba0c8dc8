import { disableZodEval } from './zod-without-eval';

// Before shared-api (and its zod schemas) load: no eval probe under the CSP.
disableZodEval();
// Async boundary: shared singletons are negotiated before any of them is imported.
import('./bootstrap');
