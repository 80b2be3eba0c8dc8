import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the bottom (px) still counts as "reading the newest". */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling list at its newest item when `newestKey` changes, unless the reader has
 * scrolled up to read older messages (a poll must not pull them away). `stick()` makes the
 * next change scroll again, e.g. after the reader sends a message of their own.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, newestKey: unknown) {
  const stuck = useRef(true);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    stuck.current =
      element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [ref, newestKey]);

  const stick = useCallback(() => {
    stuck.current = true;
  }, []);

  return { onScroll, stick };
}
