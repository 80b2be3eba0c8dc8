// Why toasts go through shared-ui: react-hot-toast keeps its store in module state, so the
// `toast()` a remote calls and the <Toaster> the shell renders must come from the same copy
// of the library. shared-ui is a Module Federation singleton and react-hot-toast is not, so
// every remote and the shell call notify() and render AppToaster from here, never
// react-hot-toast directly.
import { createElement } from 'react';
import { toast } from 'react-hot-toast/headless';
import { ToastCard, type ToastVariant } from './toast-card';

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; AppToaster's default (5000) when omitted. */
  duration?: number;
}

/** Shows a toast and returns its id. At most one is visible: a new one replaces the last. */
export function notify({ title, description, variant = 'default', duration }: NotifyOptions) {
  return toast.custom((t) => createElement(ToastCard, { toast: t, title, description, variant }), {
    duration,
  });
}

/** Hides one toast by id, or all of them. */
export function dismissToast(id?: string) {
  toast.dismiss(id);
}
