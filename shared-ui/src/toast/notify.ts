// Why toasts go through shared-ui: react-hot-toast keeps its store in module state, so the
// `toast()` a remote calls and the region the shell renders must come from the same copy of
// the library (it is a Module Federation singleton). Every remote and the shell call notify()
// and render AppToaster from here, never react-hot-toast directly. Its code loads with the
// first toast (toast-modules.ts).
import { createElement } from 'react';
import type { ToastVariant } from './toast-card';
import { markToastRequested, withToastModules } from './toast-modules';

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; AppToaster's default (5000) when omitted. */
  duration?: number;
}

let counter = 0;

/** Shows a toast and returns its id. At most one is visible: a new one replaces the last. */
export function notify({ title, description, variant = 'default', duration }: NotifyOptions) {
  // Our own id, known before react-hot-toast has loaded (a random part: two copies of
  // shared-ui on one page must not collide).
  counter += 1;
  const id = `paid-toast-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  markToastRequested();
  withToastModules(({ toast, ToastCard }) => {
    toast.custom((t) => createElement(ToastCard, { toast: t, title, description, variant }), {
      id,
      duration,
    });
  });
  return id;
}

/** Hides one toast by id, or all of them. */
export function dismissToast(id?: string) {
  withToastModules(({ toast }) => toast.dismiss(id));
}
