import { expect, test } from '@playwright/test';
import { measuredPages } from '../../e2e/lib/measured-pages';
import { remoteHeading } from '../../e2e/lib/remote-area';

// What moves on a page by itself moves on the compositor (transform, opacity), never by
// restyling, laying out and repainting the page each frame: the LIVE badge's pulse runs for
// as long as the page is open, and a progress bar's fill slides whenever its figure changes.
// With a growing box-shadow for the pulse, /tournament/CA spent 230 ms of its first 3 s
// repainting the whole page, frame after frame, between the slices of work that draw it
// (bench/REPORT.md, Lighthouse's blocking time). Checked on the styles, not on a clock:
// every endless animation's keyframes, and every transition's properties, on each page
// Lighthouse measures.

/** Properties the compositor animates without the page's main thread. */
const COMPOSITED = ['transform', 'opacity', 'translate', 'scale', 'rotate'];
/** Properties whose change lays the page out again. */
const LAYOUT =
  /^(width|height|min-|max-|top|left|right|bottom|inset|margin|padding|flex|grid|font-size|all$)/;

interface Motion {
  element: string;
  what: string;
}

/** Endless animations that change more than COMPOSITED, and transitions of LAYOUT properties. */
function motionOffTheCompositor([composited, layoutSource]: readonly [string[], string]): Motion[] {
  const layout = new RegExp(layoutSource);
  const keyframeProperties = new Map<string, string[]>();
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSKeyframesRule)) continue;
      const properties = new Set<string>();
      for (const frame of Array.from(rule.cssRules) as CSSKeyframeRule[]) {
        for (let index = 0; index < frame.style.length; index += 1) {
          properties.add(frame.style.item(index));
        }
      }
      keyframeProperties.set(rule.name, [...properties]);
    }
  }
  const found: Motion[] = [];
  for (const element of Array.from(document.querySelectorAll('body *'))) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}${pseudo ?? ''}`;
      const animations = style.animationName.split(',').map((part) => part.trim());
      const counts = style.animationIterationCount.split(',').map((part) => part.trim());
      animations.forEach((animation, index) => {
        if (animation === 'none' || counts[index % counts.length] !== 'infinite') return;
        const off = (keyframeProperties.get(animation) ?? ['(unknown keyframes)']).filter(
          (property) => !composited.includes(property),
        );
        if (off.length > 0) found.push({ element: name, what: `animates ${off.join(', ')}` });
      });
      if (style.transitionDuration.split(',').every((duration) => parseFloat(duration) === 0)) {
        continue;
      }
      const moved = style.transitionProperty.split(',').map((part) => part.trim());
      const relaid = moved.filter((property) => layout.test(property));
      if (relaid.length > 0)
        found.push({ element: name, what: `transitions ${relaid.join(', ')}` });
    }
  }
  return found;
}

for (const path of measuredPages()) {
  test(`${path}: whatever moves by itself moves on the compositor`, async ({ page }) => {
    await page.goto(path);
    await expect(remoteHeading(page)).toBeVisible();
    if (path.startsWith('/tournament/')) {
      // The stage is drawn: its LIVE badge pulses and its candidates' bars are there.
      await expect(page.getByRole('progressbar').first()).toBeVisible();
    }
    expect(
      await page.evaluate(motionOffTheCompositor, [COMPOSITED, LAYOUT.source] as const),
    ).toEqual([]);
  });
}
