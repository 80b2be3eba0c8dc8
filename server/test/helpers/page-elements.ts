import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

// Reads the data elements the server writes into a page (shared-config/page-elements.js).

export const { PAGE_ELEMENTS, FIRST_PAINT_ELEMENT_ID } = createRequire(import.meta.url)(
  'shared-config/page-elements',
) as typeof import('shared-config/page-elements');

/** The JSON of the page's data element `id`, or undefined where the page has none. */
export function pageElement(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

/** The files a page lists for the shell to hint, in order, as `as href`. */
export function preloadsOf(html: string): string[] {
  const files = (pageElement(html, PAGE_ELEMENTS.bootFiles) ?? []) as {
    href: string;
    as: string;
  }[];
  return files.map(({ as, href }) => `${as} ${href}`);
}

/** The remote list written into a page. */
export function remoteListOf<T = unknown>(html: string): T[] {
  const list = pageElement(html, PAGE_ELEMENTS.remoteList);
  assert.ok(list, 'the page has no remote list');
  return list as T[];
}
