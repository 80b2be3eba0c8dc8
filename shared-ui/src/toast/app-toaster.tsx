// Rendered once, by the shell. Draws nothing, and loads nothing, until some app on the page
// asks for a toast; then the region (toaster-region.tsx) with react-hot-toast's store.
import { useEffect, useState } from 'react';
import {
  loadedToastModules,
  loadToastModules,
  TOAST_REQUESTED_EVENT,
  toastRequested,
  type ToastModules,
} from './toast-modules';

export function AppToaster() {
  const [modules, setModules] = useState<ToastModules | undefined>(() =>
    toastRequested() ? loadedToastModules() : undefined,
  );
  useEffect(() => {
    if (modules) return undefined;
    let current = true;
    const load = () => {
      const ready = loadedToastModules();
      if (ready) setModules(ready);
      else
        void loadToastModules().then((loaded) => {
          if (current) setModules(loaded);
        });
    };
    if (toastRequested()) load();
    else window.addEventListener(TOAST_REQUESTED_EVENT, load, { once: true });
    return () => {
      current = false;
      window.removeEventListener(TOAST_REQUESTED_EVENT, load);
    };
  }, [modules]);
  return modules ? <modules.ToasterRegion /> : null;
}
