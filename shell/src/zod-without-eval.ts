/**
 * The site's CSP has no 'unsafe-eval' (server/src/http/content-security-policy.ts). Zod 4
 * probes `new Function` once when it builds its first object schema, to compile a faster
 * parser; under our CSP the probe is refused (zod falls back to its normal parser) and
 * Chromium reports a CSP violation on every page, which Lighthouse's best-practices audit
 * counts. Zod's `jitless` setting skips the probe. It must be set before any schema is built,
 * that is before shared-api loads, and the shell does not depend on zod itself: zod keeps its
 * settings on this global, shared by every copy of zod on the page.
 */
export function disableZodEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
