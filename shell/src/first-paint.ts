import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ELEMENT_ID } from 'shared-config/page-elements';

// The top of the page's screen, prerendered by its remote's build and written into the page
// by the server (shared-api/first-paint), painted before any script ran: laid over the
// page below the top bar until the real screen is there. Out of the page's flow, so removing
// it shifts nothing.

export function removeFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}

/**
 * Rendered with what replaces the first paint (a remote's screen, its fallback): the
 * heading goes in the same frame as the screen appears (a layout effect runs before paint).
 */
export function FirstPaintDone() {
  useLayoutEffect(() => removeFirstPaint(), []);
  return null;
}
