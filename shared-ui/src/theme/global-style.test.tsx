import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PaidThemeProvider } from './paid-theme-provider';

/** The CSS the theme provider's global style writes, as a server render collects it. */
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<PaidThemeProvider />));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it('declares the shipped Inter file once: woff2, every weight, swap, Latin only', () => {
    const faces = globalCss().match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(1);
    const [face] = faces;
    expect(face).toMatch(/font-family:\s*'Inter'/);
    expect(face).toMatch(/font-display:\s*swap/);
    expect(face).toMatch(/font-weight:\s*100 900/);
    // The file webpack copies from @fontsource-variable/inter (a stub path under Jest).
    expect(face).toMatch(/src:\s*url\('test-file-stub'\) format\('woff2'\)/);
    expect(face).toMatch(/unicode-range:\s*U\+0000-00FF/);
  });

  it('draws the text in Inter, then only a generic family (no machine-specific fonts)', () => {
    expect(globalCss()).toMatch(/body\s*\{[^}]*font-family:\s*'Inter',\s*sans-serif;/);
  });
});
