import {
  defineFirstPaint,
  pageHeader,
  pageValue,
  text,
  theme,
  valueParagraph,
} from 'shared-ui/first-paint';
import donateEn from './locales/donate/en.json';
import donateEs from './locales/donate/es.json';

// What a candidate's pages paint before any script has run (shared-api/first-paint),
// only for a candidate the page carries (an unknown one's page says so instead):
// - the candidate's page: the About tab's name, biography and experience (about-panel.tsx),
//   whose paragraphs are the page's largest text;
// - the donate page: the limit rule of its note (donation-limit-note.tsx), its largest text
//   (the heading and summary are the candidate's), without the figure, which is data the
//   page's answers bring (the cycle's limit), justified for the reason the leads are
//   (shared-ui/src/first-paint/first-paint-style.ts), in a box like the note's. Its words are
//   the catalogue's (src/locales/donate/, the donate part), the note's own, in each language.
//   Its lines are a little taller than the note's (1.6 against 1.5): the system font it paints
//   in before the web font arrives has shorter glyph boxes than Inter, and the Spanish note,
//   whose lines are longer, then drew a text box 0.9 % larger than the first paint's, so the
//   page's largest paint moved to the screen's render (Lighthouse's LCP 1.0 -> 3.4 s).

const { colors, fontSizes, radii, space } = theme;

const css = `.pfp-note{margin:0;padding:${space[3]} ${space[4]};border:1px solid ${colors.border};border-radius:${radii.md};background:${colors.surfaceRaised};color:${colors.textMuted};font-size:${fontSizes.sm};line-height:1.6;text-align:justify}\n`;

type FirstPaintScreens = Parameters<typeof defineFirstPaint>[0]['screens'];

function screensIn(donateWords: typeof donateEn): FirstPaintScreens {
  return {
    'candidate-screen': {
      requires: ['candidate-name'],
      parts: pageHeader({
        title: [pageValue('candidate-name')],
        body: [valueParagraph('candidate-bio'), valueParagraph('candidate-experience')],
      }),
    },
    'donate-screen': {
      requires: ['candidate-name'],
      parts: [
        `<div class="pfp-page pfp-narrow"><p class="pfp-note">${text(donateWords['donate.limitRuleNoFigure'])}</p></div>`,
      ],
    },
  };
}

export default defineFirstPaint({
  css,
  screens: screensIn(donateEn),
  languages: { es: screensIn(donateEs) },
});
