import { FIRST_PAINT_ELEMENT_ID } from 'shared-config/page-elements';
import { paidTheme as theme } from '../theme/theme';

// The style of every remote's first paint (shared-api/first-paint): the top of a screen
// as its remote prerendered it, written into the page's HTML by the server so it paints with
// the HTML instead of after the shell, the remote's entry and its screen's code (on a phone
// on slow 4G that was 2-3 s later: Lighthouse's largest contentful paint was the heading or
// its lead). A copy of what the screen draws first (the same text, sizes and width), laid over
// the page below the shell's top bar; the shell removes it when the remote's screen (or its
// fallback) has rendered, or when the visitor moves on (shell/src/first-paint.ts). Removed, it
// shifts nothing: it is out of the page's flow. Plain CSS from the theme's values, as no
// styled-components run before the scripts.
//
// The copy is drawn before Inter has arrived, in the fallback font, where the lead wraps
// differently: its longest line came out a few pixels shorter than the screen's lead in
// Inter, so whenever Inter arrived before the screen rendered, the browser counted the
// screen's lead as a new, larger paint (Lighthouse's LCP went from ~1 s to 2.8 s on a phone).
// The copy's lead is justified: its lines span the column, as wide as any line the screen
// draws, and the fallback font (wider than Inter here) never sets it in fewer lines, so the
// copy stays the largest paint. It shows for a moment before the screen replaces it. The
// copy's font list is part of that: with only `sans-serif` (Liberation Sans here) the screen's
// heading and lead in Inter came out larger, and Lighthouse's LCP on /home, /PaidState/CA and
// /campaign-url-generator went from ~1 s to 2.8-3.0 s (bench/page-checks/largest-paint.spec.ts).

/** Below the shell's top bar (its height), where the screen's own top is. */
const TOP_BAR_HEIGHT = '57px';
const COPY_FONTS =
  "'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const { colors, fontSizes, fontWeights, lineHeights, space, breakpoints } = theme;

/**
 * The element, a page column (PageContainer's widths, page.tsx: 1200 px, narrow 720 px) and
 * the page header's title, lead and text paragraphs.
 */
export const FIRST_PAINT_STYLE =
  `#${FIRST_PAINT_ELEMENT_ID}{position:absolute;top:0;left:0;right:0;z-index:1;min-height:100vh;max-height:100vh;overflow:hidden;padding-top:${TOP_BAR_HEIGHT};background:${colors.background};color:${colors.text};font-family:${COPY_FONTS};font-size:${fontSizes.md};line-height:${lineHeights.normal};-webkit-font-smoothing:antialiased;pointer-events:none}\n` +
  `#${FIRST_PAINT_ELEMENT_ID} *{box-sizing:border-box}\n` +
  `.pfp-page{width:100%;max-width:1200px;margin:0 auto;padding:${space[8]} ${space[6]};overflow-wrap:anywhere}\n` +
  `.pfp-narrow{max-width:720px}\n` +
  `.pfp-header{display:flex;flex-direction:column;gap:${space[2]};margin:${space[8]} 0 ${space[6]}}\n` +
  `.pfp-title{margin:0;font-size:${fontSizes['3xl']};font-weight:${fontWeights.black};line-height:${lineHeights.tight};overflow-wrap:anywhere}\n` +
  `.pfp-lead{margin:0;color:${colors.textMuted};text-align:justify}\n` +
  `.pfp-text{margin:0 0 ${space[6]};white-space:pre-wrap;text-align:justify}\n` +
  `@media (max-width:${breakpoints.tablet}){.pfp-page{padding:${space[6]} ${space[4]}}}\n` +
  `@media (max-width:${breakpoints.phone}){.pfp-page{padding:${space[4]} ${space[3]}}}\n`;
