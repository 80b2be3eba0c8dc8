import { useCallback, useEffect, useRef } from 'react';

/** How far below the viewport the sentinel counts as reached, so the next page is early. */
const LOOK_AHEAD = '400px 0px';

/**
 * Calls `onVisible` when the element given to the returned ref scrolls into view (or near
 * it), while `enabled`. The observer is made again each time `enabled` turns true, and a new
 * observer reports at once whether the element is visible, so a short page that leaves the
 * sentinel on screen keeps loading until it is not. Without IntersectionObserver nothing
 * happens: the caller keeps a button for that.
 *
 * A callback ref that observes by itself (React calls the cleanup it returns when the element
 * goes or the ref changes): holding the element in state instead set state while the feed was
 * committed, which re-rendered the whole feed in one more blocking task as the page started.
 */
export function useWhenVisible(onVisible: () => void, enabled: boolean) {
  const latestOnVisible = useRef(onVisible);
  useEffect(() => {
    latestOnVisible.current = onVisible;
  });

  return useCallback(
    (element: Element | null) => {
      if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latestOnVisible.current();
        },
        { rootMargin: LOOK_AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [enabled],
  );
}
