// Rendered once, by the shell. It must be this copy of react-hot-toast's <Toaster>: see
// notify.ts for why remotes and the shell share it through shared-ui.
import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import { useTheme } from 'styled-components';

/** Display time 5000 ms, at most 1 toast visible (docs/errors.md). */
export const TOAST_DURATION_MS = 5000;
export const MAX_VISIBLE_TOASTS = 1;

export function AppToaster() {
  const theme = useTheme();
  const { toasts } = useToasterStore();

  // react-hot-toast has no limit option; its store lists the newest first, so dismiss the rest.
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: TOAST_DURATION_MS }}
      containerStyle={{ zIndex: theme.zIndices.toast }}
    />
  );
}
