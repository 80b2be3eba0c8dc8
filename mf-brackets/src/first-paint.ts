import {
  defineFirstPaint,
  pageHeader,
  pageValue,
  text,
  textWithValue,
  theme,
} from 'shared-ui/first-paint';
import en from './locales/en.json';
import es from './locales/es.json';
import placesEn from './locales/places/en.json';
import placesEs from './locales/places/es.json';

// What /home and a state's page paint before any script has run
// (shared-api/first-paint): the banner of /home (money-talks-banner.tsx) and a state's
// header (state-screen.tsx, a known state only), each the page's largest paint. Their words are
// the catalogue's, the ones the screens draw: English, and the same screens in Spanish.

const { colors, fontSizes, fontWeights, lineHeights, radii, space, breakpoints } = theme;

const css =
  `.pfp-banner{display:flex;flex-direction:column;align-items:center;gap:${space[2]};padding:${space[8]} ${space[4]};border:1px solid ${colors.border};border-radius:${radii.xl};background:radial-gradient(circle at 50% 0%,color-mix(in srgb,${colors.primary} 22%,transparent),transparent 70%),${colors.surface};text-align:center}\n` +
  `.pfp-banner h1{margin:0;font-size:${fontSizes['5xl']};font-weight:${fontWeights.black};line-height:${lineHeights.tight};letter-spacing:.06em;color:${colors.primaryText}}\n` +
  `.pfp-banner p{margin:0;font-size:${fontSizes.xl};font-weight:${fontWeights.semibold};color:${colors.goldText}}\n` +
  `@media (max-width:${breakpoints.phone}){.pfp-banner{padding:${space[6]} ${space[3]}}.pfp-banner h1{font-size:${fontSizes['3xl']}}}\n` +
  // The state's code before its name (place-title.tsx).
  `.pfp-code{margin-right:${space[3]};color:${colors.primaryText};letter-spacing:.04em}\n`;

type Words = typeof en & typeof placesEn;
type FirstPaintScreens = Parameters<typeof defineFirstPaint>[0]['screens'];

/** The two screens in one language's words. */
function screensIn(words: Words): FirstPaintScreens {
  return {
    'home-screen': {
      parts: [
        `<div class="pfp-page"><div class="pfp-banner"><h1>${text(words['home.title'])}</h1>`,
        `<p>${text(words['home.tagline'])}</p></div></div>`,
      ],
    },
    'state-screen': {
      requires: ['state-code'],
      parts: pageHeader({
        title: [
          pageValue('state-code', '<span class="pfp-code">', '</span>'),
          pageValue('state-name'),
        ],
        // The ICU message's {name} is the page's state name.
        lead: textWithValue('state-name', (name) => words['state.lead'].replace('{name}', name)),
      }),
    },
  };
}

export default defineFirstPaint({
  css,
  screens: screensIn({ ...en, ...placesEn }),
  languages: { es: screensIn({ ...es, ...placesEs }) },
});
