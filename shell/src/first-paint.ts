import { useLayoutEffect } from 'react';

/**
 * The page's heading the server painted before any script ran
 * (server/src/http/first-paint.ts): laid over the page below the top bar until the real
 * screen is there. Out of the page's flow, so removing it shifts nothing.
 */
export const FIRST_PAINT_ELEMENT_ID = 'paid-first-paint';

export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}

/**
 * Rendered with what replaces the server's heading (a remote's screen, its fallback): the
 * heading goes in the same frame as the screen appears (a layout effect runs before paint).
 */
export function FirstPaintDone() {
  useLayoutEffect(() => removeFirstPaint(), []);
  return null;
}
