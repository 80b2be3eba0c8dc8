import { css } from 'styled-components';
// Inter's variable font (every weight from 100 to 900 in one file), Latin subset only, as
// published by Fontsource on npm: webpack copies it into the app's own assets, so the site
// serves it itself (font-src 'self', no font CDN) and names it by content hash (cached for
// good). Fontsource's own CSS would declare seven subsets; the site's text is Latin.
import interLatinWoff2 from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The family the theme's font stack names first. */
export const BODY_FONT_FAMILY = 'Inter';

/** Where the font file is served from, for the e2e check. */
export const BODY_FONT_URL = interLatinWoff2;

// Fontsource's Latin range: a character outside it (an emoji, Cyrillic) falls back per
// character to the stack's generic family instead of downloading anything.
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * swap: text shows at once in the generic fallback and takes Inter when it arrives. The file
 * is not preloaded: Chromium holds the first paint while a preloaded font is in flight
 * (server/src/http/page-preloads.ts).
 */
export const fontFaces = css`
  @font-face {
    font-family: '${BODY_FONT_FAMILY}';
    font-style: normal;
    font-weight: 100 900;
    font-display: swap;
    src: url('${BODY_FONT_URL}') format('woff2');
    unicode-range: ${LATIN_RANGE};
  }
`;
