import { defineFirstPaint, pageHeader, textWithValue, valueParagraph } from './first-paint-parts';
import { FIRST_PAINT_STYLE } from './first-paint-style';

describe("a remote's first paint, built from its screens' texts", () => {
  it("escapes the screen's text and marks where the page's value goes", () => {
    expect(textWithValue('state-name', (name) => `<The ${name} & ${name}>`)).toEqual([
      '&lt;The ',
      { value: 'state-name', before: '', after: '' },
      ' &amp; ',
      { value: 'state-name', before: '', after: '' },
      '&gt;',
    ]);
  });

  it('draws the page header of shared-ui, with runs of markup joined', () => {
    const asset = defineFirstPaint({
      css: '.own{}',
      screens: {
        'a-screen': {
          parts: pageHeader({
            title: 'Tom & Jerry',
            lead: 'A <lead>',
            narrow: true,
            body: [valueParagraph('first-post')],
          }),
        },
      },
    });
    expect(asset.css).toBe(`${FIRST_PAINT_STYLE}.own{}`);
    expect(asset.screens['a-screen']?.parts).toEqual([
      '<div class="pfp-page pfp-narrow"><header class="pfp-header"><h1 class="pfp-title">Tom &amp; Jerry</h1><p class="pfp-lead">A &lt;lead&gt;</p></header>',
      { value: 'first-post', before: '<p class="pfp-text">', after: '</p>' },
      '</div>',
    ]);
  });
});
