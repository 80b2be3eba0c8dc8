// Build-time only: a remote's src/first-paint.ts, which its webpack build runs in node
// (shared-config/webpack/first-paint-plugin.js); nothing here reaches a browser bundle.
export {
  defineFirstPaint,
  pageHeader,
  pageValue,
  textWithValue,
  valueParagraph,
  type Markup,
} from './first-paint-parts';
export { escapeHtmlText as text } from 'shared-api/first-paint';
/** The theme's values, for a remote's own first-paint style (plain CSS). */
export { paidTheme as theme } from '../theme/theme';
