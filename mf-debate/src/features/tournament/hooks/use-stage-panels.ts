import { startTransition, useEffect, useState } from 'react';
import type { ChatPanel } from '../../chat';
import type { ClickInPanel } from '../../click-in';

export interface StagePanels {
  ClickInPanel: typeof ClickInPanel;
  ChatPanel: typeof ChatPanel;
}

// The click-in and chat panels are features of their own (chat brings the schema library),
// kept out of the tournament page's first download. Both are loaded before the stage renders,
// so the stage appears whole: panels arriving one by one inside it would push the rest of the
// page down after it was drawn (a layout shift a reader sees, and Lighthouse counts).
let loading: Promise<StagePanels> | null = null;

export function loadStagePanels(): Promise<StagePanels> {
  loading ??= Promise.all([import('../../click-in'), import('../../chat')]).then(
    ([clickIn, chat]) => ({ ClickInPanel: clickIn.ClickInPanel, ChatPanel: chat.ChatPanel }),
  );
  // A failed download is forgotten, so the remote area's Retry really tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The stage's panels: null until they are here. A failed download is thrown during render,
 * where the remote area's error boundary shows it with a retry.
 */
export function useStagePanels(): StagePanels | null {
  const [panels, setPanels] = useState<StagePanels | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (panels) return;
    let current = true;
    loadStagePanels().then(
      // The stage is the page's largest tree: drawn in a transition, React renders it in
      // slices that yield to the browser, instead of one long task on a phone.
      (loaded) => current && startTransition(() => setPanels(loaded)),
      (failure: unknown) => current && setError(failure ?? new Error('panels failed to load')),
    );
    return () => {
      current = false;
    };
  }, [panels]);
  if (error) throw error;
  return panels;
}
