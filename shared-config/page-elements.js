// The ids of the data elements the server writes into each page (server/src/http/
// shell-html.ts) and the shell reads as it starts (shell/src/start-up/preload-boot-files.ts,
// page-data.ts, federation/register-runtime-remotes.ts): one list, so the two
// cannot drift apart. Each is a `<script type="application/json">`, which is never executed,
// so the Content-Security-Policy's ban on inline script still holds.
//
// Plain CommonJS with no imports, like site-map.js: the server requires it, the shell bundles
// it (into main.js: it is read before any shared module loads).

/**
 * A file a page needs before it can show anything, as the `bootFiles` element lists it: a
 * script, or a fetch() of JSON (a remote's manifest). The server writes the list
 * (server/src/http/page-preloads.ts), the shell hints each file.
 * @typedef {{ href: string, as: 'script' | 'fetch' }} BootFile
 */

const PAGE_ELEMENTS = /** @type {const} */ ({
  /** The remote list (register-runtime-remotes.ts): no /remotes.json round trip. */
  remoteList: 'paid-remotes',
  /** The page's first data, `{ queryKey, data }[]` (page-data.ts). */
  pageData: 'paid-page-data',
  /**
   * The files the page needs before it can show anything, `{ href, as }[]`
   * (start-up/preload-boot-files.ts), hinted by the shell once the page has painted.
   */
  bootFiles: 'paid-boot-files',
});

/**
 * Not a data element: the one holding the page's first paint, the top of its screen as the
 * screen's remote prerendered it (first-paint.json of its release, written into the page by
 * server/src/http/first-paint.ts, styled by shared-ui/src/first-paint), which the shell
 * removes when the real screen renders (shell/src/first-paint.ts).
 */
const FIRST_PAINT_ELEMENT_ID = 'paid-first-paint';

module.exports = { PAGE_ELEMENTS, FIRST_PAINT_ELEMENT_ID };
