/**
 * For tests: a page whose head holds the data element `id` with `text`, as the server writes
 * it (server/src/http/shell-html.ts), or no such element when `text` is null.
 */
export function pageWithDataElement(id: string, text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = id;
    script.type = 'application/json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}
