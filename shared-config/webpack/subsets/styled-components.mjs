// What the site uses of styled-components (shared-subsets.js): the shared module is this file,
// so the minifier drops ServerStyleSheet, StyleSheetManager, withTheme, createTheme and the rest
// from every page. Add a name here before importing it (shared-subsets.test.js).
export {
  default,
  ThemeProvider,
  createGlobalStyle,
  css,
  keyframes,
  useTheme,
} from 'paid-full-package/styled-components';
