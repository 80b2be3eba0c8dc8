/** What a start-up hint asks for: a script, a fetch() of JSON, or a font. */
export type PreloadKind = 'script' | 'fetch' | 'font';

/**
 * Adds a low-priority `<link rel="preload">` for `href` to the head. Its mode matches the
 * request it stands in for, or the browser would not reuse it: scripts load through script
 * elements (no-cors), while fetch() and fonts are CORS requests (same-origin credentials).
 */
export function addPreloadLink(doc: Document, href: string, as: PreloadKind, type?: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (type) link.type = type;
  if (as !== 'script') link.crossOrigin = 'anonymous';
  link.setAttribute('fetchpriority', 'low');
  link.href = href;
  doc.head.append(link);
}
