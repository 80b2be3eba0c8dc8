import { defineFirstPaint, pageHeader, valueParagraph } from 'shared-ui/first-paint';
import en from './locales/en.json';
import es from './locales/es.json';

// What /Shorts paints before any script has run (shared-api/first-paint): its header,
// then the newest post's text, the page's largest paint. Only on a visitor's page, which
// carries the feed (a member's likes are theirs, so their page asks for it). The header's words
// are the catalogue's, the ones the screen draws: English, and the same screen in Spanish.

type FirstPaintScreens = Parameters<typeof defineFirstPaint>[0]['screens'];

function screensIn(words: typeof en): FirstPaintScreens {
  return {
    'shorts-screen': {
      requires: ['first-post'],
      parts: pageHeader({
        title: words['shorts.title'],
        lead: words['shorts.lead'],
        narrow: true,
        body: [valueParagraph('first-post')],
      }),
    },
  };
}

export default defineFirstPaint({
  screens: screensIn(en),
  languages: { es: screensIn(es) },
});
