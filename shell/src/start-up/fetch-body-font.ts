// The same file as shared-ui's @font-face names (shared-ui/src/theme/font-face.ts): one asset
// module of this build, so one hashed file, fetched once.
import bodyFontUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { addPreloadLink } from './preload-link';

/**
 * Starts the body font's download as the shell's first script runs, at low priority. Left to
 * the @font-face of the first render, it was asked for only then, queued behind the start-up
 * scripts, and arrived after the screen had been laid out in the fallback font: every text of
 * the page was laid out a second time as it swapped (27-37 ms on /home here, four times that on
 * the phone Lighthouse emulates). Not a preload in the HTML: Chromium holds a page's first
 * paint while a preloaded font is in flight (server/src/http/page-preloads.ts); this runs after
 * that paint.
 */
export function fetchBodyFont(doc: Document = document): void {
  addPreloadLink(doc, bodyFontUrl, 'font', 'font/woff2');
}
