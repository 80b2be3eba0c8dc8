import { useEffect, useSyncExternalStore } from 'react';
import type { StateCode } from 'shared-api';

// Whether this page has a camera on a state's stage other than a scheduled debater's: a
// click-in, live for its countdown (click-in/hooks/use-click-in-video.ts). Someone on the stage
// talks with the debaters, so the stage shows them by WebRTC, under a second behind, never by
// HLS a few seconds late (use-stage-video.ts).

const onStage = new Map<StateCode, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(stateCode: StateCode, by: number) {
  const count = (onStage.get(stateCode) ?? 0) + by;
  if (count > 0) onStage.set(stateCode, count);
  else onStage.delete(stateCode);
  listeners.forEach((listener) => listener());
}

/** Marks this page's camera as on `stateCode`'s stage while `live` (and mounted). */
export function useOnStage(stateCode: StateCode, live: boolean) {
  useEffect(() => {
    if (!live) return;
    change(stateCode, 1);
    return () => change(stateCode, -1);
  }, [stateCode, live]);
}

/** Whether this page has a camera on `stateCode`'s stage (see above). */
export function useIsOnStage(stateCode: StateCode): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onStage.has(stateCode),
    () => false,
  );
}
