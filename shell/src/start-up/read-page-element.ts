/**
 * The JSON the server wrote into the page's data element `id` (shared-config/
 * page-elements.js), or undefined where the page has none or it does not parse.
 */
export function readPageElement(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
