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
 * Fonts are always fetched in CORS mode, so their hint is `crossorigin` too; it keeps the
 * browser's priority for fonts, as the first text waits for it (or swaps to it late).
 */
const PRELOAD_MODE: Record<Preload['as'], string> = {
  script: ' fetchpriority="low"',
  fetch: ' crossorigin fetchpriority="low"',
  font: ' type="font/woff2" crossorigin',
};

function preloadTag({ href, as }: Preload): string {
  return `<link rel="preload" as="${as}"${PRELOAD_MODE[as]} href="${escapeAttribute(href)}">`;
}

export const REMOTE_LIST_ELEMENT_ID = 'paid-remotes';

export function shellHtml(
  indexHtml: string,
  { remotes, preloads }: { remotes: RemoteEntry[]; preloads: Preload[] },
): string {
  const head = [
    ...preloads.map(preloadTag),
    `<script id="${REMOTE_LIST_ELEMENT_ID}" type="application/json">${jsonForScriptElement(remotes)}</script>`,
  ].join('');
  const at = indexHtml.indexOf('</head>');
  if (at >= 0) return indexHtml.slice(0, at) + head + indexHtml.slice(at);
  const body = indexHtml.indexOf('<body');
  return body >= 0 ? indexHtml.slice(0, body) + head + indexHtml.slice(body) : head + indexHtml;
}
