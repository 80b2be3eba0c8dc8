import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `delayMs` while `enabled`. The latest callback is called, so a
 * callback that closes over fresh state does not restart the timer (a restart would push
 * the next tick back by up to one period every render).
 */
export function useInterval(callback: () => void, delayMs: number, enabled = true): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setInterval(() => latest.current(), delayMs);
    return () => window.clearInterval(timer);
  }, [delayMs, enabled]);
}
