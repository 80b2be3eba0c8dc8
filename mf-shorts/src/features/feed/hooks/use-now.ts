import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so relative ages ('Just now' -> '1h') move
 * on even when the feed's data has not changed.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
