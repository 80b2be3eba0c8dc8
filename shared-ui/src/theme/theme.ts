import {
  breakpoints,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

/** Colours by role, so components say what a colour is for, not which shade it is. */
const colors = {
  background: palette.ink950,
  surface: palette.ink900,
  surfaceRaised: palette.ink800,
  border: palette.ink700,
  borderStrong: palette.ink600,
  overlay: 'rgba(0, 0, 0, 0.7)',
  text: palette.grey100,
  textMuted: palette.grey400,
  // Dark text on the bright greens and golds: white on #16a34a is only 3.3:1.
  onPrimary: palette.green950,
  onGold: palette.gold950,
  onDanger: palette.white,
  primary: palette.green500,
  primaryHover: palette.green400,
  primaryActive: palette.green600,
  primaryText: palette.green400,
  brand: palette.green600,
  gold: palette.gold400,
  goldHover: palette.gold300,
  goldText: palette.gold400,
  danger: palette.red600,
  dangerHover: palette.red700,
  dangerText: palette.red400,
  info: palette.blue500,
  infoText: palette.blue400,
  warning: palette.yellow500,
  warningText: palette.yellow400,
  neutral: palette.grey500,
  neutralText: palette.grey300,
  // Gold-yellow ring: distinct from every green control, above 10:1 on the dark surfaces.
  focusRing: palette.gold400,
  /** Heat scale of a tile: blue cold, yellow warm, red hot. */
  heat: {
    cold: palette.blue500,
    warm: palette.yellow500,
    hot: palette.red500,
  },
} as const;

/** Media queries built from the breakpoints: `${theme.media.phone} { ... }`. */
const media = {
  phone: `@media (max-width: ${breakpoints.phone})`,
  tablet: `@media (max-width: ${breakpoints.tablet})`,
  desktop: `@media (min-width: ${breakpoints.desktop})`,
} as const;

export const paidTheme = {
  colors,
  palette,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  breakpoints,
  media,
  zIndices,
  durations,
} as const;

export type PaidTheme = typeof paidTheme;
