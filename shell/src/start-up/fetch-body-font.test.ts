import { fetchBodyFont } from './fetch-body-font';

// The body font is asked for as the shell starts, as a preload the @font-face then uses.
it('adds one low-priority CORS preload of the body font to the head', () => {
  const doc = document.implementation.createHTMLDocument('page');
  fetchBodyFont(doc);
  const links = doc.head.querySelectorAll('link[rel="preload"]');
  expect(links).toHaveLength(1);
  const link = links[0] as HTMLLinkElement;
  expect(link.as).toBe('font');
  expect(link.type).toBe('font/woff2');
  // Without CORS mode the font's own request would not reuse the preload.
  expect(link.crossOrigin).toBe('anonymous');
  expect(link.getAttribute('fetchpriority')).toBe('low');
  expect(link.getAttribute('href')).toBeTruthy();
});
