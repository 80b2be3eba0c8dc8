import { useCallback, useSyncExternalStore } from 'react';

// One click-in per debate. The flag lives in localStorage so a reload, or a
// second tab on the same debate, cannot grant another; the 'storage' event tells other tabs
// at once. Click-in is simulated in the browser, so this is the whole
// record of it. Storage can be unavailable (privacy modes, quota): then the flag lives in
// memory for the page's life.

const PREFIX = 'paid:click-in-used:';
const memory = new Set<string>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function isClickInUsed(debateKey: string): boolean {
  if (memory.has(debateKey)) return true;
  try {
    const stored = storage()?.getItem(PREFIX + debateKey);
    return stored !== null && stored !== undefined;
  } catch {
    return false;
  }
}

export function markClickInUsed(debateKey: string): void {
  try {
    const store = storage();
    if (!store) throw new Error('no localStorage');
    store.setItem(PREFIX + debateKey, new Date().toISOString());
  } catch {
    memory.add(debateKey);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Fired in the other tabs of this origin when one of them writes the flag.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether the click-in of this debate is used, kept current across tabs. */
export function useClickInUsed(debateKey: string): boolean {
  const getSnapshot = useCallback(() => isClickInUsed(debateKey), [debateKey]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
