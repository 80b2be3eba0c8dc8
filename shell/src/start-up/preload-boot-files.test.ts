import { PAGE_ELEMENTS } from 'shared-config/page-elements';
import { pageWithDataElement } from './testing/page-with-data-element';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { PRELOADS_PER_TASK, preloadBootFiles } from './preload-boot-files';

const pageWith = (text: string | null) => pageWithDataElement(PAGE_ELEMENTS.bootFiles, text);

const hints = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.as,
    crossOrigin: link.crossOrigin,
    priority: link.getAttribute('fetchpriority'),
  }));

it('hints each listed script (no-cors) and fetch (CORS), at low priority, in order', async () => {
  const doc = pageWith(
    JSON.stringify([
      { href: '/main-chunk.js', as: 'script' },
      { href: '/remotes/mf-shorts/mf-manifest.json', as: 'fetch' },
    ]),
  );
  expect(await preloadBootFiles(doc)).toBe(2);
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

it('hints nothing from a page without a list or with a broken one', async () => {
  for (const text of [null, '', '{not json', '{"href":"/a.js","as":"script"}']) {
    const doc = pageWith(text);
    expect(await preloadBootFiles(doc)).toBe(0);
    expect(hints(doc)).toEqual([]);
  }
});

it(`hints ${PRELOADS_PER_TASK} files per task, so no one task starts them all`, async () => {
  // jsdom has no MessageChannel (nextTask's fallback); Node's behaves as the browser's.
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
  const files = Array.from({ length: 9 }, (_, i) => ({ href: `/chunk-${i}.js`, as: 'script' }));
  const doc = pageWith(JSON.stringify(files));
  const done = preloadBootFiles(doc);
  // What the calling task itself added, before any later task ran.
  expect(hints(doc)).toHaveLength(PRELOADS_PER_TASK);
  expect(await done).toBe(9);
  expect(hints(doc).map((hint) => hint.href)).toEqual(files.map((file) => file.href));
});
