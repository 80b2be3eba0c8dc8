import { expect, type Page } from '@playwright/test';

// On a phone the page never scrolls sideways and no element sticks out past the right edge,
// except inside an element that scrolls (or clips) on its own, like a bracket or a tab strip.

/** A phone's viewport (a common iPhone width). */
export const PHONE = { width: 390, height: 844 };

/**
 * Sets the viewport and waits until the page is laid out at its width: read in the same task
 * as the resize, a page can still measure its desktop width (candidate-account once read
 * 413 px at 390). The site's responsive rules are CSS media queries (and matchMedia
 * listeners), which apply on resize as on a load at that width.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => document.documentElement.clientWidth === width, size.width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

export interface Overflow {
  element: string;
  right: number;
}

/** Visible elements whose box passes the right edge with no scrolling/clipping ancestor. */
export function findOverflow(page: Page): Promise<{ scrollWidth: number; overflows: Overflow[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 0.5;
    const contained = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element): string => {
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent ?? '').trim().slice(0, 40);
      const classes = element.getAttribute('class')?.split(' ').slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${label}"`;
    };
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= limit) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (contained(element)) continue;
      // Report the outermost element only: its children overflow because it does.
      if (offenders.some((outer) => outer.contains(element))) continue;
      offenders.push(element);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      overflows: offenders.map((element) => ({
        element: describe(element),
        right: Math.round(element.getBoundingClientRect().right),
      })),
    };
  });
}

/**
 * The page laid out at the phone's width does not scroll sideways and nothing sticks out, measured
 * until that holds (up to 5 s): on a loaded machine every-route once read the top bar 23 px
 * wider than the phone a frame after the resize, and its screenshot a moment later fit. An
 * element that really sticks out still fails, after the 5 s.
 */
export function expectFits(page: Page): Promise<void> {
  return expect
    .poll(() => findOverflow(page), { timeout: 5_000 })
    .toEqual({ scrollWidth: PHONE.width, overflows: [] });
}
