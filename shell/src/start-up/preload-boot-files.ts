import { PAGE_ELEMENTS, type BootFile } from 'shared-config/page-elements';
import { addPreloadLink } from './preload-link';
import { readPageElement } from './read-page-element';

/**
 * Asks at once for the files the server listed for this page (the shell's start-up scripts,
 * the remote's manifest, the shell's copies of shared modules the screen needs), instead of
 * the browser finding them one round trip after another. Returns how many it hinted.
 */
export function preloadBootFiles(doc: Document = document): number {
  const list = readPageElement(PAGE_ELEMENTS.bootFiles, doc);
  if (!Array.isArray(list)) return 0;
  // Written by this page's own server; a hint to another origin would be refused by the
  // Content-Security-Policy anyway (script-src, connect-src 'self').
  const files = list as BootFile[];
  for (const { href, as } of files) addPreloadLink(doc, href, as);
  return files.length;
}
