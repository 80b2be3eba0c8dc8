// Raw design values. Components read them through the theme (`props.theme`), never by
// importing this file, so a remote rendered by the shell always gets the shell's values.

/** Palette: near-black greens for surfaces, money green for actions, gold for prizes. */
export const palette = {
  black: '#050806',
  ink950: '#0a0f0b',
  ink900: '#111813',
  ink800: '#18211a',
  ink700: '#1f2d22',
  ink600: '#2c3f30',
  white: '#ffffff',
  grey100: '#f0fdf4',
  grey300: '#d1d5db',
  grey400: '#9ca3af',
  grey500: '#6b7280',
  green300: '#86efac',
  green400: '#4ade80',
  green500: '#22c55e',
  green600: '#16a34a',
  green700: '#15803d',
  green950: '#052e16',
  gold300: '#fde047',
  gold400: '#facc15',
  gold500: '#eab308',
  gold950: '#1c1400',
  orange400: '#fb923c',
  red400: '#f87171',
  red500: '#ef4444',
  red600: '#dc2626',
  red700: '#b91c1c',
  blue400: '#60a5fa',
  blue500: '#3b82f6',
  yellow400: '#facc15',
  yellow500: '#eab308',
} as const;

/** 4 px based spacing scale; keys are steps, so `space[4]` is 16 px. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '9999px',
} as const;

// Inter is shipped with the site (theme/font-face.ts), so every machine renders the same
// face; only the generic family stands in while it loads (no list of system fonts that
// differ from one machine to the next). Monospace text (a timer, a code) is the generic
// family too: each named family a machine lacks is one more font lookup on first layout.
export const fonts = {
  body: "'Inter', sans-serif",
  heading: "'Inter', sans-serif",
  mono: 'monospace',
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  black: 900,
} as const;

export const lineHeights = {
  tight: 1.2,
  normal: 1.5,
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  glowGreen: '0 0 24px rgba(34, 197, 94, 0.35)',
  glowGold: '0 0 24px rgba(250, 204, 21, 0.35)',
} as const;

/** Widths where layouts change; `phone` is the small-screen cut-off used everywhere. */
export const breakpoints = {
  phone: '480px',
  tablet: '768px',
  desktop: '1024px',
  wide: '1280px',
} as const;

/**
 * Stacking layers, one list for every package so a remote's dropdown never ends up above
 * the shell's modal or toast.
 */
export const zIndices = {
  base: 0,
  dropdown: 1000,
  sticky: 1100,
  overlay: 1200,
  modal: 1300,
  toast: 1400,
} as const;

export const durations = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
} as const;
