import { PAGE_ELEMENTS, type BootFile } from 'shared-config/page-elements';
import { nextTask } from './next-task';
import { addPreloadLink } from './preload-link';
import { readPageElement } from './read-page-element';

/**
 * How many hints go in one task. Each starts a request on the main thread (0.1-8 ms here, the
 * slow ones when the machine is busy); the page's 12-18 hints in one task were one of its
 * longest as it starts.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * Asks for the files the server listed for this page (the shell's start-up scripts, the
 * remote's manifest, the shell's copies of shared modules the screen needs), a few per task,
 * instead of the browser finding them one round trip after another. Resolves with how many it
 * hinted.
 */
export async function preloadBootFiles(doc: Document = document): Promise<number> {
  const list = readPageElement(PAGE_ELEMENTS.bootFiles, doc);
  if (!Array.isArray(list)) return 0;
  // Written by this page's own server; a hint to another origin would be refused by the
  // Content-Security-Policy anyway (script-src, connect-src 'self').
  const files = list as BootFile[];
  for (const [index, { href, as }] of files.entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    addPreloadLink(doc, href, as);
  }
  return files.length;
}
