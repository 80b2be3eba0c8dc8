import { defineFirstPaint, pageHeader, textWithValue, theme } from 'shared-ui/first-paint';
import { STAGE_STILL_DATA_URL, STAGE_STILL_SIZE } from './features/debate-stage/stage-still';
import en from './locales/en.json';
import es from './locales/es.json';

// What a state's tournament page paints before any script has run
// (shared-api/first-paint): its heading, then a still of the stage where its video goes
// (debate-stage.tsx: two columns, one below 768 px): on a phone the video is larger than the
// heading, and painted seconds later it was the page's largest paint. The still is drawn a
// little taller than the video's frame (17rem, not 16rem), so the frame is never larger. The
// margin above it (6rem, which the header's own margin folds into) is the room of the header's
// badges and the stage's round line, so the still sits where the video will. The heading's
// words are the catalogue's, the ones the screen draws: English, and the same in Spanish.

const { radii, space, breakpoints } = theme;

const css =
  `.pfp-stage{display:grid;grid-template-columns:minmax(0,2fr) minmax(18rem,1fr);gap:${space[4]};margin-top:6rem}\n` +
  `.pfp-still{display:block;width:100%;height:auto;aspect-ratio:16/9;min-height:17rem;object-fit:cover;border-radius:${radii.lg};background:#000}\n` +
  `@media (max-width:${breakpoints.tablet}){.pfp-stage{grid-template-columns:minmax(0,1fr)}}\n`;

type Words = typeof en;
type FirstPaintScreens = Parameters<typeof defineFirstPaint>[0]['screens'];

/** The tournament screen in one language's words. */
function screensIn(words: Words): FirstPaintScreens {
  return {
    'tournament-screen': {
      requires: ['state-code'],
      parts: pageHeader({
        // The ICU message's {state} is the page's state name.
        title: textWithValue('state-name', (name) =>
          words['tournament.title'].replace('{state}', name),
        ),
        body: [
          `<div class="pfp-stage"><img class="pfp-still" src="${STAGE_STILL_DATA_URL}" alt="" ` +
            `width="${STAGE_STILL_SIZE.width}" height="${STAGE_STILL_SIZE.height}"></div>`,
        ],
      }),
    },
  };
}

export default defineFirstPaint({
  css,
  screens: screensIn(en),
  languages: { es: screensIn(es) },
});
