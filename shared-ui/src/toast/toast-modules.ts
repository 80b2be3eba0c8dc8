// The toast machinery loads with the first toast, not with every page: react-hot-toast's
// store, the card that draws a toast and the region the shell shows them in are ~2.5 KB of
// brotli that /home (where nothing toasts until someone acts) kept under its 150 KB budget
// by not loading. notify() and <AppToaster> stay synchronous to their callers: a toast asked
// for before the code arrives is drawn when it does (a few milliseconds on a warm page).
import type { toast as hotToast } from 'react-hot-toast/headless';
import type { ToastCard } from './toast-card';
import type { ToasterRegion } from './toaster-region';

export interface ToastModules {
  toast: typeof hotToast;
  ToastCard: typeof ToastCard;
  ToasterRegion: typeof ToasterRegion;
}

let loaded: ToastModules | undefined;
let loading: Promise<ToastModules> | undefined;

/** The toast modules once they have arrived (synchronous callers draw at once), else undefined. */
export function loadedToastModules(): ToastModules | undefined {
  return loaded;
}

/** Loads the toast modules once (tests call it first, so their toasts draw synchronously). */
export function loadToastModules(): Promise<ToastModules> {
  loading ??= Promise.all([
    import('react-hot-toast/headless'),
    import('./toast-card'),
    import('./toaster-region'),
  ]).then(([hot, card, region]) => {
    loaded = { toast: hot.toast, ToastCard: card.ToastCard, ToasterRegion: region.ToasterRegion };
    return loaded;
  });
  return loading;
}

/** Runs `use` with the toast modules: now when they are loaded, else when they arrive. */
export function withToastModules(use: (modules: ToastModules) => void): void {
  if (loaded) use(loaded);
  else void loadToastModules().then(use);
}

// Whether any app on the page has asked for a toast: a registry symbol and a window event, so
// the shell's toaster hears a remote built with another copy of shared-ui too.
const REQUESTED = Symbol.for('paid.toast-requested.v1');
export const TOAST_REQUESTED_EVENT = 'paid:toast-requested';

export function toastRequested(): boolean {
  return (globalThis as { [REQUESTED]?: boolean })[REQUESTED] === true;
}

export function markToastRequested(): void {
  if (toastRequested()) return;
  (globalThis as { [REQUESTED]?: boolean })[REQUESTED] = true;
  window.dispatchEvent(new Event(TOAST_REQUESTED_EVENT));
}
