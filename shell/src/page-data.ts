import type { QueryClient } from '@tanstack/react-query';
import { PAGE_ELEMENTS } from 'shared-config/page-elements';
import { readPageElement } from './start-up/read-page-element';

// The server writes the data the page shows first into the page (server/src/http/page-data.ts
// and shell-html.ts): a list of `{ queryKey, data }`.

interface PageDatum {
  queryKey: unknown[];
  data: unknown;
}

function isPageDatum(item: unknown): item is PageDatum {
  return (
    typeof item === 'object' &&
    item !== null &&
    Array.isArray((item as PageDatum).queryKey) &&
    (item as PageDatum).data !== undefined
  );
}

/**
 * Puts the page's first data into the query cache before the first render, so the remote's
 * screen draws it at once instead of asking the API one more round trip after its code
 * arrived. The hooks' own intervals refetch it as usual. Returns how many queries were seeded.
 */
export function seedPageData(queryClient: QueryClient, doc: Document = document): number {
  const list = readPageElement(PAGE_ELEMENTS.pageData, doc);
  if (!Array.isArray(list)) return 0;
  const data = list.filter(isPageDatum);
  for (const { queryKey, data: value } of data) queryClient.setQueryData(queryKey, value);
  return data.length;
}
