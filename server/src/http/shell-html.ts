import { createRequire } from 'node:module';
import { LIVE_POSITION_ELEMENT_ID, type LivePosition } from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { PageDatum } from './page-data';
import type { BootFile } from 'shared-config/page-elements';
import type { RemoteEntry } from './remotes';

// The shell's index.html as served: the built file plus, in its head, data elements
// (shared-config/page-elements.js): the remote list (so the shell needs no /remotes.json round
// trip before it can load a remote), the files the page needs first, its first data and live
// position. Data (`type="application/json"` is never executed), so the
// Content-Security-Policy's ban on inline script still holds.
//
// The files are a list the shell hints (<link rel="preload">) once the page has painted, not
// hints in the HTML: on a slow phone the first paint (first-paint.ts) is the largest paint,
// and hints in the HTML put the download of every start-up script (150 KB and more) ahead of
// it in Lighthouse's model of that phone (its LCP read 0.6-2.2 s by whether the scripts had
// arrived before the paint, on loopback, at 66-215 ms).

/** JSON that cannot close the <script> element it sits in. */
const jsonForScriptElement = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

const { PAGE_ELEMENTS } = createRequire(import.meta.url)(
  'shared-config/page-elements',
) as typeof import('shared-config/page-elements');

function dataElement(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonForScriptElement(value)}</script>`;
}

export function shellHtml(
  indexHtml: string,
  {
    language,
    remotes,
    preloads,
    pageData = [],
    livePosition = null,
    firstPaint = null,
  }: {
    /** The page's language, written into <html lang> (docs/languages.md); absent: as built. */
    language?: Language;
    remotes: RemoteEntry[];
    preloads: BootFile[];
    pageData?: PageDatum[];
    /** The newest live event `pageData` (and what the page reads later) includes. */
    livePosition?: LivePosition | null;
    /** The top of the page's screen from its remote's build, painted before any script runs. */
    firstPaint?: string | null;
  },
): string {
  const head = [
    ...(preloads.length > 0 ? [dataElement(PAGE_ELEMENTS.bootFiles, preloads)] : []),
    dataElement(PAGE_ELEMENTS.remoteList, remotes),
    ...(pageData.length > 0 ? [dataElement(PAGE_ELEMENTS.pageData, pageData)] : []),
    ...(livePosition !== null ? [dataElement(LIVE_POSITION_ELEMENT_ID, livePosition)] : []),
  ].join('');
  const built = language ? withLanguage(indexHtml, language) : indexHtml;
  const page = firstPaint ? withFirstPaint(built, firstPaint) : built;
  const at = page.indexOf('</head>');
  if (at >= 0) return page.slice(0, at) + head + page.slice(at);
  const body = page.indexOf('<body');
  return body >= 0 ? page.slice(0, body) + head + page.slice(body) : head + page;
}

const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

/** `<html lang="en">` (the built file's) as `<html lang="es">`; a tag without one gets one. */
export function withLanguage(indexHtml: string, language: Language): string {
  const tag = HTML_TAG.exec(indexHtml);
  if (!tag) return indexHtml;
  const written = LANG_ATTRIBUTE.test(tag[0])
    ? tag[0].replace(LANG_ATTRIBUTE, ` lang="${language}"`)
    : tag[0].replace(/^<html/i, `<html lang="${language}"`);
  return indexHtml.slice(0, tag.index) + written + indexHtml.slice(tag.index + tag[0].length);
}

/** The first paint goes just before the shell's root element (or the end of the body). */
function withFirstPaint(indexHtml: string, firstPaint: string): string {
  const root = indexHtml.indexOf('<div id="root"');
  const at = root >= 0 ? root : indexHtml.indexOf('</body>');
  return at >= 0 ? indexHtml.slice(0, at) + firstPaint + indexHtml.slice(at) : indexHtml;
}
