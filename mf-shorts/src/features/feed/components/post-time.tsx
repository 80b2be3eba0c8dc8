import type { PointerEvent } from 'react';
import { postAge } from '../post-meta';

export interface PostTimeProps {
  /** When the post or reply was written (ISO). */
  at: string;
  /** The feed's clock (ms), so every age on the page moves together. */
  now: number;
  className?: string;
}

/**
 * When a post or reply was written: its age ('3h'), with the exact time in the reader's own
 * locale as a tooltip. The tooltip is written when a pointer first reaches it, not in the
 * render: a page's first locale format loads ICU's data (20-26 ms of main thread,
 * shared-api/src/contracts/number-format.ts), and the feed's first render paid that on every visit.
 */
export function PostTime({ at, now, className }: PostTimeProps) {
  const writeExactTime = (event: PointerEvent<HTMLTimeElement>) => {
    const element = event.currentTarget;
    if (!element.title) element.title = new Date(at).toLocaleString();
  };
  return (
    <time className={className} dateTime={at} onPointerEnter={writeExactTime}>
      {postAge(at, now)}
    </time>
  );
}
