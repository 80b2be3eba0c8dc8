import { LIVE_POSITION_ELEMENT_ID, type LivePosition } from 'shared-api/contracts';
import type { PageDatum } from './page-data';
import type { Preload } from './page-preloads';
import type { RemoteEntry } from './remotes';

// The shell's index.html as served: the built file plus, in its head, the remote list (so
// the shell needs no /remotes.json round trip before it can load a remote) and preload hints
// for the scripts the page will need. The list is data (`type="application/json"` is never
// executed), so the Content-Security-Policy's ban on inline script still holds.

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that cannot close the <script> element it sits in. */
const jsonForScriptElement = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

/**
 * Scripts load through script elements the runtime adds (no-cors, low priority: they never
 * block rendering), so their hints say the same or the browser would not reuse them; the
 * manifest is a plain fetch() (CORS mode, same-origin credentials), which is `crossorigin`.
 */
const PRELOAD_MODE: Record<Preload['as'], string> = {
  script: ' fetchpriority="low"',
  fetch: ' crossorigin fetchpriority="low"',
};

function preloadTag({ href, as }: Preload): string {
  return `<link rel="preload" as="${as}"${PRELOAD_MODE[as]} href="${escapeAttribute(href)}">`;
}

export const REMOTE_LIST_ELEMENT_ID = 'paid-remotes';
/** The page's first data (page-data.ts), read by the shell into its query cache. */
export const PAGE_DATA_ELEMENT_ID = 'paid-page-data';

export function shellHtml(
  indexHtml: string,
  {
    remotes,
    preloads,
    pageData = [],
    livePosition = null,
    firstPaint = null,
  }: {
    remotes: RemoteEntry[];
    preloads: Preload[];
    pageData?: PageDatum[];
    /** The newest live event `pageData` (and what the page reads later) includes. */
    livePosition?: LivePosition | null;
    /** The page's heading, painted before the scripts run (first-paint.ts). */
    firstPaint?: string | null;
  },
): string {
  const head = [
    ...preloads.map(preloadTag),
    `<script id="${REMOTE_LIST_ELEMENT_ID}" type="application/json">${jsonForScriptElement(remotes)}</script>`,
    ...(pageData.length > 0
      ? [
          `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScriptElement(pageData)}</script>`,
        ]
      : []),
    ...(livePosition !== null
      ? [
          `<script id="${LIVE_POSITION_ELEMENT_ID}" type="application/json">${jsonForScriptElement(livePosition)}</script>`,
        ]
      : []),
  ].join('');
  const page = firstPaint ? withFirstPaint(indexHtml, firstPaint) : indexHtml;
  const at = page.indexOf('</head>');
  if (at >= 0) return page.slice(0, at) + head + page.slice(at);
  const body = page.indexOf('<body');
  return body >= 0 ? page.slice(0, body) + head + page.slice(body) : head + page;
}

/** The first paint goes just before the shell's root element (or the end of the body). */
function withFirstPaint(indexHtml: string, firstPaint: string): string {
  const root = indexHtml.indexOf('<div id="root"');
  const at = root >= 0 ? root : indexHtml.indexOf('</body>');
  return at >= 0 ? indexHtml.slice(0, at) + firstPaint + indexHtml.slice(at) : indexHtml;
}
