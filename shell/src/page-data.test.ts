import { PAGE_ELEMENTS } from 'shared-config/page-elements';
import { pageWithDataElement } from './start-up/testing/page-with-data-element';
import { QueryClient } from '@tanstack/react-query';
import { seedPageData } from './page-data';

const pageWith = (text: string | null) => pageWithDataElement(PAGE_ELEMENTS.pageData, text);

describe('seedPageData', () => {
  it('puts each query the server wrote into the page into the cache', () => {
    const client = new QueryClient();
    const doc = pageWith(
      JSON.stringify([{ queryKey: ['competition', 'summary'], data: { totalPlatform: 12 } }]),
    );
    expect(seedPageData(client, doc)).toBe(1);
    expect(client.getQueryData(['competition', 'summary'])).toEqual({ totalPlatform: 12 });
  });

  it('leaves the cache alone without the element, with bad JSON or odd items', () => {
    const client = new QueryClient();
    expect(seedPageData(client, pageWith(null))).toBe(0);
    expect(seedPageData(client, pageWith('{not json'))).toBe(0);
    expect(seedPageData(client, pageWith(JSON.stringify({ queryKey: ['a'] })))).toBe(0);
    expect(seedPageData(client, pageWith(JSON.stringify([{ queryKey: 'a', data: 1 }])))).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
