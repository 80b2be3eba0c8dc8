import {
  defineFirstPaint,
  pageHeader,
  pageValue,
  text,
  textWithValue,
  theme,
} from 'shared-ui/first-paint';
import { MONEY_TALKS_TAGLINE, MONEY_TALKS_TITLE } from './features/home/money-talks-text';
import { stateLead } from './screens/state-lead';

// What /home and a state's page paint before any script has run
// (shared-api/first-paint): the banner of /home (money-talks-banner.tsx) and a state's
// header (state-screen.tsx, a known state only), each the page's largest paint.

const { colors, fontSizes, fontWeights, lineHeights, radii, space, breakpoints } = theme;

const css =
  `.pfp-banner{display:flex;flex-direction:column;align-items:center;gap:${space[2]};padding:${space[8]} ${space[4]};border:1px solid ${colors.border};border-radius:${radii.xl};background:radial-gradient(circle at 50% 0%,color-mix(in srgb,${colors.primary} 22%,transparent),transparent 70%),${colors.surface};text-align:center}\n` +
  `.pfp-banner h1{margin:0;font-size:${fontSizes['5xl']};font-weight:${fontWeights.black};line-height:${lineHeights.tight};letter-spacing:.06em;color:${colors.primaryText}}\n` +
  `.pfp-banner p{margin:0;font-size:${fontSizes.xl};font-weight:${fontWeights.semibold};color:${colors.goldText}}\n` +
  `@media (max-width:${breakpoints.phone}){.pfp-banner{padding:${space[6]} ${space[3]}}.pfp-banner h1{font-size:${fontSizes['3xl']}}}\n` +
  // The state's code before its name (place-title.tsx).
  `.pfp-code{margin-right:${space[3]};color:${colors.primaryText};letter-spacing:.04em}\n`;

export default defineFirstPaint({
  css,
  screens: {
    'home-screen': {
      parts: [
        `<div class="pfp-page"><div class="pfp-banner"><h1>${text(MONEY_TALKS_TITLE)}</h1>`,
        `<p>${text(MONEY_TALKS_TAGLINE)}</p></div></div>`,
      ],
    },
    'state-screen': {
      requires: ['state-code'],
      parts: pageHeader({
        title: [
          pageValue('state-code', '<span class="pfp-code">', '</span>'),
          pageValue('state-name'),
        ],
        lead: textWithValue('state-name', stateLead),
      }),
    },
  },
});
