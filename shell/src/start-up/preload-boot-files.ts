import { PAGE_ELEMENTS } from 'shared-config/page-elements';

/** A file the page needs before it can show anything (server/src/http/page-preloads.ts). */
interface BootFile {
  href: string;
  as: 'script' | 'fetch';
}

function isBootFile(item: unknown): item is BootFile {
  const file = item as BootFile;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.href === 'string' &&
    // This site's own files only: a path, never another origin (`//host/...`).
    file.href.startsWith('/') &&
    !file.href.startsWith('//') &&
    (file.as === 'script' || file.as === 'fetch')
  );
}

/**
 * Asks at once for the files the server listed for this page (the shell's start-up scripts,
 * the remote's manifest, the shell's copies of shared modules the screen needs), instead of
 * the browser finding them one round trip after another. Scripts load through script
 * elements the runtime adds (no-cors, low priority: they never block rendering), so their
 * hints say the same or the browser would not reuse them; the manifest is a plain fetch()
 * (CORS mode, same-origin credentials), which is `crossorigin`. Returns how many it hinted.
 */
export function preloadBootFiles(doc: Document = document): number {
  const text = doc.getElementById(PAGE_ELEMENTS.bootFiles)?.textContent;
  if (!text) return 0;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return 0;
  }
  if (!Array.isArray(list)) return 0;
  const files = list.filter(isBootFile);
  for (const { href, as } of files) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    doc.head.append(link);
  }
  return files.length;
}
