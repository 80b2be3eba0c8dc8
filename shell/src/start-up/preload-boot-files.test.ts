import { PAGE_ELEMENTS } from 'shared-config/page-elements';
import { pageWithDataElement } from './testing/page-with-data-element';
import { preloadBootFiles } from './preload-boot-files';

const pageWith = (text: string | null) => pageWithDataElement(PAGE_ELEMENTS.bootFiles, text);

const hints = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.as,
    crossOrigin: link.crossOrigin,
    priority: link.getAttribute('fetchpriority'),
  }));

it('hints each listed script (no-cors) and fetch (CORS), at low priority, in order', () => {
  const doc = pageWith(
    JSON.stringify([
      { href: '/main-chunk.js', as: 'script' },
      { href: '/remotes/mf-shorts/mf-manifest.json', as: 'fetch' },
    ]),
  );
  expect(preloadBootFiles(doc)).toBe(2);
  expect(hints(doc)).toEqual([
    { href: '/main-chunk.js', as: 'script', crossOrigin: null, priority: 'low' },
    {
      href: '/remotes/mf-shorts/mf-manifest.json',
      as: 'fetch',
      crossOrigin: 'anonymous',
      priority: 'low',
    },
  ]);
});

it('hints nothing from a page without a list or with a broken one', () => {
  for (const text of [null, '', '{not json', '{"href":"/a.js","as":"script"}']) {
    const doc = pageWith(text);
    expect(preloadBootFiles(doc)).toBe(0);
    expect(hints(doc)).toEqual([]);
  }
});
